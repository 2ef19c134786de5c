import Foundation
@testable import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowProject

/// One run over the starter Login feature into `output`, planned, recorded and written as `intentflow generate` does
/// it: the run the record's tests repeat.
@discardableResult
func recordedRun(
    into output: URL, pack: [String: String] = PackFixtures.base, parameters: [String: String] = [:],
    update: Bool = false, prune: Bool = false
) throws -> RecordedPlan {
    var options = GenerateOptions(output: output, pack: "base", parameters: parameters, workingDirectory: output)
    options.update = update
    options.prune = prune
    let generator = try FeatureGenerator(options: options, catalog: PackCatalog(projectRoot: nil, builtInFiles: pack))
    let manifest = try StarterManifest.manifest(feature: "Login", mode: .ai, path: "Login.intentflow.yaml")
    let rendered = try generator.renderEach([(output.appendingPathComponent("Login.intentflow.yaml"), manifest)])
    let plan = try generator.plan(files: rendered.flatMap(\.files))
    let recorded = try generator.recorded(plan, rendered: rendered, shownFrom: output)
    try FilePlanWriter().write(recorded.plan)
    return recorded
}
