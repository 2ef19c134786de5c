import Foundation
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
}
