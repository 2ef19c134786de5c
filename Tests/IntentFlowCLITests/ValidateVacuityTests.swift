import Testing

@testable import IntentFlowCLI

/// `intentflow validate` warns `trace.vacuous` where a generated test would start where its trace ends and no
/// other sample helps, located at the trace; with another sample, generation picks it and nothing is printed.
@Suite struct ValidateVacuityTests {
    static func manifest(samples: String) -> String {
        """
        schemaVersion: "0.2"
        feature: Game
        fields: ["board: Board = .empty", "moves: Int = 0"]
        intents: [newGame, play]
        effects: [{name: log, policy: run}]
        samples: {Board: \(samples)}
        acceptanceTraces:
          - "state + play -> state(moves: 1)"
          - "state + newGame -> state(board: .empty) + log effect"

        """
    }

    @Test func aVacuousTestIsALocatedWarningNamingTheSampleToAdd() throws {
        let project = try Project()
        try project.write("m.intentflow.yaml", Self.manifest(samples: "'.empty'"))
        let validate = project.run(["validate", "m.intentflow.yaml"])
        #expect(validate.code == .success, "\(validate)")
        #expect(validate.stdout.contains("m.intentflow.yaml:9:5: warning: the generated test"), "\(validate)")
        #expect(validate.stdout.contains("(e.g. Board: ['.empty', …]) [trace.vacuous]"), "\(validate)")
        let strict = project.run(["validate", "m.intentflow.yaml", "--strict"])
        #expect(strict.code == .findings)
    }

    @Test func anotherSampleLeavesNothingToWarnAbout() throws {
        let project = try Project()
        try project.write("m.intentflow.yaml", Self.manifest(samples: "['.empty', '.won']"))
        let validate = project.run(["validate", "m.intentflow.yaml"])
        #expect(validate.code == .success)
        #expect(!validate.stdout.contains("trace.vacuous"), "\(validate)")
    }
}
