import Foundation
import IntentFlowManifest
import Testing

@testable import IntentFlowMutate
import IntentFlowCheck

/// A reducer written as `switch signal` over a struct state (the Examples' WeatherSearch, AlertsAndDialogs,
/// ChangePassword and Todos): which arms mutate reads, the mutants of each, and what a survivor's report says.
@Suite struct SignalSwitchMutantTests {
    static let source = """
        struct CounterFlow: FlowReducer {
          func reduce(state: CounterState, signal: FlowSignal<CounterIntent, CounterEvent>) -> CounterNext {
            var next = state
            switch signal {
            case .intent(.increment):
              next.count += 1
              next.alert = .incremented
            case .intent(.search(let query)):
              guard !query.isEmpty else { return .state(next) }
              next.query = query
              return .state(next).effect(.search(query), id: "counter.search", policy: .cancelInFlight)
            case .event(.loaded(let items)) where items.count > 2:
              Self.validate(&next)
              return .state(next)
                .output(.loaded)
            case .intent(.reset):
              return .state(CounterState())
            }
            return .state(next)
          }
        }
        """

    static let file = SwiftSourceFile(path: "CounterFlow.swift", source: source)

    static func arms() -> [(index: Int, arm: ReducerArm)] {
        let cases = ReducerSwitchReader.switches(in: file, readingSignalSwitches: true).flatMap(\.cases)
        return Array(cases.compactMap { ReducerArm($0, in: file) }.enumerated()).map { ($0.offset, $0.element) }
    }

    static func mutants() -> [Mutant] {
        MutantFinder.mutants(
            of: arms(), in: file, stateName: "state",
            stateCopies: MutationPlanner.stateCopies(in: file, stateName: "state"), firstID: 1)
    }

    @Test func aSignalSwitchIsReadForAnyStateWhenAskedAndLeftToCheckOtherwise() throws {
        #expect(ReducerSwitchReader.switches(in: Self.file).isEmpty)
        let read = try #require(ReducerSwitchReader.switches(in: Self.file, readingSignalSwitches: true).first)
        let patterns = read.cases.flatMap(\.patterns)
        #expect(patterns.map(\.signal) == ["increment", "search", "loaded", "reset"])
        #expect(patterns.allSatisfy { $0.state == nil })
        #expect(read.cases.map(\.hasGuard) == [false, false, true, false])
        #expect(read.defaultCase == nil)
    }

    @Test func theCopyOfTheStateIsFoundAndAFieldReadIsNotACopy() {
        let file = SwiftSourceFile(
            path: "F.swift", source: "var next = state\nvar count = state.count\nvar other: S = state\nvar n2 = state;")
        #expect(MutationPlanner.stateCopies(in: file, stateName: "state") == ["next", "n2"])
    }

    @Test func eachArmGetsItsMutantsAndAWriteToTheCopyIsDroppedRatherThanTheCopyReturned() {
        let found = Self.mutants().map { mutant in
            "\(mutant.mutation.rawValue): \(Self.file.text(in: mutant.range)) -> \(mutant.replacement)"
        }
        #expect(
            found == [
                "delete-arm: .intent(.increment) -> ",
                "keep-state: next.count += 1 -> ",
                "change-literal: 1 -> 2",
                "keep-state: next.alert = .incremented -> ",
                "delete-arm: .intent(.search(let query)) -> ",
                "negate-condition: ! -> ",
                "keep-state: next.query = query -> ",
                "drop-effect: .effect(.search(query), id: \"counter.search\", policy: .cancelInFlight) -> ",
                "change-literal: \"counter.search\" -> \"\"",
                "swap-policy: cancelInFlight -> run",
                "delete-arm: .event(.loaded(let items)) where items.count > 2 -> ",
                "negate-condition: items.count > 2 -> !(items.count > 2)",
                "flip-comparison: > -> >=",
                "change-literal: 2 -> 3",
                "keep-state: Self.validate(&next) -> ",
                "drop-output: .output(.loaded) -> ",
                "delete-arm: .intent(.reset) -> ",
                "keep-state: CounterState() -> state",
            ])
    }

    @Test func statementsRunOverContinuedLinesAndAComparisonIsNotAWrite() {
        let file = SwiftSourceFile(
            path: "F.swift",
            source: """
                next.weather = SearchWeather(
                  id: id, forecast: result.value)
                next.total = a +
                  b
                if next.count == 3 { next.count = 0 }
                let x = next.count
                next.items[0].done = true; next.flag.toggle()
                """)
        let writes = StateWrite.all(in: file.code, range: 0..<file.code.count, names: ["next"]).map { write in
            "\(write.field ?? "call") \(write.assignment ?? "") \(file.text(in: write.statement))"
        }
        #expect(
            writes == [
                "weather = next.weather = SearchWeather(\n  id: id, forecast: result.value)",
                "total = next.total = a +\n  b",
                "count = next.count = 0",
                "items.done = next.items[0].done = true",
                "flag  next.flag.toggle()",
            ])
    }

    @Test func aSurvivingDroppedWriteNamesTheFieldsTheArmWritesInAStructStatesTrace() throws {
        let arms = Self.arms()
        let mutants = Self.mutants()
        let drop = try #require(mutants.first { Self.file.text(in: $0.range) == "next.alert = .incremented" })
        let at = SourceLocation(file: "counter.intentflow.yaml", line: 1, column: 1)
        var manifest = Manifest(
            path: "counter.intentflow.yaml", schemaVersion: "0.2", feature: "Counter", mode: .ai, location: at)
        manifest.hasImplicitState = true
        let explanation = SurvivorExplanation(
            mutant: drop, arm: arms[drop.armIndex].arm, in: Self.file, manifest: manifest, stateCopies: ["next"])
        #expect(explanation.suggestedTrace == "state(count: count) + increment -> state(count: count + 1, alert: .incremented)")
        #expect(
            explanation.behaviour
                == "no test checks the state after state + increment: the arm passes without `next.alert = .incremented`")
        #expect(MutationRun.change(drop, in: Self.file) == "`next.alert = .incremented` dropped")
    }

    @Test func theCopyKeepsEveryMutantBehindTheSwitchAndAnExhaustiveSignalSwitchGetsATrappingDefault() throws {
        let arms = Self.arms()
        let mutants = Self.mutants()
        let read = try #require(ReducerSwitchReader.switches(in: Self.file, readingSignalSwitches: true).first)
        let text = MutantSchema.source(
            of: Self.file, arms: Dictionary(uniqueKeysWithValues: arms.map { ($0.index, $0.arm) }), mutants: mutants,
            openSwitchEnds: [read.cases[read.cases.count - 1].end])
        #expect(text.contains("case .intent(.increment) where IntentFlowMutant.active != 1:"))
        #expect(text.contains("if IntentFlowMutant.active == 2 {\n      \n      next.alert = .incremented\n"))
        #expect(text.contains("default: fatalError(\"intentflow mutate: no arm is left for this pair\")"))
        #expect(text.contains("} else {\n      next.count += 1\n      next.alert = .incremented\n}"))
    }

    /// The declarations the reducer above needs to compile on its own.
    static let declarations = """
        struct CounterState: Equatable {
          enum Alert { case incremented }
          var count = 0
          var alert: Alert? = nil
          var query = ""
        }
        enum CounterIntent { case increment, search(String), reset }
        enum CounterEvent { case loaded([Int]) }
        enum Signal { case intent(CounterIntent), event(CounterEvent) }
        enum Effect { case search(String) }
        enum Policy { case cancelInFlight, run }
        enum Output { case loaded }
        struct CounterNext {
          var state: CounterState
          static func state(_ state: CounterState) -> CounterNext { CounterNext(state: state) }
          func effect(_ effect: Effect, id: String, policy: Policy) -> CounterNext { self }
          func output(_ output: Output) -> CounterNext { self }
        }
        extension CounterFlow {
          static func validate(_ state: inout CounterState) { state.alert = nil }
        }

        """

    @Test func everyMutantOfASignalSwitchsCopyTypeChecks() throws {
        let source = Self.declarations
            + Self.source.replacingOccurrences(of: ": FlowReducer", with: "")
            .replacingOccurrences(of: "FlowSignal<CounterIntent, CounterEvent>", with: "Signal")
        let file = SwiftSourceFile(path: "CounterFlow.swift", source: source)
        let switches = ReducerSwitchReader.switches(in: file, readingSignalSwitches: true)
        let cases = switches.flatMap(\.cases)
        let arms = Array(cases.compactMap { ReducerArm($0, in: file) }.enumerated()).map { ($0.offset, $0.element) }
        let mutants = MutantFinder.mutants(
            of: arms, in: file, stateName: "state",
            stateCopies: MutationPlanner.stateCopies(in: file, stateName: "state"), firstID: 1)
        #expect(mutants.count == 18)
        let copy = MutantSchema.source(
            of: file, arms: Dictionary(uniqueKeysWithValues: arms.map { ($0.0, $0.1) }), mutants: mutants,
            openSwitchEnds: switches.compactMap { $0.cases.last?.end })
        let checked = try SwiftTypeCheck.run(copy)
        #expect(checked.status == 0, "\(checked.errors)\n\(copy)")
    }
}
