import IntentFlowManifest
import Foundation
import Testing
@testable import IntentFlowMCP

@Suite struct MCPToolsTests {
    /// Calls a tool and checks its result is a success whose structured content conforms to its output schema.
    private func success(
        _ project: MCPTestProject, _ name: String, _ arguments: JSONValue = [:],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) throws -> JSONValue {
        let result = project.call(name, arguments)
        #expect(!result.isError, "\(name): \(result.firstText)", sourceLocation: sourceLocation)
        let structured = try #require(result["structuredContent"], sourceLocation: sourceLocation)
        let tool = try #require(MCPToolbox.all.first { $0.name == name }, sourceLocation: sourceLocation)
        #expect(schemaViolations(structured, tool.outputSchema) == [], sourceLocation: sourceLocation)
        // What tools/list shows, and clients such as the Python SDK validate against.
        #expect(schemaViolations(structured, MCPSchema.listed(tool.outputSchema)) == [], sourceLocation: sourceLocation)
        return structured
    }

    @Test func validateReportsLocatedDiagnosticsAndSeesEditsOnDisk() throws {
        let project = try MCPTestProject()
        let clean = try success(project, "validate")
        #expect(clean["valid"] == true)
        #expect(clean["manifests"]?.arrayValue?.first?["path"] == .string(MCPTestProject.manifest))

        let original = try #require(project.read(MCPTestProject.manifest))
        try project.write(
            MCPTestProject.manifest, original.replacingOccurrences(of: "states:", with: "states:\n  - \"Bad Name\""))
        let broken = try success(project, "validate", ["paths": [.string(MCPTestProject.manifest)]])
        #expect(broken["valid"] == false)
        let first = try #require(broken["diagnostics"]?.arrayValue?.first)
        #expect(first["path"] == .string(MCPTestProject.manifest))
        #expect((first["line"]?.intValue ?? 0) > 1)
        #expect(first["severity"] == "error")
        #expect(first["rule"]?.stringValue?.hasPrefix("manifest.") == true)
    }

    @Test func validateOfAMissingPathReportsItUnreadable() throws {
        let result = try success(try MCPTestProject(), "validate", ["paths": ["Nowhere"]])
        #expect(result["valid"] == false)
        #expect(result["diagnostics"]?.arrayValue?.first?["rule"] == "manifest.unreadable")
    }

    @Test func graphDrawsMermaidAndDot() throws {
        let project = try MCPTestProject()
        let mermaid = try success(project, "graph", ["manifest": .string(MCPTestProject.manifest)])
        #expect(mermaid["graph"]?.stringValue?.hasPrefix("stateDiagram-v2") == true)
        #expect(mermaid["edges"]?.arrayValue?.isEmpty == false)
        let dot = try success(project, "graph", ["manifest": .string(MCPTestProject.manifest), "format": "dot"])
        #expect(dot["graph"]?.stringValue?.hasPrefix("digraph") == true)
        #expect(project.call("graph", ["manifest": .string(MCPTestProject.manifest), "format": "svg"]).isError)
    }

    @Test func graphOfAnInvalidManifestIsAToolErrorWithItsDiagnostics() throws {
        let project = try MCPTestProject()
        try project.write("Bad.intentflow.yaml", "feature: Bad\nstates: [idle]\n")
        let result = project.call("graph", ["manifest": "Bad.intentflow.yaml"])
        #expect(result.isError)
        #expect(result.firstText.contains("Bad.intentflow.yaml:"))
    }

    @Test func generatePlansWithoutWritingAndWritesWithApply() throws {
        let project = try MCPTestProject()
        let plan = try success(project, "generate")
        #expect(plan["written"] == false)
        #expect((plan["summary"]?["created"]?.intValue ?? 0) > 0)
        #expect(plan["diff"]?.stringValue?.contains("+++ ") == true)
        #expect(plan["output"] == ".")
        #expect(project.read("Login/LoginContract.swift") == nil)

        let applied = try success(project, "generate", ["apply": true])
        #expect(applied["written"] == true)
        #expect(project.read("Login/LoginContract.swift")?.contains("enum LoginState") == true)
        let again = try success(project, "generate")
        #expect(again["summary"]?["created"] == 0)
        #expect(again["summary"]?["updated"] == 0)
    }

    @Test func generatePlacesFilesWithTheDefaultPackageLayoutWhenNothingIsConfigured() throws {
        let project = try MCPTestProject()
        try FileManager.default.removeItem(at: project.url.appendingPathComponent(".intentflow/config.yaml"))
        let plan = try success(project, "generate")
        let paths = plan["files"]?.arrayValue?.compactMap { $0["path"]?.stringValue } ?? []
        #expect(paths.contains("Sources/Login/LoginContract.swift"), "\(paths)")
        #expect(paths.contains("Tests/LoginTests/LoginFlowTests.swift"), "\(paths)")
        #expect(!paths.contains { $0.hasPrefix("Login/") }, "\(paths)")
    }

    @Test func applyRecordsTheRunAndReportsOutdatedFilesAndOrphans() throws {
        let project = try MCPTestProject()
        _ = try success(project, "generate", ["apply": true])
        let record = try #require(project.read(".intentflow/generated.lock"))
        #expect(record.contains("manifest Login/Login.intentflow.yaml\n  generator feature\n"))
        #expect(record.contains("  param layout feature-folder\n"))
        let again = try success(project, "generate")
        #expect(again["upgrades"] == [])
        #expect(again["orphans"] == [])
        // The package layout moves every file: the old ones are orphans, listed with their state.
        try project.write(".intentflow/config.yaml", "params:\n  layout: package\n")
        let moved = try success(project, "generate")
        let orphans = moved["orphans"]?.arrayValue ?? []
        #expect(orphans.contains(["path": "Login/LoginContract.swift", "owner": "generator", "state": "removable"]))
        #expect(orphans.contains(["path": "Login/LoginFlow.swift", "owner": "user", "state": "user-owned"]))
    }

    @Test func applyRefusesToOverwriteAHandEditAndWritesNothing() throws {
        let project = try MCPTestProject()
        _ = try success(project, "generate", ["apply": true])
        let edited = try #require(project.read("Login/LoginContract.swift")) + "// by hand\n"
        try project.write("Login/LoginContract.swift", edited)
        try FileManager.default.removeItem(at: project.url.appendingPathComponent("Login/LoginFlowTests.swift"))

        let result = project.call("generate", ["apply": true])
        #expect(result.isError)
        #expect(result.firstText.contains("conflict"))
        #expect(project.read("Login/LoginContract.swift") == edited)
        #expect(project.read("Login/LoginFlowTests.swift") == nil, "a refused plan writes no file at all")
        let plan = try success(project, "generate")
        #expect(plan["conflicts"] == ["LoginContract.swift"] || plan["conflicts"] == ["Login/LoginContract.swift"])
    }

    @Test func generateOfAnInvalidManifestIsAToolError() throws {
        let project = try MCPTestProject()
        try project.write(MCPTestProject.manifest, "feature: Login\nstates: [\n")
        let result = project.call("generate")
        #expect(result.isError)
        #expect(result.firstText.contains(MCPTestProject.manifest))
    }

    @Test func checkReportsDriftAsDiagnostics() throws {
        let project = try MCPTestProject()
        _ = try success(project, "generate", ["apply": true])
        let clean = try success(project, "check")
        #expect(clean["manifests"] == 1)
        #expect((clean["swiftFiles"]?.intValue ?? 0) >= 2)

        // The manifest gains an intent the generated contract lacks: drift, until `generate` runs again. The manifest
        // is exhaustive, so the new intent is listed as ignored too.
        let manifest = try #require(project.read(MCPTestProject.manifest))
        try project.write(
            MCPTestProject.manifest,
            manifest.replacingOccurrences(of: "intents: [", with: "intents: [forgotPassword, ")
                .replacingOccurrences(of: "ignored:\n", with: "ignored:\n  - _ + forgotPassword\n"))
        let drifted = try success(project, "check")
        #expect(drifted["passed"] == false)
        let rules = drifted["diagnostics"]?.arrayValue?.compactMap { $0["rule"]?.stringValue } ?? []
        #expect(rules.contains { $0.hasPrefix("drift.") }, "\(rules)")
        #expect(project.call("check", ["root": "../"]).isError)
    }

    @Test func aiContextBundlesWithinABudget() throws {
        let project = try MCPTestProject()
        let bundle = try success(
            project, "ai_context", ["manifest": .string(MCPTestProject.manifest), "tool": "claude", "budget": 50000])
        #expect(bundle["feature"] == "Login")
        #expect(bundle["tool"] == "claude")
        #expect((bundle["tokens"]?.intValue ?? 0) > 0)
        #expect(bundle["text"]?.stringValue?.contains("Login") == true)
        #expect(project.call("ai_context", ["manifest": .string(MCPTestProject.manifest), "budget": 3]).isError)
        #expect(project.call("ai_context", ["manifest": .string(MCPTestProject.manifest), "budget": 0]).isError)
        #expect(project.call("ai_context", ["manifest": .string(MCPTestProject.manifest), "tool": "vim"]).isError)
    }

    @Test func tokensCountsEachFileAndReportsTheUnreadable() throws {
        let project = try MCPTestProject()
        try project.write("hello.txt", "hello world")
        let counted = try success(project, "tokens", ["paths": ["hello.txt", "missing.txt", "Login"]])
        #expect(counted["total"] == 2)
        let files = try #require(counted["files"]?.arrayValue)
        #expect(files.map { $0["tokens"] } == [2, nil, nil])
        #expect(files.map { $0["error"] } == [nil, "no such file", "is a directory"])
        #expect(try success(project, "tokens", ["paths": ["hello.txt"], "encoding": "cl100k_base"])["total"] == 2)
        #expect(project.call("tokens", ["paths": []]).isError)
    }

    @Test func featuresListsManifestCodeAndOwners() throws {
        let project = try MCPTestProject()
        let before = try success(project, "features")
        #expect(before["features"]?.arrayValue?.first?["codeDirectory"] == .null)
        _ = try success(project, "generate", ["apply": true])
        try project.write("Broken.intentflow.yaml", "feature: Broken\n")
        let after = try success(project, "features")
        let login = try #require(after["features"]?.arrayValue?.first)
        #expect(login["feature"] == "Login")
        #expect(login["codeDirectory"] == "Login")
        let owners = Dictionary(
            uniqueKeysWithValues: (login["files"]?.arrayValue ?? []).compactMap { file in
                file["path"]?.stringValue.map { ($0, file["owner"]?.stringValue ?? "") }
            })
        #expect(owners["Login/LoginContract.swift"] == "generator")
        #expect(owners["Login/LoginFlow.swift"] == "user")
        #expect(after["invalidManifests"]?.arrayValue?.first?["path"] == "Broken.intentflow.yaml")
    }

    @Test func explainNamesFeatureOwnerRoleAndSurfaces() throws {
        let project = try MCPTestProject()
        _ = try success(project, "generate", ["apply": true])
        try project.write("AGENTS.md", "# Rules\nBe careful.\n")
        try project.write(".cursor/rules/login.mdc", "---\nglobs: Login/**\n---\nLogin rules.\n")
        let contract = try success(project, "explain", ["path": "Login/LoginContract.swift"])
        #expect(contract["feature"] == "Login")
        #expect(contract["manifest"] == .string(MCPTestProject.manifest))
        #expect(contract["owner"] == "generator")
        #expect(contract["editedByHand"] == false)
        let surfaces = contract["surfaces"]?.arrayValue?.compactMap { $0["path"]?.stringValue } ?? []
        #expect(surfaces == ["AGENTS.md", ".cursor/rules/login.mdc"])
        #expect((contract["surfaces"]?.arrayValue?.first?["tokens"]?.intValue ?? 0) > 0)

        let flow = try success(project, "explain", ["path": "Login/LoginFlow.swift"])
        #expect(flow["owner"] == "user")
        #expect(flow["role"]?.stringValue?.hasPrefix("reducer") == true)
        let manifest = try success(project, "explain", ["path": .string(MCPTestProject.manifest)])
        #expect(manifest["feature"] == "Login")
        let stray = try success(project, "explain", ["path": "README.md"])
        #expect(stray["feature"] == .null)
        #expect(stray["exists"] == false)
    }

    @Test(arguments: ["../", "/etc/passwd", "Login/../../x"])
    func aPathOutsideTheRootIsAToolError(path: String) throws {
        let project = try MCPTestProject()
        for (tool, arguments) in [
            ("validate", ["paths": [.string(path)]]), ("tokens", ["paths": [.string(path)]]),
            ("explain", ["path": .string(path)]), ("graph", ["manifest": .string(path)]),
        ] as [(String, JSONValue)] {
            let result = project.call(tool, arguments)
            #expect(result.isError, "\(tool) \(path)")
            #expect(result.firstText.contains("outside the server's root"), "\(tool): \(result.firstText)")
        }
    }

    @Test func aLinkOutOfTheRootIsRefused() throws {
        let project = try MCPTestProject()
        try FileManager.default.createSymbolicLink(
            at: project.url.appendingPathComponent("escape"), withDestinationURL: URL(fileURLWithPath: "/etc"))
        let result = project.call("tokens", ["paths": ["escape/passwd"]])
        #expect(result.isError)
        #expect(result.firstText.contains("outside"))
    }

    @Test func badArgumentsAreToolErrorsThatSayWhy() throws {
        let project = try MCPTestProject()
        let cases: [(String, JSONValue, String)] = [
            ("validate", ["paths": "Login"], "array of strings"),
            ("validate", ["paths": [1]], "array of strings"),
            ("validate", ["path": ["Login"]], "unknown argument 'path'"),
            ("graph", [:], "'manifest' is required"),
            ("check", ["strict": "yes"], "true or false"),
            ("ai_context", ["manifest": .string(MCPTestProject.manifest), "budget": .double(2.5)], "integer"),
            ("features", ["all": true], "it takes none"),
        ]
        for (tool, arguments, message) in cases {
            let result = project.call(tool, arguments)
            #expect(result.isError, "\(tool) \(arguments.encoded)")
            #expect(result.firstText.contains(message), "\(tool): \(result.firstText)")
        }
        let notAnObject = project.request("tools/call", ["name": "validate", "arguments": [1]])["result"]
        #expect(notAnObject?.isError == true)
    }
}
