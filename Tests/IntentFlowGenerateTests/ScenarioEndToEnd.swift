import Foundation
import IntentFlowManifest
import Testing

@testable import IntentFlowGenerate

/// The end-to-end package's scenario tests in both test flavours: the default pack's fixtures that state scenarios
/// (Templates/tests), each generated with the `testing` its snapshot is taken with, and every feature whose
/// manifest states scenarios must see each scenario's test run and pass, not only the run exit 0 (an XCTest method
/// that is not found is not a failure).
extension EndToEndTests {
    /// The pack fixtures with scenarios, and the test flavour each is generated with: the one its `.params.yaml`
    /// gives, so the compiled files are its snapshot's.
    static let scenarioFixtures = [("web-socket-scenarios", "swift-testing"), ("session-timeout-xctest", "xctest")]

    /// Writes the scenario fixtures into `package` as features of their own; returns their names.
    static func writeScenarioFixtures(into package: inout ScratchPackage, renderer: DefaultPackRenderer) throws
        -> [(manifest: Manifest, testing: String)]
    {
        try scenarioFixtures.map { fixture, testing in
            let manifest = try DefaultPackRenderer.manifest(
                at: DefaultPackRenderer.repositoryRoot.appendingPathComponent("Templates/tests/\(fixture).intentflow.yaml"))
            let parameters = ["module": manifest.feature, "testing": testing]
            for (template, suffix) in DefaultPackRenderer.featureFiles {
                try package.write(
                    renderer.render(template, manifest: manifest, parameters: parameters),
                    to: "\(folder(for: suffix, feature: manifest.feature))/\(manifest.feature)\(suffix)")
            }
            return (manifest, testing)
        }
    }

    /// Every scenario of `features` (each with its flavour) has a test in its generated flow tests that ran and
    /// passed: Swift Testing's by its display name (the scenario's name), XCTest's by its method's name.
    static func expectEveryScenarioRuns(
        of features: [(manifest: Manifest, testing: String)], in package: ScratchPackage, output: String
    ) throws {
        let lines = output.split(separator: "\n")
        for (manifest, testing) in features where !manifest.scenarios.isEmpty {
            let feature = manifest.feature
            let tests = try String(
                contentsOf: package.root.appendingPathComponent("Tests/\(feature)Tests/\(feature)FlowTests.swift"),
                encoding: .utf8)
            guard testing == "xctest" else {
                for scenario in manifest.scenarios {
                    #expect(
                        output.contains("✔ Test \"\(scenario.name)\" passed"),
                        "\(feature): the scenario '\(scenario.name)' did not run and pass")
                }
                continue
            }
            let methods = xctestScenarioMethods(in: tests)
            #expect(methods.count == manifest.scenarios.count, "\(feature): \(methods) for \(manifest.scenarios.count)")
            for method in methods {
                #expect(
                    lines.contains { $0.contains("\(feature)FlowTests.\(method)'") && $0.contains("' passed") },
                    "\(feature): the XCTest scenario test \(method) did not run and pass")
            }
        }
    }

    /// The XCTest methods of scenarios in a generated test file: `func testScenario…() async {`.
    static func xctestScenarioMethods(in tests: String) -> [String] {
        tests.split(separator: "\n").compactMap { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("func testScenario") else { return nil }
            return String(trimmed.dropFirst("func ".count).prefix { $0 != "(" })
        }
    }
}
