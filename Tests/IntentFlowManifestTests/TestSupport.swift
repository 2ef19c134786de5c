import Foundation
import Testing
@testable import IntentFlowManifest

/// The repository's root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Loads YAML text as `m.yaml`.
func load(_ yaml: String) -> ManifestLoadResult {
    ManifestLoader.load(yaml: yaml, path: "m.yaml")
}

/// The diagnostics as printed, one string each.
func printed(_ result: ManifestLoadResult) -> [String] {
    result.diagnostics.map(\.description)
}

/// The first diagnostic with `rule`, printed as `line:column rule`.
func located(_ result: ManifestLoadResult, rule: String) -> String? {
    result.diagnostics.first { $0.ruleID == rule }.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" }
}

/// A small valid 0.2 manifest body to which tests add or change lines.
let minimalManifest = """
    schemaVersion: "0.2"
    feature: Search
    mode: core
    states: [idle, loading, failed(message: String)]
    intents: [search(query: String)]

    """
