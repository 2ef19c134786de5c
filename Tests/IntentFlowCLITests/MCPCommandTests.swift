import IntentFlowManifest
import Foundation
import IntentFlowMCP
import Testing
@testable import IntentFlowCLI

/// The `mcp` command's own checks; serving over stdio is tested by IntentFlowMCPTests and Scripts/mcp-client-tests.sh.
@Suite struct MCPCommandTests {
    @Test func aRootThatIsNotADirectoryIsAUsageError() throws {
        let missing = runCLI(["mcp", "--root", "/no/such/directory"])
        #expect(missing.code == .usageOrIO)
        #expect(missing.stderr.contains("'--root' must name a directory"))
        #expect(missing.stdout.isEmpty, "standard output carries protocol messages only")
        let file = runCLI(["mcp", "--root", #filePath])
        #expect(file.code == .usageOrIO)
    }

    @Test func positionalArgumentsAreAUsageError() {
        let result = runCLI(["mcp", "serve"])
        #expect(result.code == .usageOrIO)
        #expect(result.stderr.contains("'mcp' takes no arguments"))
    }

    @Test func helpListsTheCommand() {
        #expect(runCLI(["--help"]).stdout.contains("mcp"))
        #expect(runCLI(["help", "mcp"]).stdout.contains("--root <dir>"))
    }

    @Test func whatTheServersGenerateToolWritesGenerateFindsCurrent() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let manifest = try String(
            contentsOf: repository.appendingPathComponent(".intentflow/login.intentflow.yaml"), encoding: .utf8)
        let root = try temporaryTree(["Login/Login.intentflow.yaml": manifest], prefix: "mcp-generate")
        defer { try? FileManager.default.removeItem(at: root) }
        let request: JSONValue = [
            "jsonrpc": "2.0", "id": 1, "method": "tools/call",
            "params": ["name": "generate", "arguments": ["apply": true]],
        ]
        var server = MCPServer(root: root, version: "9.9.9")
        let response = server.handle(Data(request.encoded.utf8)).flatMap(JSONValue.parse)
        #expect(response?["result"]?["isError"] != JSONValue.bool(true), "\(String(describing: response))")
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/Login/LoginContract.swift").path))

        let generate = runCLI(["generate", "Login/Login.intentflow.yaml"], in: root)
        #expect(generate.code == .success, "\(generate.stderr)")
        #expect(generate.stderr.isEmpty, "\(generate.stderr)")
        #expect(generate.stdout.contains(" unchanged\n"))
        #expect(!generate.stdout.contains("created") && !generate.stdout.contains("updated"), "\(generate.stdout)")
    }
}
