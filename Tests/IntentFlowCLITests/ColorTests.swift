import Foundation
import Testing
@testable import IntentFlowCLI

/// Diagnostics are coloured on a terminal only, never with `NO_COLOR`, and only diagnostic lines are touched.
@Suite struct ColorTests {
    typealias Style = DiagnosticHighlighter.Style

    @Test func colourNeedsATerminalAndNoNOColor() {
        #expect(CommandContext.usesColor(isTerminal: true, environment: [:]))
        #expect(!CommandContext.usesColor(isTerminal: false, environment: [:]))
        #expect(!CommandContext.usesColor(isTerminal: true, environment: ["NO_COLOR": ""]))
        #expect(!CommandContext.usesColor(isTerminal: true, environment: ["NO_COLOR": "1"]))
    }

    @Test func eachStreamDecidesByItsOwnTerminal() {
        let stderrOnly = CommandContext.process(environment: [:], isTerminal: { $0 == STDERR_FILENO })
        #expect(stderrOnly.standardError.colorsDiagnostics)
        #expect(!stderrOnly.standardOutput.colorsDiagnostics)
        let piped = CommandContext.process(environment: [:], isTerminal: { _ in false })
        #expect(!piped.standardError.colorsDiagnostics && !piped.standardOutput.colorsDiagnostics)
        let noColor = CommandContext.process(environment: ["NO_COLOR": ""], isTerminal: { _ in true })
        #expect(!noColor.standardError.colorsDiagnostics && !noColor.standardOutput.colorsDiagnostics)
    }

    @Test func severitiesGetTheirColours() {
        #expect(
            DiagnosticHighlighter.highlight("a.yaml:3:5: error: bad [rule]\n")
                == "\(Style.bold)a.yaml:3:5:\(Style.reset) \(Style.error)error:\(Style.reset) bad [rule]\n")
        #expect(DiagnosticHighlighter.highlight("a.yaml:1:1: warning: w").contains("\(Style.warning)warning:"))
        #expect(DiagnosticHighlighter.highlight("a.yaml:1:1: note: n").contains("\(Style.note)note:"))
        #expect(DiagnosticHighlighter.highlight("intentflow: error: x").contains("\(Style.error)error:"))
        #expect(DiagnosticHighlighter.highlight("<command line>:1:1: error: x").contains("\(Style.error)error:"))
    }

    @Test func otherTextPassesUnchanged() {
        for text in [
            "created Login/LoginContract.swift\n", "+ let message = \"x: error: y\"\n", "   \"message\": \"a: error: b\"",
            "validated 1 manifest: 1 error, 0 warnings\n",
        ] {
            #expect(DiagnosticHighlighter.highlight(text) == text)
        }
    }

    func validateBadManifest(colored: Bool) throws -> (stdout: String, stderr: String) {
        let project = try Project()
        try project.write("Bad.intentflow.yaml", "feature: Bad\nstates: [idle]\nintents: [go]\nstaets: []\n")
        let out = OutputSink.buffer(colored: colored)
        let err = OutputSink.buffer(colored: colored)
        let context = CommandContext(
            workingDirectory: project.url, environment: [:], standardOutput: out, standardError: err)
        _ = IntentFlowCLI.run(["validate", "Bad.intentflow.yaml"], in: context)
        _ = IntentFlowCLI.run(["validate", "--bogus"], in: context)
        return (out.text, err.text)
    }

    @Test func aCommandsDiagnosticsAreColouredOnlyWhenTheStreamColours() throws {
        let colored = try validateBadManifest(colored: true)
        #expect(colored.stdout.contains("\(Style.bold)Bad.intentflow.yaml:4:1:\(Style.reset) \(Style.warning)warning:"))
        #expect(colored.stderr.contains("\(Style.bold)intentflow:\(Style.reset) \(Style.error)error:\(Style.reset) unknown option"))
        let plain = try validateBadManifest(colored: false)
        #expect(!plain.stdout.contains("\u{1B}") && !plain.stderr.contains("\u{1B}"))
        #expect(plain.stdout.contains("Bad.intentflow.yaml:4:1: warning: unknown key 'staets'"))
    }
}
