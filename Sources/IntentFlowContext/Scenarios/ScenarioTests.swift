import IntentFlowManifest
import IntentFlowTemplates

/// The generated tests of a manifest's scenarios, one each, as templates see them (`scenarios` in the context).
enum ScenarioTests {
    /// The tests of `manifest`'s scenarios, named so that none takes a name in `taken`.
    static func templateValues(_ manifest: Manifest, cases: FeatureCases, taken: Set<String>) -> [TemplateValue] {
        var taken = taken
        let nextType = manifest.feature + "Next"
        return manifest.scenarios.map { scenario in
            let testName = UniqueName.make("scenario" + CaseStyle(scenario.name).pascal, taken: &taken)
            switch ScenarioTest.make(scenario, manifest: manifest, cases: cases) {
            case .success(let test): return test.templateValue(testName: testName, nextType: nextType)
            case .failure(let failure):
                return ScenarioTest.failingTemplateValue(
                    name: scenario.name, testName: testName,
                    reason: "The scenario '\(scenario.name)' has no test: \(failure.message) "
                        + "(see intentflow validate).")
            }
        }
    }
}
