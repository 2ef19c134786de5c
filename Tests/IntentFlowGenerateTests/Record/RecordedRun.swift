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
    options.write.update = update
    options.write.prune = prune
    let generator = try FeatureGenerator(options: options, catalog: PackCatalog(projectRoot: nil, builtInFiles: pack))
    let manifest = try StarterManifest.manifest(feature: "Login", mode: .ai, path: "Login.intentflow.yaml")
    let recorded = try generator.recordedPlan([(manifest, output.appendingPathComponent("Login.intentflow.yaml"))])
    try FilePlanWriter().write(recorded.plan)
    return recorded
}
