import Foundation
import Testing

@testable import IntentFlowManifest

/// `trace.vacuous`: a trace that only sets fields, each to the only sample of its type, has a test that cannot fail.
@Suite("Vacuous traces")
struct VacuousTraceTests {
    private func loaded(samples: String, trace: String = "state + newGame -> state(board: .empty)") -> ManifestLoadResult {
        load("""
            schemaVersion: "0.2"
            feature: Game
            fields: ["board: Board = .empty", "moves: Int = 0"]
            intents: [newGame, play]
            samples: {Board: \(samples)}
            acceptanceTraces:
              - "state + play -> state(board: .won)"
              - "\(trace)"

            """)
    }

    @Test("A field set to its type's only sample is a located warning naming the type")
    func onlySample() throws {
        let result = loaded(samples: "'.empty'")
        #expect(result.validManifest != nil, "\(printed(result))")
        #expect(located(result, rule: "trace.vacuous") == "8:5 trace.vacuous", "\(printed(result))")
        let message = try #require(result.diagnostics.first { $0.ruleID == "trace.vacuous" })
        #expect(message.severity == .warning)
        #expect(message.message.contains("'board' at .empty"))
        #expect(message.message.contains("add another value of 'Board' under 'samples:'"))
        // Only the trace whose value is the sample: `.won` is not.
        #expect(result.diagnostics.filter { $0.ruleID == "trace.vacuous" }.count == 1)
    }

    @Test("Another sample, another decision or a value the state before writes leaves the test able to fail")
    func notVacuous() {
        #expect(located(loaded(samples: "['.empty', '.won']"), rule: "trace.vacuous") == nil)
        #expect(located(loaded(samples: "'.empty'", trace: "state + newGame -> state(board: .empty, moves: 0)"), rule: "trace.vacuous") == nil)
        #expect(located(loaded(samples: "'.empty'", trace: "state(board: .empty) + newGame -> state(board: .empty)"), rule: "trace.vacuous") == nil)
    }

    @Test("No trace of the examples or of the default pack's fixtures has a test that cannot fail")
    func examplesAndFixtures() throws {
        let folders = [".intentflow", "Templates/tests"].map { repositoryRoot.appendingPathComponent($0) }
        var checked = 0
        for folder in folders {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            for name in names.sorted() where name.hasSuffix(".intentflow.yaml") {
                let url = folder.appendingPathComponent(name)
                let result = ManifestLoader.load(contentsOf: url, displayPath: name)
                #expect(result.validManifest != nil, "\(name): \(printed(result))")
                #expect(located(result, rule: "trace.vacuous") == nil, "\(name): \(printed(result))")
                checked += 1
            }
        }
        #expect(checked >= 15)
    }
}
