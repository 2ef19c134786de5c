import Foundation
import IntentFlowManifest
import Testing

@testable import IntentFlowMutate
import IntentFlowCheck

/// The functions of the feature's own files that the arms call are mutated too: which ones, their mutants, a copy
/// that still compiles, and a report that names them.
@Suite struct HelperMutantTests {
    static let flow = """
        struct FormFlow {
          func reduce(state: FormState, signal: Signal) -> FormNext {
            var next = state
            switch signal {
            case .intent(.typed(let text)):
              next.text = text
              Self.validate(&next)
              return .state(next)
            case .intent(.save):
              return canSave(next) ? .state(next) : .state(state)
            }
          }

          private static func validate(_ state: inout FormState) {
            if !state.text.isEmpty && state.text.count < 10 {
              state.isValid = FormRules.isLongEnough(state.text)
            } else {
              state.isValid = false
            }
          }

          private func canSave(_ state: FormState) -> Bool {
            state.isValid || state.text == "admin"
          }

          private func unused(_ state: FormState) -> Bool { !state.isValid }
        }

        """

    /// A file of the feature's folder that the flow's helper calls in turn.
    static let rules = """
        enum FormRules {
          static func isLongEnough(_ text: String) -> Bool { text.count >= 3 }
        }

        """

    static let declarations = """
        struct FormState { var text = ""; var isValid = false }
        enum FormIntent { case typed(String), save }
        enum Signal { case intent(FormIntent) }
        struct FormNext {
          var state: FormState
          static func state(_ state: FormState) -> FormNext { FormNext(state: state) }
        }

        """

    static func reducerFile(_ file: SwiftSourceFile) -> MutationSubject.ReducerFile {
        let cases = ReducerSwitchReader.switches(in: file, readingSignalSwitches: true).flatMap(\.cases)
        let arms = Dictionary(uniqueKeysWithValues: cases.compactMap { ReducerArm($0, in: file) }.enumerated().map { ($0, $1) })
        return .init(file: file, arms: arms, mutants: [])
    }

    static func withHelpers(flow: String = flow) -> [MutationSubject.ReducerFile] {
        let flowFile = SwiftSourceFile(path: "Form/FormFlow.swift", source: flow)
        let rulesFile = SwiftSourceFile(path: "Form/FormRules.swift", source: rules)
        return HelperMutants.adding(to: [reducerFile(flowFile)], ownFiles: [flowFile, rulesFile], firstID: 1)
    }

    @Test func theHelpersTheArmsCallAndThoseTheyCallAreMutatedAndNoOther() {
        let files = Self.withHelpers()
        let mutants = files.flatMap(\.mutants)
        #expect(Set(mutants.compactMap(\.helper)) == ["canSave", "validate", "isLongEnough"])
        #expect(mutants.map(\.id).sorted() == Array(1...mutants.count))
        #expect(files.map(\.file.path) == ["Form/FormFlow.swift", "Form/FormRules.swift"])
        let described = files.flatMap { reducer in
            reducer.mutants.map { "\($0.helper ?? "-") \($0.mutation.rawValue): \(reducer.file.text(in: $0.range)) -> \($0.replacement)" }
        }
        #expect(
            described == [
                "canSave negate-condition: || -> &&",
                "canSave flip-comparison: == -> !=",
                "canSave change-literal: \"admin\" -> \"\"",
                "validate negate-condition: ! -> ",
                "validate negate-condition: !state.text.isEmpty && state.text.count < 10 -> "
                    + "!(!state.text.isEmpty && state.text.count < 10)",
                "validate negate-condition: && -> ||",
                "validate flip-comparison: < -> <=",
                "validate change-literal: 10 -> 11",
                "validate change-literal: false -> true",
                "isLongEnough flip-comparison: >= -> >",
                "isLongEnough change-literal: 3 -> 4",
            ])
    }

    @Test func theCopyWithEveryHelperMutantTypeChecks() throws {
        let source = Self.declarations + Self.flow + Self.rules
        let file = SwiftSourceFile(path: "Form/FormFlow.swift", source: source)
        let files = HelperMutants.adding(to: [Self.reducerFile(file)], ownFiles: [file], firstID: 1)
        let reducer = try #require(files.first)
        #expect(reducer.mutants.count == 11)
        let copy = MutantSchema.source(of: file, arms: reducer.arms, mutants: reducer.mutants)
        #expect(copy.contains("if IntentFlowMutant.active == 1 {"))
        let checked = try SwiftTypeCheck.run(copy)
        #expect(checked.status == 0, "\(checked.errors)\n\(copy)")
    }

    @Test func theReportNamesTheHelpersItMutated() {
        let files = Self.withHelpers()
        let results = files.flatMap { reducer in
            reducer.mutants.map { mutant in
                MutationReport.Result(
                    mutant: mutant, outcome: mutant.helper == "canSave" ? .passed : .failed, change: "c",
                    explanation: nil)
            }
        }
        let report = MutationReport(
            features: [.init(feature: "Form", manifest: "Form.intentflow.yaml", reducerFiles: [], results: results)],
            buildSeconds: 1, testSeconds: 1)
        #expect(
            report.text.contains(
                "  helpers the arms call, mutated too: canSave (Form/FormFlow.swift:23), validate (Form/FormFlow.swift:15), "
                    + "isLongEnough (Form/FormRules.swift:2)"),
            "\(report.text)")
        #expect(report.text.contains("not pinned: no test checks what `canSave` computes"))
        var inTraces = results
        for index in inTraces.indices { inTraces[index].mutant.helperIsInTraces = true }
        let traced = MutationReport(
            features: [.init(feature: "Form", manifest: "Form.intentflow.yaml", reducerFiles: [], results: inTraces)],
            buildSeconds: 1, testSeconds: 1)
        #expect(traced.text.contains("not pinned: the traces compute their expected values with `canSave` itself"))
    }
}
