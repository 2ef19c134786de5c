import Foundation
import IntentFlowManifest
import Testing

@testable import IntentFlowCheck
@testable import IntentFlowGenerate

/// `check` on a reducer case for a trace that keeps its state (`_ + … -> _(field: value)`), on the repository's
/// WebSocket example: the phase kept as `phase: state.phase` or by copying the state reads as implemented, another
/// phase is a located drift error at the trace.
@Suite struct KeptStateDriftTests {
    private static let root = DefaultPackRenderer.repositoryRoot

    private static func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The example's manifest, and its sources with `old` in the flow replaced by `new`.
    private static func example(replacing old: String = "", with new: String = "") throws -> (
        Manifest, [SwiftSourceFile]
    ) {
        let path = ".intentflow/web-socket.intentflow.yaml"
        let manifest = try #require(ManifestLoader.load(yaml: try read(path), path: path).validManifest)
        var flow = try read("Examples/Sources/WebSocket/WebSocketFlow.swift")
        if !old.isEmpty {
            try #require(flow.contains(old))
            flow = flow.replacingOccurrences(of: old, with: new)
        }
        let files = [
            SwiftSourceFile(
                path: "Examples/Sources/WebSocket/WebSocketContract.swift",
                source: try read("Examples/Sources/WebSocket/WebSocketContract.swift")),
            SwiftSourceFile(path: "Examples/Sources/WebSocket/WebSocketFlow.swift", source: flow),
            SwiftSourceFile(
                path: "Examples/Tests/IntentFlowExamplesTests/WebSocketFlowTests.swift",
                source: try read("Examples/Tests/IntentFlowExamplesTests/WebSocketFlowTests.swift")),
        ]
        return (manifest, files)
    }

    /// The example's case for `_ + messageToSendChanged(m) -> _(messageToSend: m)`, as generated.
    private static let keptCase = """
            case (_, .intent(.messageToSendChanged(let string))):
              return .state(
                .init(
                  phase: state.phase, messageToSend: string, receivedMessages: state.receivedMessages,
                  alert: state.alert))
        """

    @Test func theGeneratedCasesThatKeepThePhaseHaveNoFinding() throws {
        let (manifest, files) = try Self.example()
        #expect(try CheckFixtures.drift(files, manifest: manifest).isEmpty)
    }

    @Test func aCopyOfTheStateWithTheFieldWrittenKeepsThePhase() throws {
        let (manifest, files) = try Self.example(
            replacing: Self.keptCase,
            with: """
                    case (_, .intent(.messageToSendChanged(let string))):
                      var next = state
                      next.messageToSend = string
                      return .state(next)
                """)
        #expect(try CheckFixtures.drift(files, manifest: manifest).isEmpty)
    }

    @Test func anotherPhaseInACaseThatKeepsItIsALocatedError() throws {
        let (manifest, files) = try Self.example(
            replacing: "phase: state.phase, messageToSend: string", with: "phase: .connected, messageToSend: string")
        let found = try CheckFixtures.drift(files, manifest: manifest)
        #expect(
            CheckFixtures.summary(found) == [".intentflow/web-socket.intentflow.yaml:40:5 [drift.unimplemented-trace]"],
            "\(found)")
        #expect(found.first?.message.contains("returns 'connected', not the phase it starts in") == true)
    }

    @Test func aKeptCaseThatDoesNotWriteTheFieldIsALocatedError() throws {
        let (manifest, files) = try Self.example(
            replacing: "phase: state.phase, messageToSend: string,", with: "phase: state.phase,")
        let found = try CheckFixtures.drift(files, manifest: manifest)
        let trace = ".intentflow/web-socket.intentflow.yaml:40:5 [drift.unimplemented-trace]"
        #expect(CheckFixtures.summary(found).first == trace)
        #expect(found.first?.message.contains("does not write 'messageToSend'") == true, "\(found)")
    }
}
