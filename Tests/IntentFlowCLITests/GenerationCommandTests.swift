import Foundation
import IntentFlowText
import Testing
@testable import IntentFlowCLI
@testable import IntentFlowGenerate

/// A project directory with a small team pack `base` in `.intentflow/packs/base/`, removed afterwards.
final class Project {
    let url: URL

    static let pack: [String: String] = [
        "pack.yaml": """
            name: base
            description: Test pack.
            generators:
              feature:
                parameters:
                  ui: { default: none, choices: [none, swiftui, uikit] }
                files:
                  - template: contract.swift
                    path: "{{feature.name}}/{{feature.name}}Contract.swift"
                  - template: flow.swift
                    path: "{{feature.name}}/{{feature.name}}Flow.swift"
                    owner: user
                  - template: view.swift
                    path: "{{#params.ui_swiftui}}{{feature.name}}/{{feature.name}}View.swift{{/params.ui_swiftui}}"
                    owner: user

            """,
        "contract.swift.mustache": "{{$header}}// Header.\n{{/header}}enum {{feature.name}}State {\n{{#states.cases}}    case {{name}}\n{{/states.cases}}}\n",
        "flow.swift.mustache": "struct {{feature.name}}Flow {\n    // intentflow:begin states\n    // {{feature.name}}\n    // intentflow:end states\n}\n",
        "view.swift.mustache": "struct {{feature.name}}View {}\n",
    ]

    init(config: String? = nil) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("intentflow-cli-\(UUID().uuidString)")
        for (path, text) in Self.pack { try write(".intentflow/packs/base/\(path)", text) }
        if let config { try write(".intentflow/config.yaml", config) }
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func write(_ path: String, _ text: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func read(_ path: String) -> String? {
        (try? Data(contentsOf: url.appendingPathComponent(path))).map { String(decoding: $0, as: UTF8.self) }
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path) }

    func run(_ arguments: [String]) -> (code: ExitCode, stdout: String, stderr: String) { runCLI(arguments, in: url) }

    /// Runs a command that must end with exit code 2 and say `text` on standard error.
    func expectUsageError(
        _ arguments: [String], saying text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let result = run(arguments)
        #expect(result.code == .usageOrIO, sourceLocation: sourceLocation)
        #expect(result.stderr.contains(text), "\(result.stderr)", sourceLocation: sourceLocation)
    }
}

@Suite struct FeatureCommandTests {
    @Test func aiModeWritesTheManifestAndTheCode() throws {
        let project = try Project()
        let result = project.run(["feature", "Checkout", "--mode", "ai", "--ui", "swiftui", "--pack", "base", "--output", "out"])
        #expect(result.code == .success, "\(result.stderr)")
        for path in ["Checkout.intentflow.yaml", "CheckoutContract.swift", "CheckoutFlow.swift", "CheckoutView.swift"] {
            #expect(project.exists("out/Checkout/\(path)"), "missing \(path)")
            #expect(result.stdout.contains("created   Checkout/\(path)"))
        }
        #expect(project.read("out/Checkout/CheckoutContract.swift")?.contains("    case loading\n") == true)
    }

    @Test func coreModeKeepsTheManifestInMemory() throws {
        let project = try Project()
        let result = project.run(["feature", "Checkout", "--pack", "base", "--output", "out"])
        #expect(result.code == .success)
        #expect(!project.exists("out/Checkout/Checkout.intentflow.yaml"))
        #expect(project.exists("out/Checkout/CheckoutContract.swift"))
        #expect(!project.exists("out/Checkout/CheckoutView.swift"))
    }

    @Test(arguments: ["../Evil", "checkout", "Check/out", "Check-out"])
    func aNameThatIsNotATypeNameIsAUsageError(name: String) throws {
        let project = try Project()
        let result = project.run(["feature", name, "--pack", "base", "--output", "out"])
        #expect(result.code == .usageOrIO)
        #expect(!project.exists("out"))
        #expect(!project.exists("Evil"))
    }

    @Test func theConfigurationSuppliesDefaultsAndFlagsWin() throws {
        let project = try Project(config: "pack: base\noutput: Sources/Features\nui: swiftui\n")
        let nested = project.url.appendingPathComponent("Sources/App")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        #expect(runCLI(["feature", "Login"], in: nested).code == .success)
        #expect(project.exists("Sources/Features/Login/LoginView.swift"))
        #expect(runCLI(["feature", "Home", "--ui", "none", "--output", "Elsewhere"], in: nested).code == .success)
        #expect(project.exists("Sources/App/Elsewhere/Home/HomeContract.swift"))
        #expect(!project.exists("Sources/App/Elsewhere/Home/HomeView.swift"))
    }

    @Test(.enabled(if: !BuiltInPacks.defaultPackFiles.isEmpty)) func theDefaultPackWritesTheFilesTheREADMEPromises() throws {
        let project = try Project()
        let result = project.run(["feature", "Checkout", "--mode", "ai", "--access", "public"])
        #expect(result.code == .success, "\(result.stderr)")
        for file in [
            "CheckoutContract.swift", "CheckoutFlow.swift", "CheckoutEffects.swift", "CheckoutProjection.swift",
            "Checkout.intentflow.yaml",
        ] {
            #expect(project.exists("Sources/Checkout/\(file)"), "missing \(file)")
        }
        #expect(project.exists("Tests/CheckoutTests/CheckoutFlowTests.swift"))
        #expect(project.read("Sources/Checkout/CheckoutFlow.swift")?.contains("public struct CheckoutFlow") == true)
        // The README's next commands: validate, generate from the feature's folder (nothing to change), check.
        #expect(project.run(["validate", "Sources/Checkout/Checkout.intentflow.yaml"]).code == .success)
        let generate = project.run(["generate", "Sources/Checkout", "--check"])
        #expect(generate.code == .success, "\(generate.stdout)\(generate.stderr)")
        #expect(project.run(["check"]).code == .success)
    }
}

@Suite struct GenerateCommandTests {
    /// A project with a Login feature generated in AI mode into `out/`.
    func generated() throws -> Project {
        let project = try Project()
        let result = project.run(["feature", "Login", "--mode", "ai", "--pack", "base", "--output", "out"])
        try #require(result.code == .success, "\(result.stderr)")
        return project
    }

    @Test func regeneratingChangesNothingUntilTheManifestChanges() throws {
        let project = try generated()
        let again = project.run(["generate", "out", "--pack", "base", "--output", "out"])
        #expect(again.code == .success)
        #expect(again.stdout.hasSuffix("2 unchanged\n"))

        let manifestPath = "out/Login/Login.intentflow.yaml"
        let manifest = try #require(project.read(manifestPath))
        try project.write(manifestPath, manifest.replacingOccurrences(of: "  - loading\n", with: "  - loading\n  - empty\n"))
        let check = project.run(["generate", "out/Login/Login.intentflow.yaml", "--pack", "base", "--output", "out", "--check"])
        #expect(check.code == .findings)
        #expect(check.stdout.contains("--- a/Login/LoginContract.swift\n+++ b/Login/LoginContract.swift\n"))
        #expect(check.stdout.contains("+    case empty\n"))
        #expect(project.read("out/Login/LoginContract.swift")?.contains("case empty") == false)

        let write = project.run(["generate", "out", "--pack", "base", "--output", "out", "--format", "json"])
        #expect(write.code == .success)
        #expect(write.stdout.contains("\"status\" : \"updated\""))
        #expect(project.read("out/Login/LoginContract.swift")?.contains("case empty") == true)
        #expect(project.run(["generate", "out", "--pack", "base", "--output", "out", "--check"]).code == .success)
    }

    @Test func aHandEditIsAConflictThatWritesNothingWithoutForce() throws {
        let project = try generated()
        let path = "out/Login/LoginContract.swift"
        let edited = try #require(project.read(path)).replacingOccurrences(of: "case idle", with: "case idle // mine")
        try project.write(path, edited)

        let refused = project.run(["generate", "out", "--pack", "base", "--output", "out", "--ui", "swiftui"])
        #expect(refused.code == .findings)
        #expect(refused.stdout.contains("conflict  Login/LoginContract.swift (generated file was edited by hand)"))
        #expect(refused.stderr.contains("nothing was written"))
        #expect(project.read(path) == edited)
        #expect(!project.exists("out/Login/LoginView.swift"))

        let dryRun = project.run(["generate", "out", "--pack", "base", "--output", "out", "--dry-run", "--force"])
        #expect(dryRun.stdout.contains("would update"))
        #expect(project.read(path) == edited)

        let forced = project.run(["generate", "out", "--pack", "base", "--output", "out", "--force"])
        #expect(forced.code == .success)
        #expect(project.read(path)?.contains("// mine") == false)
    }

    @Test func anEmptyOutputIsAUsageErrorNotTheWorkingDirectory() throws {
        let project = try generated()
        project.expectUsageError(
            ["generate", "out", "--pack", "base", "--output", ""], saying: "'--output' needs a value; got an empty one")
        project.expectUsageError(["generate", "out", "--pack", "base", "--output="], saying: "'--output' needs a value")
        #expect(!project.exists("Login"))
    }

    @Test func aFIFOAsTheConfigurationOrARulesFileIsAnErrorThatNeverWaits() throws {
        let project = try generated()
        #expect(mkfifo(project.url.appendingPathComponent("rules.yaml").path, 0o600) == 0)
        let rules = project.run(["check", "out", "--rules", "rules.yaml"])
        #expect(rules.code == .usageOrIO)
        #expect(rules.stderr.contains("rules.yaml': it is a FIFO, not a regular file"), "\(rules.stderr)")
        #expect(mkfifo(project.url.appendingPathComponent(".intentflow/config.yaml").path, 0o600) == 0)
        let config = project.run(["generate", "out", "--pack", "base", "--output", "out"])
        #expect(config.code == .usageOrIO)
        #expect(config.stderr.contains("config.yaml: it is a FIFO, not a regular file"), "\(config.stderr)")
        for output in [rules.stderr, config.stderr] {
            #expect(!output.contains("permission") && !output.contains("NSCocoaErrorDomain"))
        }
    }

    @Test func brokenMarkersAreNotSentToForceWhichCannotFixThem() throws {
        let project = try generated()
        let path = "out/Login/LoginFlow.swift"
        let broken = try #require(project.read(path)).replacingOccurrences(of: "    // intentflow:end states\n", with: "")
        try project.write(path, broken)
        for arguments in [["generate", "out", "--pack", "base", "--output", "out"], ["generate", "out", "--pack", "base", "--output", "out", "--force"]] {
            let result = project.run(arguments)
            #expect(result.code == .findings)
            #expect(!result.stderr.contains("run again with --force"), "\(result.stderr)")
            #expect(result.stderr.contains("--force does not resolve Login/LoginFlow.swift"), "\(result.stderr)")
            #expect(result.stderr.contains("repair the markers by hand"))
            #expect(project.read(path) == broken)
        }
        #expect(GenerationRunner.conflictAdvice([]).hasSuffix("nothing was written."))
    }

    @Test func anInvalidManifestIsReportedWithItsLocation() throws {
        let project = try Project()
        try project.write("Bad.intentflow.yaml", "schemaVersion: \"0.1\"\nfeature: \"Bad\"\nmode: \"ai\"\nstates: [idle]\nstaets: []\n")
        let result = project.run(["generate", "Bad.intentflow.yaml", "--pack", "base", "--output", "out"])
        #expect(result.code == .findings)
        #expect(result.stderr.contains("Bad.intentflow.yaml:1:1: error: missing required key 'intents'"))
        #expect(result.stderr.contains("Bad.intentflow.yaml:5:1: warning: unknown key 'staets'; did you mean 'states'?"))
        #expect(!project.exists("out"))
    }

    @Test func usageAndPackErrorsExitWithTwo() throws {
        let project = try generated()
        #expect(project.run(["generate"]).code == .usageOrIO)
        #expect(project.run(["generate", "out", "--pack", "nope"]).code == .usageOrIO)
        #expect(project.run(["generate", "missing", "--pack", "base"]).code == .usageOrIO)
        #expect(project.run(["generate", "out", "--pack", "base", "--ui", "react"]).code == .usageOrIO)
        #expect(project.run(["generate", "out", "--pack", "base", "--param", "ui=react"]).code == .usageOrIO)
        #expect(project.run(["generate", "out", "--pack", "base", "--param", "novalue"]).code == .usageOrIO)
    }

    @Test func aSymlinkedOutputSubdirectoryPointingOutsideIsRefused() throws {
        let project = try Project()
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("intentflow-outside-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: outside) }
        try FileManager.default.createDirectory(at: project.url.appendingPathComponent("out"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: project.url.appendingPathComponent("out/Login"), withDestinationURL: outside)
        let result = project.run(["feature", "Login", "--mode", "ai", "--pack", "base", "--output", "out"])
        #expect(result.code == .usageOrIO)
        #expect(result.stderr.contains("outside the output directory"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: outside.path).isEmpty)
    }
}

@Suite struct PackCommandTests {
    @Test func listShowsTeamAndBuiltInPacks() throws {
        let project = try Project()
        let text = project.run(["pack", "list"])
        #expect(text.code == .success)
        #expect(text.stdout.contains("base  (project)  Test pack."))
        let json = project.run(["pack", "list", "--json"])
        let objects = try #require(
            try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]])
        #expect(objects.first?["name"] as? String == "base")
        #expect(objects.first?["generators"] as? [String] == ["feature"])
    }

    @Test func showDescribesAPackAndPrintsATemplate() throws {
        let project = try Project()
        let description = project.run(["pack", "show", "base"])
        #expect(description.code == .success)
        #expect(description.stdout.contains("generator feature"))
        #expect(description.stdout.contains("--param ui=<none|swiftui|uikit>  (default: none)"))
        #expect(description.stdout.contains("contract.swift  (base)  blocks: header"))
        let template = project.run(["pack", "show", "base", "view.swift"])
        #expect(template.stdout == "struct {{feature.name}}View {}\n")
        #expect(project.run(["pack", "show", "base", "nope"]).code == .usageOrIO)
    }

    @Test func initCreatesAPackThatExtendsAndValidates() throws {
        let project = try Project()
        let result = project.run(["pack", "init", "acme", "--from", "base"])
        #expect(result.code == .success, "\(result.stderr)")
        #expect(project.read(".intentflow/packs/acme/pack.yaml")?.contains("extends: base") == true)
        let readme = try #require(project.read(".intentflow/packs/acme/README.md"))
        #expect(readme.contains("{{<contract.swift}}\n{{$header}}"))
        #expect(project.run(["pack", "init", "acme"]).code == .findings)

        // The README's example works as written.
        try project.write(
            ".intentflow/packs/acme/contract.swift.mustache",
            "{{<contract.swift}}\n{{$header}}\n// Acme {{feature.name}}.\n{{/header}}\n{{/contract.swift}}\n")
        #expect(project.run(["pack", "validate", ".intentflow/packs/acme"]).code == .success)
        #expect(project.run(["feature", "Login", "--pack", "acme", "--output", "out"]).code == .success)
        #expect(project.read("out/Login/LoginContract.swift")?.contains("// Acme Login.\nenum LoginState {") == true)
    }

    @Test func validateReportsTyposWithTheirLocation() throws {
        let project = try Project()
        try project.write(
            ".intentflow/packs/base/flow.swift.mustache", "struct {{feature.name}}Flow {\n{{#states.cases}}  {{nmae}}\n{{/states.cases}}}\n")
        let result = project.run(["pack", "validate", "base"])
        #expect(result.code == .findings)
        #expect(result.stdout.contains(".intentflow/packs/base/flow.swift.mustache:2:20: error: 'nmae' is not in the context model"))
        try project.write(".intentflow/packs/base/view.swift.mustache", "{{#open}}\n")
        #expect(project.run(["pack", "validate", "base"]).code == .findings)
        #expect(project.run(["pack", "validate", "./nowhere"]).code == .usageOrIO)
    }
}

@Suite struct FeatureFolderOutputTests {
    @Test func aManifestInItsFeatureFolderRegeneratesBesideIt() throws {
        let project = try Project()
        #expect(project.run(["feature", "Checkout", "--mode", "ai", "--pack", "base", "--output", "Sources/Features"]).code == .success)
        let current = project.run(["generate", "Sources/Features/Checkout/Checkout.intentflow.yaml", "--pack", "base", "--check"])
        #expect(current.code == .success, "\(current.stdout)\(current.stderr)")
        #expect(!project.exists("Checkout"))
        let directory = project.run(["generate", "Sources/Features", "--pack", "base", "--check"])
        #expect(directory.code == .success)
    }

    @Test func manifestsOutsideFeatureFoldersGenerateHere() throws {
        let project = try Project()
        try project.write("specs/Login.intentflow.yaml", "schemaVersion: \"0.2\"\nfeature: Login\nstates: [idle, failed(message: String)]\nintents: [start]\n")
        #expect(project.run(["generate", "specs", "--pack", "base"]).code == .success)
        #expect(project.exists("Login/LoginContract.swift"))
    }
}
