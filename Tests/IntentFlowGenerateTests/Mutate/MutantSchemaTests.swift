import IntentFlowAI
import Testing

@testable import IntentFlowGenerate

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
                    + "IntentFlowMutant.active != 7 && (IntentFlowMutant.active == 8 ? (count <= 3) : "
                    + "IntentFlowMutant.active == 9 ? (count < 4) : (count < 3)):"))
    }

    @Test func eachBodyMutantIsABranchAndTheBodyAsWrittenIsTheLast() {
        let (_, _, text) = Self.schema(Self.body)
        #expect(text.contains("if IntentFlowMutant.active == 10 {\n      return .state(state)\n        .route(.next)"))
        #expect(text.contains("} else if IntentFlowMutant.active == 11 {\n      return .state(.c)\n        \n"))
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
