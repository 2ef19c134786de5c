import Foundation
import Testing
@testable import IntentFlowCLI

/// What a newcomer runs and copies first: `make demo` (Scripts/demo.sh) and the README's dependency snippet.
@Suite struct FirstRunTests {
    private static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private static func read(_ path: String) throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theDemoShowsTheWholeAIContextBundleAtASmallBudget() throws {
        let script = try Self.read("Scripts/demo.sh")
        let line = try #require(script.split(separator: "\n").first { $0.hasPrefix("run ai-context") })
        // The bundle is printed whole: a cut (`| head -40`) left "## Verify / From the repository root:" and nothing.
        #expect(!line.contains("|"), "\(line)")
        let words = line.split(separator: " ")
        let budget = try #require(words.firstIndex(of: "--budget").flatMap { Int(words[$0 + 1]) })

        let project = try Project()
        #expect(project.run(["feature", "Checkout", "--mode", "ai", "--ui", "swiftui"]).code == .success)
        let bundle = project.run(
            ["ai-context", "Sources/Checkout/Checkout.intentflow.yaml", "--tool", "codex", "--budget", "\(budget)"])
        #expect(bundle.code == .success, "\(bundle.stderr)")
        let lines = bundle.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 80, "a newcomer reads the bundle in one screen or two: \(lines.count) lines")
        let verify = try #require(lines.firstIndex(of: "## Verify"))
        #expect(lines[verify...].contains("- `intentflow validate Sources/Checkout/Checkout.intentflow.yaml`"))
        #expect(bundle.stdout.contains("## Source"), "the budget leaves room for some of the code")
    }

    /// README's `Package.swift` snippet, without its first line (`// Package.swift`): the `dependencies:` and
    /// `targets:` arguments of `Package(…)`.
    private static func packageSnippet() throws -> String {
        let readme = try read("README.md")
        let start = try #require(readme.range(of: "```swift\n// Package.swift\n"))
        let end = try #require(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        return String(readme[start.upperBound..<end.lowerBound])
    }

    @Test func theREADMESaysHowPackageIsDerivedAndItsSnippetFollowsTheRule() throws {
        let readme = try Self.read("README.md")
        let snippet = try Self.packageSnippet()
        // SwiftPM's identity of a dependency: the last path component of its URL (without `.git`) or of its path.
        func identities(_ call: String) -> [String] {
            snippet.components(separatedBy: "\(call)\"").dropFirst().compactMap { rest in
                let location = rest.prefix { $0 != "\"" }
                let last = location.split(separator: "/").last.map(String.init) ?? ""
                return last.hasSuffix(".git") ? String(last.dropLast(4)) : last
            }
        }
        let declared = Set(identities(".package(url: ") + identities(".package(path: ")).map { $0.lowercased() }
        #expect(!declared.isEmpty)
        let named = snippet.components(separatedBy: "package: \"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
        #expect(!named.isEmpty)
        for name in named { #expect(Set(declared).contains(name.lowercased()), "package: \"\(name)\" names no dependency") }
        #expect(readme.contains("the last path component of the URL without `.git`"))
        #expect(readme.contains("the folder's name for a path dependency"))
    }

    static let buildsPackages = ProcessInfo.processInfo.environment["INTENTFLOW_SKIP_SLOW"] != "1"

    /// A package laid out as README says — README's target snippet as written, `intentflow feature` at its root, then
    /// `intentflow agents` — plans its build with no SwiftPM warning: the AGENTS.md `agents` writes beside the
    /// feature's code is no unhandled file of the target.
    ///
    /// Its IntentFlow dependency is a stand-in with the same products (the snippet's own `// or .package(path:)`
    /// form points at it): planning runs the build plugin, whose real tool would be compiled from scratch, and which
    /// files SwiftPM leaves unhandled depends only on the app's target. Scripts/scratch-package.sh builds against the
    /// real package. Slow (it runs SwiftPM): `INTENTFLOW_SKIP_SLOW=1` skips it.
    @Test(.enabled(if: buildsPackages)) func aPackageLaidOutAsTheREADMESaysPlansItsBuildWithoutAWarning() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("readme-package-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in try Self.standInIntentFlow() {
            try Self.write(text, to: root.appendingPathComponent("IntentFlow/\(path)"))
        }
        let app = root.appendingPathComponent("App")
        try Self.write(try Self.appManifest(), to: app.appendingPathComponent("Package.swift"))
        for arguments in [["feature", "Checkout", "--mode", "ai", "--access", "public"], ["agents"]] {
            let run = runCLI(arguments, in: app)
            #expect(run.code == .success, "intentflow \(arguments.joined(separator: " ")): \(run.stderr)")
        }
        #expect(FileManager.default.fileExists(atPath: app.appendingPathComponent("Sources/Checkout/AGENTS.md").path))

        // `--print-manifest-job-graph` plans the build (loading the targets' files, running the build plugin) and
        // compiles nothing of the targets.
        let plan = try await runAwaitingExit(
            URL(fileURLWithPath: "/usr/bin/env"), ["swift", "build", "--print-manifest-job-graph"], in: app)
        #expect(plan.status == 0, "\(plan.output.suffix(2_000))")
        let warnings = plan.output.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(warnings.isEmpty, "\(warnings.joined(separator: "\n"))")
    }

    /// README's snippet made a whole manifest: its dependency in the `.package(path:)` form its comment offers.
    private static func appManifest() throws -> String {
        var lines: [String] = []
        for line in try packageSnippet().split(separator: "\n", omittingEmptySubsequences: false) {
            guard line.contains(".package(url:") else {
                lines.append(String(line))
                continue
            }
            let alternative = try #require(line.range(of: "// or "), "the dependency line offers a path form")
            let indentation = line.prefix { $0 == " " }
            lines.append(String(indentation + line[alternative.upperBound...]) + ",")
        }
        return """
            // swift-tools-version:6.2
            import PackageDescription

            let package = Package(
                name: "App",
                platforms: [.macOS(.v13), .iOS(.v16)],
            \(lines.joined(separator: "\n"))
            )

            """
    }

    /// A package named IntentFlow with the products README's snippet uses: each library one empty module, the build
    /// plugin a build-tool plugin that adds no command. Every product it stands in for is one of the real package's.
    private static func standInIntentFlow() throws -> [String: String] {
        let manifest = try read("Package.swift")
        for product in [
            ".library(name: \"IntentFlow\"", ".library(name: \"IntentFlowTesting\"",
            ".plugin(name: \"IntentFlowBuildPlugin\"",
        ] {
            #expect(manifest.contains(product), "the real package declares \(product)")
        }
        return [
            "Package.swift": """
                // swift-tools-version:6.2
                import PackageDescription

                let package = Package(
                    name: "IntentFlow",
                    products: [
                        .library(name: "IntentFlow", targets: ["IntentFlow"]),
                        .library(name: "IntentFlowTesting", targets: ["IntentFlowTesting"]),
                        .plugin(name: "IntentFlowBuildPlugin", targets: ["IntentFlowBuildPlugin"]),
                    ],
                    targets: [
                        .target(name: "IntentFlow"),
                        .target(name: "IntentFlowTesting"),
                        .plugin(name: "IntentFlowBuildPlugin", capability: .buildTool()),
                    ]
                )

                """,
            "Sources/IntentFlow/IntentFlow.swift": "// A stand-in for the runtime.\n",
            "Sources/IntentFlowTesting/IntentFlowTesting.swift": "// A stand-in for the test support.\n",
            "Plugins/IntentFlowBuildPlugin/Plugin.swift": """
                import PackagePlugin

                @main struct IntentFlowBuildPlugin: BuildToolPlugin {
                    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] { [] }
                }

                """,
        ]
    }

    private static func write(_ text: String, to file: URL) throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }
}
