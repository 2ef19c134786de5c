import Foundation
@testable import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowProject
import Testing

/// A one-feature repository (`Sources/Login/`, `manifest` beside a stub flow) with the agent surfaces written for
/// Claude Code: what the agents tests read as an agent would.
func claudeSurfaces(manifest: String) throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try directory.write("Sources/Login/Login.intentflow.yaml", manifest)
    try directory.write("Sources/Login/LoginFlow.swift", "struct LoginFlow {}\n")
    let run = try AgentsRoad(root: directory.url, tools: [.claude]).run()
    #expect(!run.diagnostics.hasErrors, "\(run.diagnostics)")
    _ = try FilePlanWriter().write(run.plan)
    return directory
}
