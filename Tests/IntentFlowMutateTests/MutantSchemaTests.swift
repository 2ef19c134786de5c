import Foundation
import IntentFlowManifest
import Testing

@testable import IntentFlowMutate
import IntentFlowCheck

/// The copy every mutant of a file is written into, each behind `IntentFlowMutant.active`.
@Suite struct MutantSchemaTests {
    static let body = """
            case (.a, .intent(.go)), (.b, .intent(.go)) where count < 3:
              return .state(.c)
                .route(.next)
        """

    static func schema(_ body: String) -> (file: SwiftSourceFile, mutants: [Mutant], text: String) {
        let file = MutantFinderTests.file(body)
        let arms = MutantFinderTests.arms(of: file)
        let mutants = MutantFinder.mutants(of: arms, in: file, stateName: "state", firstID: 7)
        let text = MutantSchema.source(
            of: file, arms: Dictionary(uniqueKeysWithValues: arms.map { ($0.index, $0.arm) }), mutants: mutants)
        return (file, mutants, text)
    }

    @Test func aDeletedArmIsSwitchedOffOnEveryPatternAndMutatedGuardsAreChosenAtRunTime() {
        let (_, mutants, text) = Self.schema(Self.body)
        #expect(mutants.map(\.id) == Array(7..<(7 + mutants.count)))
        #expect(
            text.contains(
                "case (.a, .intent(.go)) where IntentFlowMutant.active != 7, (.b, .intent(.go)) where "
                    + "IntentFlowMutant.active != 7 && (IntentFlowMutant.active == 8 ? (!(count < 3)) : "
                    + "IntentFlowMutant.active == 9 ? (count <= 3) : IntentFlowMutant.active == 10 ? (count < 4) : "
                    + "(count < 3)):"))
    }

    @Test func eachBodyMutantIsABranchAndTheBodyAsWrittenIsTheLast() {
        let (_, _, text) = Self.schema(Self.body)
        #expect(text.contains("if IntentFlowMutant.active == 11 {\n      return .state(state)\n        .route(.next)"))
        #expect(text.contains("} else if IntentFlowMutant.active == 12 {\n      return .state(.c)\n        \n"))
        #expect(text.contains("} else {\n      return .state(.c)\n        .route(.next)\n"))
        #expect(text.contains("private enum IntentFlowMutant"))
        #expect(text.contains("getenv(\"INTENTFLOW_MUTANT\")"))
    }

    @Test func withoutMutantsTheCopyIsTheFileAndTheSwitch() {
        let file = MutantFinderTests.file(Self.body)
        let text = MutantSchema.source(of: file, arms: [:], mutants: [])
        #expect(text == String(decoding: file.text, as: UTF8.self) + MutantSchema.declaration)
    }
}

/// The copy compiles: every operator's rewrite, on a label with two patterns and guards, type-checks with `swiftc`.
@Suite struct MutantSchemaCompilationTests {
    static let reducer = """
        enum S { case a, b(Int), c }
        enum I { case go, stop }
        enum Sig { case intent(I), event(Int) }
        struct N {
          var s: S
          var routes: [Int] = []
          static func state(_ s: S) -> N { N(s: s) }
          func route(_ r: Int) -> N { var n = self; n.routes.append(r); return n }
        }
        struct Flow {
          func reduce(state: S, signal: Sig) -> N {
            switch (state, signal) {
            // a comment above the first arm
            case (.a, .intent(.go)), (.b, .intent(.go)) where 1 < 3:
              return .state(.c)
                .route(1)

            // a comment above the second
            case (.b(let n), .intent(.stop)) where n >= 2 && true:
              let shown = n == 2 ? 1 : 0
              if !(n > 5) || n == 9 { return .state(.a) }
              return .state(.b(n + shown))
            default:
              return .state(state)
            }
          }
        }

        """

    @Test func everyMutantOfTheCopyTypeChecks() throws {
        let file = SwiftSourceFile(path: "Flow.swift", source: Self.reducer)
        let cases = ReducerSwitchReader.switches(in: file).flatMap(\.cases)
        let arms = Array(cases.compactMap { ReducerArm($0, in: file) }.enumerated()).map { ($0.offset, $0.element) }
        let mutants = MutantFinder.mutants(of: arms, in: file, stateName: "state", firstID: 1)
        #expect(
            Set(mutants.map(\.mutation)).isSuperset(of: [
                .deleteArm, .flipComparison, .changeLiteral, .keepState, .negateCondition,
            ]))
        let copy = MutantSchema.source(
            of: file, arms: Dictionary(uniqueKeysWithValues: arms.map { ($0.0, $0.1) }), mutants: mutants)
        let checked = try SwiftTypeCheck.run(copy)
        #expect(checked.status == 0, "\(checked.errors)\n\(copy)")
    }

    /// A switch that lists every pair and has no `default:`: deleting an arm leaves pairs no arm matches, so the copy
    /// adds a `default:` that traps, and still type-checks.
    @Test func aSwitchWithoutDefaultStillCompilesWithADeletedArm() throws {
        let reducer = Self.reducer.replacingOccurrences(
            of: "    default:\n      return .state(state)\n", with: "")
            .replacingOccurrences(of: " where 1 < 3", with: "")
            .replacingOccurrences(of: " where n >= 2 && true", with: "")
            .replacingOccurrences(
                of: "    }\n  }\n}",
                with: "    case (_, _):\n      return .state(state)\n    }\n  }\n}")
        let file = SwiftSourceFile(path: "Flow.swift", source: reducer)
        let switches = ReducerSwitchReader.switches(in: file)
        #expect(switches.allSatisfy { $0.defaultCase == nil })
        let arms = Array(switches.flatMap(\.cases).compactMap { ReducerArm($0, in: file) }.enumerated())
            .map { ($0.offset, $0.element) }
        let mutants = MutantFinder.mutants(of: arms, in: file, stateName: "state", firstID: 1)
        let copy = MutantSchema.source(
            of: file, arms: Dictionary(uniqueKeysWithValues: arms.map { ($0.0, $0.1) }), mutants: mutants,
            openSwitchEnds: switches.compactMap { $0.cases.last?.end })
        #expect(copy.contains("default: fatalError(\"intentflow mutate: no arm is left for this pair\")"))
        let checked = try SwiftTypeCheck.run(copy)
        #expect(checked.status == 0, "\(checked.errors)\n\(copy)")
    }
}
