import IntentFlowText
import Testing
@testable import IntentFlowManifest

/// Traces are built before the cases they name are checked; many lines must resolve as each line does on its own,
/// in order.
@Suite struct ParsedTracesTests {
    private static let header = """
        schemaVersion: "0.2"
        feature: Search
        states: [idle, loading, loaded, failed]
        intents: [search(query), cancel, both]
        events: [resultsArrived, failedToLoad(message), both]
        effects: [fetch(query)]
        outputs: [done]
        routes: [home]
        acceptanceTraces:

        """

    /// One line of each kind: resolving (intent, event, explicit kind), naming something undeclared, ambiguous,
    /// malformed.
    private static let lines = [
        "idle + search(cats) -> loading + fetch effect",
        "idle + serch -> loading",
        "loading + resultsArrived -> loaded + done output + home route",
        "idle + ",
        "loading + both -> failed + cancel fetch effect",
        "loading + event:both -> idle + done output",
        "loading + failedToLoad(timeout) -> failed + home route + done output",
    ]

    /// What a trace says, with its locations' lines given relative to `firstLine`.
    private func summary(_ trace: AcceptanceTrace, firstLine: Int) -> String {
        func at(_ location: IntentFlowManifest.SourceLocation) -> String { "\(location.line - firstLine):\(location.column)" }
        func names(_ names: [TraceName]) -> String { names.map { "\($0.name)@\(at($0.location))" }.joined(separator: ",") }
        return "\(trace.text) @\(at(trace.location)) | \(trace.from.name)@\(at(trace.from.location)) "
            + "\(trace.signal.kind):\(trace.signal.name)(\(trace.signal.detail ?? ""))@\(at(trace.signal.location)) "
            + "\(trace.to.name)@\(at(trace.to.location)) e[\(names(trace.effects))] c[\(names(trace.cancellations))] "
            + "o[\(names(trace.outputs))] r[\(names(trace.routes))]"
    }

    private func summary(_ diagnostic: Diagnostic, firstLine: Int) -> String {
        "\(diagnostic.location.line - firstLine):\(diagnostic.location.column) \(diagnostic.severity) \(diagnostic.message)"
    }

    @Test func manyLinesResolveAsEachLineDoesAlone() throws {
        let firstLine = Self.header.split(separator: "\n", omittingEmptySubsequences: false).count
        let count = 2_051
        var text = Self.header
        for index in 0..<count { text += "  - \(Self.lines[index % Self.lines.count])\n" }
        let manyResult = ManifestLoader.load(yaml: text, path: "m.yaml")
        let many = try #require(manyResult.manifest)

        var expectedTraces: [String] = []
        var expectedDiagnostics: [String] = []
        for index in 0..<count {
            let single = ManifestLoader.load(yaml: Self.header + "  - \(Self.lines[index % Self.lines.count])\n", path: "m.yaml")
            expectedTraces += single.manifest?.acceptanceTraces.map { summary($0, firstLine: firstLine - index) } ?? []
            expectedDiagnostics += single.diagnostics.filter { $0.location.line >= firstLine }
                .map { summary($0, firstLine: firstLine - index) }
        }
        #expect(many.acceptanceTraces.map { summary($0, firstLine: firstLine) } == expectedTraces)
        // The lines repeat: each repetition is unreachable behind the first, a finding about two lines at once.
        let diagnostics = manyResult.diagnostics.filter { $0.location.line >= firstLine && $0.ruleID != "trace.unreachable" }
        #expect(diagnostics.map { summary($0, firstLine: firstLine) } == expectedDiagnostics)
        // Kinds are decided after the traces are built: an unqualified event must come out as one.
        let wrongKinds = many.acceptanceTraces.filter { trace in
            let isEvent = ["resultsArrived", "failedToLoad"].contains(trace.signal.name) || trace.text.contains("event:")
            return trace.signal.kind != (isEvent ? .event : .intent)
        }.map(\.text)
        let wrongKindCount = wrongKinds.count
        #expect(wrongKindCount == 0, "for example \(wrongKinds.prefix(2))")
        #expect(many.acceptanceTraces.count == (0..<count).filter { [0, 2, 4, 5, 6].contains($0 % 7) }.count)
    }
}
