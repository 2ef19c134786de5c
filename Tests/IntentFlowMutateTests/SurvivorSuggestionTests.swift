import IntentFlowCheck
import IntentFlowContext
import IntentFlowManifest
import Testing

@testable import IntentFlowMutate

/// A survivor's "trace to add" never repeats or contradicts a trace the manifest has; where the trace exists and its
/// test is vacuous, it names the sample to add.
@Suite struct SurvivorSuggestionTests {
    static let file = SwiftSourceFile(
        path: "GameFlow.swift",
        source: """
            struct GameFlow: FlowReducer {
              func reduce(state: GameState, signal: FlowSignal<GameIntent, GameEvent>) -> GameNext {
                var next = state
                switch signal {
                case .intent(.newGame):
                  next.board = .empty
                case .intent(.play):
                  next.moves = 1
                }
                return .state(next)
              }
            }
            """)

    /// The suggestion for the survivor that drops `next.board = .empty`, against a manifest with `samples` and
    /// `trace`.
    static func suggestion(samples: String, trace: String) throws -> String {
        let yaml = """
            schemaVersion: "0.2"
            feature: Game
            fields: ["board: Board = .empty", "moves: Int = 0"]
            intents: [newGame, play]
            samples: {Board: \(samples)}
            acceptanceTraces:
              - "state + play -> state(moves: 1)"
              - "\(trace)"

            """
        let manifest = try #require(ManifestLoader.load(yaml: yaml, path: "game.intentflow.yaml").validManifest)
        let cases = ReducerSwitchReader.switches(in: file, readingSignalSwitches: true).flatMap(\.cases)
        let arms = Array(cases.compactMap { ReducerArm($0, in: file) }.enumerated()).map { ($0.offset, $0.element) }
        let copies = MutationPlanner.stateCopies(in: file, stateName: "state")
        let mutants = MutantFinder.mutants(
            of: arms, in: file, stateName: "state", stateCopies: copies, firstID: 1)
        let drop = try #require(mutants.first { file.text(in: $0.range) == "next.board = .empty" })
        let arm = arms[drop.armIndex].1
        let explanation = SurvivorExplanation(
            mutant: drop, arm: arm, in: file, manifest: manifest, stateCopies: copies)
        // What the reducer alone suggests: the very trace the vacuous manifest has.
        #expect(explanation.suggestedTrace == "state + newGame -> state(board: .empty)")
        return SurvivorSuggestion.revised(
            explanation, mutation: drop.mutation, arm: arm, manifest: manifest,
            vacuous: VacuousTests.find(in: manifest)
        ).suggestedTrace
    }

    @Test("Where the trace exists and its test is vacuous, the suggestion is the sample to add")
    func vacuousTestNamesTheSample() throws {
        let suggestion = try Self.suggestion(samples: "'.empty'", trace: "state + newGame -> state(board: .empty)")
        #expect(suggestion != "state + newGame -> state(board: .empty)")
        #expect(
            suggestion
                == "no trace to add: 'state + newGame -> state(board: .empty)' states it, but its generated test "
                + "starts 'board' at .empty, where the trace leaves it: add another value of 'Board' under "
                + "'samples:' (e.g. Board: ['.empty', …])")
    }

    @Test("A suggestion never repeats an existing trace word for word")
    func existingTraceIsNotRepeated() throws {
        let suggestion = try Self.suggestion(
            samples: "['.empty', '.won']", trace: "state + newGame -> state(board: .empty)")
        #expect(suggestion.hasPrefix("no trace to add: 'state + newGame -> state(board: .empty)' states it already"))
    }

    @Test("A suggestion never contradicts a trace that decides the pair for every value")
    func existingTraceIsNotContradicted() throws {
        let suggestion = try Self.suggestion(
            samples: "['.empty', '.won']", trace: "state + newGame -> state(board: .won)")
        #expect(
            suggestion.hasPrefix(
                "no trace to add: 'state + newGame -> state(board: .won)' decides this pair for every value; the "
                    + "reducer's arm does state(board: .empty)"),
            "\(suggestion)")
    }

    @Test("Where only a trace for some values states the pair, the trace to add is suggested as before")
    func newTraceIsSuggested() throws {
        let suggestion = try Self.suggestion(
            samples: "['.empty', '.won']", trace: "state(moves: 3) + newGame -> state(moves: 0)")
        #expect(suggestion == "state + newGame -> state(board: .empty)")
    }
}
