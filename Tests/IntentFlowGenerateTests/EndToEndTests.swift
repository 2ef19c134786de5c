import Foundation
import IntentFlowContext
import IntentFlowManifest
import IntentFlowTemplates
import Testing

@testable import IntentFlowGenerate

/// Generates every example manifest (a feature hosting others with its children, in a target of their own), the
/// fixtures and the starter manifest with the default pack into one temporary SwiftPM package that depends on this repository by path, then builds it with warnings as errors and runs its
/// generated tests; checks every generated file is formatted as `swift format` formats it; and parses the UI adapters with
/// `swiftc -parse` (SwiftUI and UIKit do not exist on Linux).
///
/// Slow (it builds a package): set `INTENTFLOW_SKIP_SLOW=1` to skip it. The package lives at a fixed path in the
/// temporary directory and files are rewritten only when they change, so a second run rebuilds little.
@Suite("End to end", .serialized)
struct EndToEndTests {
    static let isEnabled = ProcessInfo.processInfo.environment["INTENTFLOW_SKIP_SLOW"] != "1"

    @Test("Generated features build without warnings and their tests pass", .enabled(if: isEnabled))
    func generatedPackageBuildsAndPasses() async throws {
        let renderer = try DefaultPackRenderer()
        // The starter manifest `intentflow feature --mode ai` writes must build and pass as it is.
        let manifests = try DefaultPackRenderer.exampleManifests()
            + [StarterManifest.manifest(feature: "Starter", mode: .ai, path: "Starter.intentflow.yaml")]
        var package = ScratchPackage.forRepository(DefaultPackRenderer.repositoryRoot)
        var targets: [String] = []
        var uiFiles: [URL] = []
        var scenarioFeatures: [(manifest: Manifest, testing: String)] = []

        // A feature hosting others goes into the composed target with them (see ComposedEndToEnd.swift).
        for manifest in manifests where manifest.children.isEmpty {
            let feature = manifest.feature
            // One feature's tests use XCTest so both test templates are compiled and run.
            let testing = feature == "Upload" ? "xctest" : "swift-testing"
            scenarioFeatures.append((manifest, testing))
            for ui in ["swiftui", "uikit"] {
                let parameters = ["module": feature, "testing": testing, "ui": ui]
                for (template, suffix) in DefaultPackRenderer.featureFiles {
                    let folder = Self.folder(for: suffix, feature: feature)
                    try package.write(
                        renderer.render(template, manifest: manifest, parameters: parameters),
                        to: "\(folder)/\(feature)\(suffix)")
                }
                let template = ui == "swiftui" ? "swiftui-view.swift" : "uikit-view-controller.swift"
                let name = ui == "swiftui" ? "\(feature)View.swift" : "\(feature)ViewController.swift"
                uiFiles.append(
                    try package.write(
                        renderer.render(template, manifest: manifest, parameters: parameters), to: "UI/\(name)"))
            }
            // The coordinator the adapters hand routes and outputs to needs neither SwiftUI nor UIKit: it builds here.
            if !manifest.routes.isEmpty || !manifest.outputs.isEmpty {
                try package.write(
                    renderer.render("coordinator.swift", manifest: manifest, parameters: ["module": feature, "ui": "uikit"]),
                    to: "Sources/\(feature)/\(feature)Coordinator.swift")
            }
            targets.append(feature)
        }
        try package.write(Self.coordinatorTest, to: "Tests/UploadTests/UploadCoordinatorTests.swift")
        try Self.writeDriftedFeature(into: &package, renderer: renderer)
        targets.append(Self.driftedFeature)
        let scenarioFixtures = try Self.writeScenarioFixtures(into: &package, renderer: renderer)
        targets += scenarioFixtures.map(\.manifest.feature)
        scenarioFeatures += scenarioFixtures
        var childrenTests: [String] = []
        for parent in manifests where !parent.children.isEmpty {
            childrenTests += try Self.writeComposed(parent, into: &package, renderer: renderer)
        }
        #expect(!childrenTests.isEmpty, "no example manifest hosts a child")
        targets.append(Self.composedTarget)
        // The catalog fixture names an app type, as a real feature would.
        try package.write(
            "/// An item of the catalog fixture.\nstruct Item: Equatable, Sendable {\n  var id: Int\n}\n",
            to: "Sources/Catalog/Item.swift")
        // The five feature fixtures name app types, given in their `samples:`.
        for (feature, types) in try Self.fixtureTypes + Self.exampleTypes() {
            try package.write(types, to: "Sources/\(feature)/\(feature)Types.swift")
        }
        for action in ["ForceUpdate", "Onboarding"] {
            let context = StartupActionContext.make(name: action, parameters: ["priority": "high"])
            try package.write(
                renderer.library.render("startup-action.swift", context: context),
                to: "Sources/Startup/\(action)Action.swift")
        }
        try package.write(
            Self.manifest(features: targets, repository: DefaultPackRenderer.repositoryRoot), to: "Package.swift")
        package.removeFilesNotWritten()

        for file in package.swiftFiles() {
            let formatted = try await package.run(["swift", "format", file.path])
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(formatted.output == text, "\(file.lastPathComponent) is not formatted as swift format formats it")
        }
        for file in uiFiles {
            let parse = try await package.run(["swiftc", "-parse", file.path])
            #expect(parse.status == 0, "\(file.lastPathComponent) does not parse:\n\(parse.output)")
        }
        try expectAdaptersRoute(uiFiles, manifests: manifests)

        let build = try await package.run(["swift", "build", "--build-tests"])
        #expect(build.status == 0, "swift build failed:\n\(build.output.suffix(6_000))")
        guard build.status == 0 else { return }
        let test = try await package.run(["swift", "test", "--skip-build", "--skip", "\(Self.driftedFeature)Tests"])
        #expect(test.status == 0, "swift test failed:\n\(test.output.suffix(6_000))")
        #expect(test.output.contains("passed") || test.output.contains("Executed"))
        #expect(test.output.contains("✔ Test aRouteReachesTheCoordinator() passed"), "the coordinator test did not pass")
        let testLines = test.output.split(separator: "\n")
        for name in childrenTests {
            #expect(
                testLines.contains { $0.contains(".\(name)") && $0.contains("' passed") }, "\(name) did not run and pass")
        }
        try Self.expectEveryScenarioRuns(of: scenarioFeatures, in: package, output: test.output)
        for fixture in DefaultPackRenderer.featureFixtures {
            try expectEveryTraceRuns(of: fixture, in: package, output: test.output)
        }
        try await expectDriftIsCaught(in: package)
        try await expectPlantedErrorAtTheManifestsLine(in: &package, renderer: renderer, features: targets)
    }

    /// A manifest whose guard does not type-check (an `Int` compared with a string: `validate` cannot know the
    /// types a Swift expression takes), generated into one more feature of the built package: `swift build` of its
    /// tests reports the error at the guard's line in the manifest, not in the generated file.
    private func expectPlantedErrorAtTheManifestsLine(
        in package: inout ScratchPackage, renderer: DefaultPackRenderer, features: [String]
    ) async throws {
        let yaml = """
            schemaVersion: "0.2"
            feature: Planted
            mode: ai
            states: [idle, "failed(retries: Int)"]
            intents: [retry]
            invariants: ["A guard that does not type-check is reported at its line."]
            acceptanceTraces:
              - 'idle + retry -> failed(retries: 0)'
              - 'failed(retries: n) + retry where n < "three" -> failed(retries: n + 1)'
            """
        let result = ManifestLoader.load(yaml: yaml, path: "planted.intentflow.yaml")
        let manifest = try #require(result.validManifest, "\(result.diagnostics)")
        // The flow is a person's (written once, before the guard was added); generated files are rewritten.
        for (template, suffix) in DefaultPackRenderer.featureFiles where template != "flow.swift" {
            try package.write(
                renderer.render(template, manifest: manifest, parameters: ["module": "Planted"]),
                to: "\(Self.folder(for: suffix, feature: "Planted"))/Planted\(suffix)")
        }
        try package.write(
            """
            import IntentFlow

            struct PlantedFlow: FlowReducer {
              func reduce(state: PlantedState, signal: FlowSignal<PlantedIntent, PlantedEvent>) -> PlantedNext {
                .state(state)
              }
            }

            """, to: "Sources/Planted/PlantedFlow.swift")
        try package.write(
            Self.manifest(features: features + ["Planted"], repository: DefaultPackRenderer.repositoryRoot),
            to: "Package.swift")
        let build = try await package.run(["swift", "build", "--target", "PlantedTests"])
        #expect(build.status != 0, "the planted guard compiled")
        #expect(
            build.output.contains("planted.intentflow.yaml:9:") && build.output.contains("error:"),
            "the planted error is not reported at the manifest's line 9:\n\(build.output.suffix(3_000))")
        // The next run starts from the feature list alone.
        try package.write(
            Self.manifest(features: features, repository: DefaultPackRenderer.repositoryRoot), to: "Package.swift")
    }

    /// Every trace of a feature fixture is a test that ran and passed (one per trace, one per tested state for a
    /// `_` trace, none disabled), and so is every store test of its effect chains, which it must have.
    private func expectEveryTraceRuns(of fixture: String, in package: ScratchPackage, output: String) throws {
        let manifest = try DefaultPackRenderer.manifest(
            at: DefaultPackRenderer.repositoryRoot.appendingPathComponent("Tests/Fixtures/\(fixture).intentflow.yaml"))
        let feature = manifest.feature
        let tests = try String(
            contentsOf: package.root.appendingPathComponent("Tests/\(feature)Tests/\(feature)FlowTests.swift"),
            encoding: .utf8)
        let lines = tests.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Each test's display name: the literal on its `@Test(` line, or on the next one.
        let names = lines.indices.compactMap { index -> String? in
            guard lines[index].contains("@Test(") else { return nil }
            let line = lines[index].contains("\"") ? lines[index] : lines[index + 1]
            guard let start = line.firstIndex(of: "\""), let end = line.lastIndex(of: "\""), start < end else { return nil }
            return String(line[line.index(after: start)..<end]).replacingOccurrences(of: "\\\"", with: "\"")
        }
        #expect(!tests.contains(".disabled("), "\(feature) has a disabled test")
        let traceTests = names.filter { name in
            manifest.acceptanceTraces.contains { name == $0.text || name.hasPrefix($0.text + " (from ") }
        }
        let covered = Set(manifest.acceptanceTraces.map(\.text).filter { text in
            traceTests.contains { $0 == text || $0.hasPrefix(text + " (from ") }
        })
        #expect(covered.count == manifest.acceptanceTraces.count, "\(feature): traces without a test")
        #expect(tests.contains("ScriptedEffects("), "\(feature) has no store test of an effect chain")
        for name in names {
            #expect(output.contains("✔ Test \"\(name)\" passed"), "\(feature): \(name) did not run and pass")
        }
        print(
            "\(feature): \(manifest.acceptanceTraces.count) traces, \(covered.count) running as \(traceTests.count) tests; "
                + "\(names.filter { $0.contains(", then ") }.count) store tests of effect chains")
    }

    /// The app types the feature fixtures' cases carry, by feature.
    /// The app types the ports in `.intentflow/` name, and the helpers their invariant checks call, read from their
    /// hand-written files in Examples: one file of each feature's, joined.
    static func exampleTypes() throws -> [(String, String)] {
        let sources = DefaultPackRenderer.repositoryRoot.appendingPathComponent("Examples/Sources")
        let files = [
            ("WeatherSearch", ["WeatherSearchClient.swift", "WeatherSearchState+Cleared.swift"]),
            ("ChangePassword", ["ChangePasswordForm.swift"]),
            ("Timers", ["TimersState+Seconds.swift"]),
        ]
        return try files.map { feature, names in
            let texts = try names.map { name in
                try String(contentsOf: sources.appendingPathComponent("\(feature)/\(name)"), encoding: .utf8)
            }
            return (feature, texts.joined(separator: "\n"))
        }
    }

    static let fixtureTypes = [
        (
            "LabConnection",
            """
            /// A device of the lab.
            struct LabDevice: Equatable, Sendable {
              /// The lab's first device, the fixture's sample.
              static let lab1 = LabDevice(id: "lab-1", name: "Lab iPhone", osVersion: "18.0", isTrusted: true)

              var id: String
              var name: String
              var osVersion: String
              var isTrusted: Bool
            }

            /// Why connecting failed.
            enum DeviceFailure: Equatable, Sendable {
              case noDevices
              case untrusted
            }

            """
        ),
        (
            "FileUpload",
            """
            /// Why an upload failed.
            enum UploadFailure: Equatable, Sendable {
              case offline
              case timeout
            }

            """
        ),
        (
            "Checkout",
            """
            /// How a person pays.
            enum PaymentMethod: Equatable, Sendable {
              case card
              case applePay
            }

            /// Why the bank declined a payment.
            enum PaymentFailure: Equatable, Sendable {
              case insufficientFunds
              case cardExpired
            }

            """
        ),
        (
            "Permission",
            """
            /// The system's answer about a permission.
            enum PermissionStatus: Equatable, Sendable {
              case notDetermined
              case authorized
              case denied
            }

            """
        ),
    ]

    /// The temporary package's manifest: a target and a test target per feature, warnings as errors.
    static func manifest(features: [String], repository: URL) -> String {
        let list = features.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
            // swift-tools-version:6.0
            import PackageDescription

            let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]
            let features = [\(list)]

            let package = Package(
                name: "IntentFlowEndToEnd",
                platforms: [.macOS(.v14), .iOS(.v17)],
                dependencies: [.package(name: "IntentFlow", path: "\(repository.path)")],
                targets: features.flatMap { name -> [Target] in
                    [
                        .target(
                            name: name, dependencies: [.product(name: "IntentFlow", package: "IntentFlow")],
                            swiftSettings: strict),
                        .testTarget(
                            name: name + "Tests",
                            dependencies: [
                                .target(name: name), .product(name: "IntentFlow", package: "IntentFlow"),
                                .product(name: "IntentFlowTesting", package: "IntentFlow"),
                            ],
                            swiftSettings: strict),
                    ]
                } + [
                    .target(
                        name: "Startup",
                        dependencies: [.product(name: "IntentFlowOrchestrator", package: "IntentFlow")],
                        swiftSettings: strict),
                ],
                swiftLanguageModes: [.v6]
            )

            """
    }
}
