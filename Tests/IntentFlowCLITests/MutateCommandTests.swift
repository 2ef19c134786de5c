import Foundation
import Testing

@testable import IntentFlowCLI

/// `intentflow mutate`: bad input is an error at its place with exit 2 and nothing written, and, end to end, a
/// generated package's reducer is scored by its generated tests in one build without being touched.
@Suite struct MutateCommandTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// A package whose `Sources/Login` holds the starter feature, with `flow` as its reducer when given.
    func package(flow: String?) throws -> URL {
        let files = [
            "Package.swift": Self.packageManifest(dependency: "deps/IntentFlow"),
            ".intentflow/config.yaml": "# defaults\n",
        ]
        let root = try temporaryTree(files, prefix: "mutate")
        // SwiftPM names a path dependency after its folder: the repository, whatever its clone's name, as IntentFlow.
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("deps"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("deps/IntentFlow"), withDestinationURL: Self.repositoryRoot)
        let starter = runCLI(["feature", "Login", "--mode", "ai"], in: root)
        #expect(starter.code == .success, "\(starter.stderr)")
        let reducer = root.appendingPathComponent("Sources/Login/LoginFlow.swift")
        if let flow {
            try flow.write(to: reducer, atomically: true, encoding: .utf8)
        }
        return root
    }

    /// A package of one feature (`Sources/<feature>`, its tests in `Tests/<feature>Tests`) depending on IntentFlow at
    /// `dependency`.
    static func packageManifest(dependency: String, feature: String = "Login") -> String {
        """
        // swift-tools-version:6.2
        import PackageDescription

        let package = Package(
            name: "MutateApp",
            platforms: [.macOS(.v13), .iOS(.v16)],
            dependencies: [.package(path: "\(dependency)")],
            targets: [
                .target(
                    name: "\(feature)", dependencies: [.product(name: "IntentFlow", package: "IntentFlow")],
                    exclude: ["\(feature).intentflow.yaml"]),
                .testTarget(
                    name: "\(feature)Tests",
                    dependencies: ["\(feature)", .product(name: "IntentFlowTesting", package: "IntentFlow")]),
            ]
        )

        """
    }

    static let manifest = "Sources/Login/Login.intentflow.yaml"

    @Test func aFeatureWithoutAReducerIsAnErrorAtItsManifestAndNothingIsWritten() throws {
        let root = try package(flow: nil)
        try FileManager.default.removeItem(at: root.appendingPathComponent("Sources/Login/LoginFlow.swift"))
        let result = runCLI(["mutate", Self.manifest], in: root)
        #expect(result.code == .usageOrIO)
        #expect(result.stderr.contains("Login.intentflow.yaml:"), "\(result.stderr)")
        #expect(result.stderr.contains("error: no reducer for Login"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".build").path))
    }

    @Test func aReducerWithoutASwitchItCanReadIsAnErrorAtTheReducer() throws {
        let flow = "struct LoginFlow {\n  func reduce(state: Int, signal: Int) -> Int { state }\n}\n"
        let root = try package(flow: flow)
        let result = runCLI(["mutate", Self.manifest], in: root)
        #expect(result.code == .usageOrIO)
        #expect(
            result.stderr.contains("LoginFlow.swift:1:1: error: cannot read LoginFlow's reducer"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".build").path))
        let reducer = root.appendingPathComponent("Sources/Login/LoginFlow.swift")
        let after = try String(contentsOf: reducer, encoding: .utf8)
        #expect(after == flow)
    }

    @Test func aManifestOutsideAnyPackageIsAnError() throws {
        let root = try temporaryTree([".intentflow/config.yaml": "# defaults\n"], prefix: "mutate-nopackage")
        #expect(runCLI(["feature", "Login", "--mode", "ai"], in: root).code == .success)
        let result = runCLI(["mutate", "Sources/Login/Login.intentflow.yaml"], in: root)
        #expect(result.code == .usageOrIO)
        #expect(
            result.stderr.contains("error: no Package.swift in a directory above this manifest"), "\(result.stderr)")
    }

    @Test func noArgumentAndAFolderWithNeitherManifestNorFlowAreUsageErrors() throws {
        let root = try temporaryTree(["Empty/README.md": "nothing\n"], prefix: "mutate-usage")
        #expect(runCLI(["mutate"], in: root).code == .usageOrIO)
        #expect(runCLI(["mutate", "Empty"], in: root).code == .usageOrIO)
    }

    static let buildsPackages = ProcessInfo.processInfo.environment["INTENTFLOW_SKIP_SLOW"] != "1"

    /// The starter feature in a package of its own: `intentflow mutate` on its folder builds once, kills every
    /// mutant of the generated reducer (each arm is pinned by a trace), and leaves the reducer as it was; then a
    /// package that does not build is exit 2 with the compiler's error. Slow (it builds the package and the
    /// runtime): `INTENTFLOW_SKIP_SLOW=1` skips it.
    @Test(.enabled(if: buildsPackages))
    func aGeneratedFeatureIsScoredInOneBuildAndItsReducerIsUntouched() async throws {
        let root = try package(flow: nil)
        defer { try? FileManager.default.removeItem(at: root) }
        let flow = root.appendingPathComponent("Sources/Login/LoginFlow.swift")
        let written = try Data(contentsOf: flow)
        let before = try Self.contents(of: root)
        let intentflow = try Self.executable()

        let run = try await runAwaitingExit(intentflow, ["mutate", "Sources/Login", "--format", "json"], in: root)
        #expect(run.status == 0, "\(run.output.suffix(3_000))")
        let json = try #require(run.output.firstRange(of: "{").map { String(run.output[$0.lowerBound...]) })
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let mutants = try #require(report["mutants"] as? Int)
        #expect(mutants >= 20, "the starter reducer's six arms give at least 20 mutants: \(mutants)")
        #expect(report["killed"] as? Int == mutants, "\(json)")
        let features = report["features"] as? [[String: Any]]
        let results = features?.first?["results"] as? [[String: Any]] ?? []
        let operators = Set(results.compactMap { $0["operator"] as? String })
        #expect(operators.isSuperset(of: ["delete-arm", "drop-effect", "drop-cancel", "drop-output", "keep-state"]))
        // Each kill names the generated tests that failed (the reducer has a `default:`, so no mutant traps).
        let unnamed = results.filter { ($0["failedTests"] as? [String] ?? []).isEmpty }.compactMap { $0["id"] as? Int }
        #expect(unnamed.isEmpty, "killed mutants with no failed test named: \(unnamed)")
        #expect(try Data(contentsOf: flow) == written, "the reducer changed")
        #expect(try Self.contents(of: root) == before, "a file outside .build changed")

        let effects = root.appendingPathComponent("Sources/Login/LoginEffects.swift")
        try (try String(contentsOf: effects, encoding: .utf8) + "\nlet broken: Int = \"not a number\"\n")
            .write(to: effects, atomically: true, encoding: .utf8)
        let broken = try await runAwaitingExit(intentflow, ["mutate", Self.manifest], in: root)
        #expect(broken.status == 2)
        #expect(broken.output.contains("error: the package does not build with the mutants"), "\(broken.output)")
        #expect(broken.output.contains("LoginEffects.swift"), "\(broken.output.suffix(2_000))")
        #expect(try Data(contentsOf: flow) == written, "the reducer changed")
    }

    /// Every file below `root` but in `.build` (mutate's copy and builds), with its bytes.
    static func contents(of root: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = walk?.nextObject() as? URL {
            if url.lastPathComponent == ".build" || url.lastPathComponent == "deps" {
                walk?.skipDescendants()
                continue
            }
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            files[url.path] = try Data(contentsOf: url)
        }
        return files
    }

    /// The `intentflow` executable built beside the test bundle.
    static func executable() throws -> URL {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [products, repositoryRoot.appendingPathComponent(".build/debug")] {
            let url = candidate.appendingPathComponent("intentflow")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "intentflow (run `swift build` first)"])
    }
}
