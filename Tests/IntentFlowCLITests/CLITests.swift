import Foundation
import IntentFlowGenerate
import Testing
@testable import IntentFlowCLI

/// Runs `intentflow` in process and returns its exit code and output.
func runCLI(_ arguments: [String], in directory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    -> (code: ExitCode, stdout: String, stderr: String)
{
    let out = OutputSink.buffer()
    let err = OutputSink.buffer()
    let context = CommandContext(
        workingDirectory: directory, environment: [:], standardOutput: out, standardError: err)
    let code = IntentFlowCLI.run(arguments, in: context)
    return (code, out.text, err.text)
}

@Suite struct CLITests {
    @Test func versionFlagPrintsVersion() {
        let result = runCLI(["--version"])
        #expect(result.code == .success)
        #expect(result.stdout == "intentflow \(IntentFlowVersion.current)\n")
    }

    @Test func helpListsEveryCommand() {
        let result = runCLI(["--help"])
        #expect(result.code == .success)
        for command in CommandRegistry.all {
            #expect(result.stdout.contains(command.name))
        }
    }

    @Test func helpForACommandPrintsItsHelp() {
        let result = runCLI(["help", "version"])
        #expect(result.code == .success)
        #expect(result.stdout.contains("USAGE: intentflow version"))
        #expect(runCLI(["version", "--help"]).stdout == result.stdout)
    }

    @Test func unknownCommandIsAUsageError() {
        let result = runCLI(["frobnicate"])
        #expect(result.code == .usageOrIO)
        #expect(result.stderr.contains("unknown command 'frobnicate'"))
        #expect(result.stdout.isEmpty)
    }

    @Test func unknownOptionIsAUsageError() {
        let result = runCLI(["version", "--bogus"])
        #expect(result.code == .usageOrIO)
        #expect(result.stderr.contains("unknown option '--bogus'"))
    }
}
