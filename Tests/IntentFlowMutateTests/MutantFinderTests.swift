import IntentFlowManifest
import Testing

@testable import IntentFlowMutate
import IntentFlowCheck

/// The mutation operators, each over a line or two of Swift: what they change, and what they leave alone.
@Suite struct MutantFinderTests {
    /// A reducer file around `body` (the cases of its switch).
    static func file(_ body: String) -> SwiftSourceFile {
        SwiftSourceFile(
            path: "UploadFlow.swift",
            source: """
                struct UploadFlow: FlowReducer {
                  func reduce(state: UploadState, signal: FlowSignal<UploadIntent, UploadEvent>) -> UploadNext {
                    switch (state, signal) {
                \(body)
                    default:
                      return .state(state)
                    }
                  }
                }
                """)
    }

    /// The arms of `file`, indexed as the planner indexes them.
    static func arms(of file: SwiftSourceFile) -> [(index: Int, arm: ReducerArm)] {
        let cases = ReducerSwitchReader.switches(in: file).flatMap(\.cases)
        return Array(cases.compactMap { ReducerArm($0, in: file) }.enumerated()).map { ($0.offset, $0.element) }
    }

    /// Each mutant as `operator: original -> replacement`.
    static func mutants(_ body: String) -> [String] {
        let file = file(body)
        return MutantFinder.mutants(of: arms(of: file), in: file, stateName: "state", firstID: 1).map { mutant in
            "\(mutant.mutation.rawValue): \(file.text(in: mutant.range)) -> \(mutant.replacement)"
        }
    }

    @Test func everyOperatorFindsItsChangeInAnArm() {
        let found = Self.mutants(
            """
                case (.failed(let file, let retries, _), .intent(.retry)) where retries < 3:
                  return .state(.uploading(file: file, progress: 0, retries: retries + 1))
                    .effect(.upload(file), id: "upload.file", policy: .cancelInFlight)
                    .cancel("upload.timer")
                    .output(.retried)
                    .route(.progress)
            """)
        #expect(
            found == [
                "delete-arm: (.failed(let file, let retries, _), .intent(.retry)) where retries < 3 -> ",
                "negate-condition: retries < 3 -> !(retries < 3)",
                "flip-comparison: < -> <=",
                "change-literal: 3 -> 4",
                "keep-state: .uploading(file: file, progress: 0, retries: retries + 1) -> state",
                "change-literal: 0 -> 1",
                "change-literal: 1 -> 2",
                "drop-effect: .effect(.upload(file), id: \"upload.file\", policy: .cancelInFlight) -> ",
                "change-literal: \"upload.file\" -> \"\"",
                "swap-policy: cancelInFlight -> run",
                "drop-cancel: .cancel(\"upload.timer\") -> ",
                "change-literal: \"upload.timer\" -> \"\"",
                "drop-output: .output(.retried) -> ",
                "drop-route: .route(.progress) -> ",
            ])
    }

    @Test func conditionsOfTheGuardAndOfIfsAndGuardsInTheBodyAreNegated() {
        let found = Self.mutants(
            """
                case (.playing(let board), .intent(.play(let r, let c))) where !board.hasWinner && isOpen(r, c):
                  guard let cell = board.cell(r, c), !cell.isTaken else { return .state(state) }
                  if case .x = cell.mark, board.full || board.count(of: .x)! > 2 {
                    return .state(.over)
                  }
                  return .state(.playing(board))
            """
        ).filter { $0.hasPrefix("negate-condition") }
        #expect(
            found == [
                "negate-condition: !board.hasWinner && isOpen(r, c) -> !(!board.hasWinner && isOpen(r, c))",
                "negate-condition: ! -> ",
                "negate-condition: && -> ||",
                // `guard let` binds; its second clause is a condition, its `!` dropped rather than doubled.
                "negate-condition: ! -> ",
                // `if case` binds; in `a || b` the force unwrap `!` and the comparison's operands are not negations.
                "negate-condition: board.full || board.count(of: .x)! > 2 -> !(board.full || board.count(of: .x)! > 2)",
                "negate-condition: || -> &&",
            ])
    }

    @Test func theStateGivenIsNotReplacedByItself() {
        let found = Self.mutants(
            """
                case (.uploading, .event(.progress)):
                  return .state(state)
            """)
        #expect(found == ["delete-arm: (.uploading, .event(.progress)) -> "])
    }

    @Test func comparisonsFlipAtTheirBoundaryAndGenericsAndArrowsAreNotComparisons() {
        let code = Array("let a: Array<Int> = []; f(x) -> y; a <= b; c > d; e == f; g != h; k..<l; m = n".utf8)
        let flips = MutantFinder.comparisons(in: code, range: 0..<code.count).map { change in
            "\(String(decoding: code[change.range], as: UTF8.self))>\(change.replacement)"
        }
        #expect(flips == ["<=><", ">>>=", "==>!=", "!=>=="])
    }

    @Test func literalsChangeOnceEachAndCommentsTupleIndicesClosureArgumentsAndInterpolationsStayAsWritten() {
        let file = SwiftSourceFile(
            path: "F.swift",
            source: #"f(0.5, 1_000, pair.0, $0, 0xFF, x2, true, false, "", "a", "n: \(n)") // 7 "comment""#)
        let changes = MutantFinder.literals(in: file, range: 0..<file.text.count).map { change in
            "\(file.text(in: change.range))>\(change.replacement)"
        }
        #expect(changes == ["0.5>1.5", "1_000>1001", "true>false", "false>true", "\"\">\"mutant\"", "\"a\">\"\""])
    }

    @Test func onlyCallsChainedOnAResultAreDropped() {
        let file = SwiftSourceFile(path: "F.swift", source: ".state(.a).effect(.route(x)) .route(.b)")
        let drops = MutantFinder.droppedCalls(in: file.code, range: 0..<file.code.count).map {
            "\($0.mutation.rawValue) \(file.text(in: $0.range))"
        }
        #expect(drops == ["drop-effect .effect(.route(x))", "drop-route .route(.b)"])
    }

    @Test func aBodyWithFallthroughIsLeftAlone() {
        let found = Self.mutants(
            """
                case (.idle, .intent(.selectFile)):
                  fallthrough
            """)
        #expect(found == ["delete-arm: (.idle, .intent(.selectFile)) -> "])
    }

    @Test func theStateParameterIsReadFromTheReduceSignature() {
        let named = SwiftSourceFile(path: "F.swift", source: "func reduce(state current: S, signal: G) -> N {}")
        let plain = SwiftSourceFile(path: "F.swift", source: "func reduce(state: S, signal: G) -> N {}")
        #expect(MutationPlanner.stateParameter(in: named) == "current")
        #expect(MutationPlanner.stateParameter(in: plain) == "state")
    }
}
