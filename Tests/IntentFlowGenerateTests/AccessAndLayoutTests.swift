import Foundation
import IntentFlowManifest
import Testing
@testable import IntentFlowGenerate

/// The default pack's `access` parameter and its default `package` layout, through ``FeatureGenerator``.
@Suite struct AccessAndLayoutTests {
    private static let manifest = """
        schemaVersion: "0.2"
        feature: Login
        mode: core
        states: [idle, loading]
        intents: [load]
        effects: [load]

        """

    private func generator(_ parameters: [String: String] = [:], module: String? = nil) throws -> FeatureGenerator {
        let root = URL(fileURLWithPath: "/nonexistent-output")
        return try FeatureGenerator(
            options: GenerateOptions(output: root, module: module, parameters: parameters, workingDirectory: root),
            catalog: PackCatalog(projectRoot: nil))
    }

    private func manifest(_ extra: String = "") throws -> Manifest {
        let result = ManifestLoader.load(yaml: Self.manifest + extra, path: "Login.intentflow.yaml")
        return try #require(result.validManifest, "\(result.diagnostics)")
    }

    private func files(_ generator: FeatureGenerator, _ manifest: Manifest) throws -> [String: String] {
        Dictionary(try generator.render(manifest).map { ($0.path, $0.contents) }, uniquingKeysWith: { first, _ in first })
    }

    @Test func publicAccessExportsWhatAnotherModuleNeeds() throws {
        let files = try files(generator(["access": "public"]), manifest())
        let contract = try #require(files["Sources/Login/LoginContract.swift"])
        for declaration in ["public enum LoginState", "public enum LoginIntent", "public enum LoginEffect", "public typealias LoginNext"] {
            #expect(contract.contains(declaration), "\(declaration)")
        }
        let flow = try #require(files["Sources/Login/LoginFlow.swift"])
        #expect(flow.contains("public struct LoginFlow: FlowReducer {\n  public init() {}\n\n  public func reduce("))
        let effects = try #require(files["Sources/Login/LoginEffects.swift"])
        #expect(effects.contains("public struct LoginEffects: FlowEffectRunner {\n  public init() {}\n\n  public func run("))
        let projection = try #require(files["Sources/Login/LoginProjection.swift"])
        #expect(projection.contains("public struct LoginViewState"))
        #expect(projection.contains("  public var status: String\n\n  public init(status: String) {"))
        #expect(projection.contains("public struct LoginProjection: FlowProjection {\n  public init() {}"))
    }

    @Test func internalAccessWritesNoModifier() throws {
        for (path, text) in try files(generator(), manifest()) where path.hasPrefix("Sources/") {
            #expect(!text.contains("public "), "\(path)")
            #expect(!text.contains("init() {}"), "\(path)")
        }
    }

    @Test func theManifestsAccessAppliesUnlessTheRunSetsOne() throws {
        let packaged = try manifest("access: package\n")
        let byManifest = try files(generator(), packaged)
        #expect(byManifest["Sources/Login/LoginFlow.swift"]?.contains("package struct LoginFlow") == true)
        let byFlag = try files(generator(["access": "internal"]), packaged)
        #expect(byFlag["Sources/Login/LoginFlow.swift"]?.contains("package ") == false)
    }

    @Test func anUnknownAccessValueIsAnError() throws {
        #expect(throws: GeneratorError.self) { try self.generator(["access": "open"]).render(self.manifest()) }
    }

    @Test func theDefaultLayoutIsATargetAndATestTarget() throws {
        let paths = try Set(files(generator(), manifest()).keys)
        #expect(paths == [
            "Sources/Login/LoginContract.swift", "Sources/Login/LoginFlow.swift", "Sources/Login/LoginEffects.swift",
            "Sources/Login/LoginProjection.swift", "Tests/LoginTests/LoginFlowTests.swift",
            "Tests/LoginTests/LoginConformanceTests.swift",
        ])
        let tests = try #require(try files(generator(), manifest())["Tests/LoginTests/LoginFlowTests.swift"])
        #expect(tests.contains("@testable import Login\n"))
        let shared = try Set(files(generator(module: "Features"), manifest()).keys)
        #expect(shared.contains("Tests/FeaturesTests/LoginFlowTests.swift"))
        let folder = try Set(files(generator(["layout": "feature-folder"]), manifest()).keys)
        #expect(folder.contains("Login/LoginFlowTests.swift"))
    }

    @Test func aFeaturesHomeIsWhereItsContractGoes() throws {
        let manifest = try manifest()
        #expect(try generator().home(of: manifest) == "Sources/Login")
        #expect(try generator(["layout": "feature-folder"]).home(of: manifest) == "Login")
        #expect(try FeatureScaffold.manifestPath(feature: "Login", generator: generator()) == "Sources/Login/Login.intentflow.yaml")
        #expect(try FeatureScaffold.manifestPath(feature: "Login", generator: generator(["layout": "feature-folder"]))
            == "Login/Login.intentflow.yaml")
    }

    @Test func generateFindsTheOutputThatPutsCodeBesideTheManifests() throws {
        let manifest = try manifest()
        let inPackage = [(url: URL(fileURLWithPath: "/app/Sources/Login/Login.intentflow.yaml"), manifest: manifest)]
        #expect(FeatureFolder.output(of: inPackage, home: { _ in "Sources/Login" })?.path == "/app")
        #expect(FeatureFolder.output(of: inPackage)?.path == "/app/Sources")
        let elsewhere = [(url: URL(fileURLWithPath: "/app/Specs/Login.intentflow.yaml"), manifest: manifest)]
        #expect(FeatureFolder.output(of: elsewhere, home: { _ in "Sources/Login" }) == nil)
        #expect(FeatureFolder.output(of: inPackage + elsewhere, home: { _ in "Sources/Login" }) == nil)
    }
}
