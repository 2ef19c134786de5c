import Foundation
import IntentFlowManifest
import IntentFlowTemplates
import Testing

@testable import IntentFlowContext

/// Generated tests that start where their trace ends (``VacuousTests``): another sample where one exists, a located
/// `trace.vacuous` warning where none does, and none in this repository's manifests.
@Suite("Vacuous generated tests")
struct VacuousTestsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func manifest(_ yaml: String) throws -> Manifest {
        let result = ManifestLoader.load(yaml: yaml, path: "m.intentflow.yaml")
        return try #require(result.validManifest, "\(result.diagnostics)")
    }

    static func counter(samples: String, trace: String = "state + reset -> state(count: 1 - 1)") -> String {
        """
        schemaVersion: "0.2"
        feature: Counter
        fields: ["count: Int = 0"]
        intents: [set, reset, bump]
        samples: {Int: \(samples)}
        acceptanceTraces:
          - "state + set -> state(count: 7)"
          - "state(count: c) + bump -> state(count: c + 1)"
          - "\(trace)"

        """
    }

    static func game(trace: String) -> String {
        """
        schemaVersion: "0.2"
        feature: Game
        fields: ["board: Board = .empty", "moves: Int = 0"]
        intents: [newGame, play]
        effects: [log]
        samples: {Board: '.empty'}
        acceptanceTraces:
          - "state + play -> state(moves: 1)"
          - "\(trace)"

        """
    }

    /// The value test's start and expected state of the trace at `index`.
    static func valueTest(_ manifest: Manifest, trace index: Int) throws -> (start: String, expected: String) {
        let context = FeatureContext.make(manifest: manifest)
        guard case .dictionary(let keys) = context, case .array(let traces)? = keys["traces"],
            case .dictionary(let trace) = traces[index], case .array(let tests)? = trace["tests"],
            case .dictionary(let test)? = tests.first, case .string(let start)? = test["stateSample"],
            case .dictionary(let to)? = trace["to"], case .string(let expected)? = to["expected"]
        else {
            Issue.record("no value test for trace \(index)")
            return ("", "")
        }
        return (start, expected)
    }

    @Test("A computed value equal to the first sample takes another sample where one exists")
    func computedValuePicksAnotherSample() throws {
        let manifest = try Self.manifest(Self.counter(samples: "['0', '5']"))
        let test = try Self.valueTest(manifest, trace: 2)
        #expect(test.start.contains("count: 5"), "\(test)")
        #expect(test.expected.contains("1 - 1"), "\(test)")
        #expect(VacuousTests.find(in: manifest).isEmpty)
    }

    @Test("Where no other sample exists, a located warning names the type and a value to add")
    func onlySampleWarns() throws {
        let manifest = try Self.manifest(Self.game(trace: "state + newGame -> state(board: .empty) + log effect"))
        let found = VacuousTests.find(in: manifest)
        #expect(found.map(\.kind) == [.value])
        let warnings = VacuousTests.findings(for: manifest)
        #expect(warnings.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" } == ["9:5 trace.vacuous"])
        let message = try #require(warnings.first?.message)
        #expect(message.contains("starts 'board' at .empty"), "\(message)")
        #expect(message.contains("add another value of 'Board' under 'samples:' (e.g. Board: ['.empty', …])"))
    }

    @Test("A trace load already warns about is not warned about twice")
    func noDuplicateWarning() throws {
        let result = ManifestLoader.load(
            yaml: Self.game(trace: "state + newGame -> state(board: .empty)"), path: "m.intentflow.yaml")
        let manifest = try #require(result.validManifest)
        #expect(VacuousTests.find(in: manifest).count == 1)
        #expect(result.diagnostics.filter { $0.ruleID == "trace.vacuous" }.count == 1)
        #expect(VacuousTests.findings(for: manifest, known: result.diagnostics).isEmpty)
    }

    @Test("A chain step that starts where the step before computed it to be is vacuous")
    func chainStepStartingAtAComputedValue() throws {
        let yaml = """
            schemaVersion: "0.2"
            feature: Lock
            fields: ["failures: Int = 0"]
            intents: [submit]
            events: [rejected]
            effects: [{name: verify, emits: [rejected]}]
            samples: {Int: ['0', '5']}
            acceptanceTraces:
              - "state(failures: f) + submit -> state(failures: f + 1) + verify effect"
              - "state + rejected -> state(failures: 1)"

            """
        let found = VacuousTests.find(in: try Self.manifest(yaml))
        #expect(found.map(\.kind) == [.chain], "\(found)")
        #expect(found.first?.location.line == 10)
        #expect(found.first?.value == "0 + 1")
        // Written as another value, the step can fail.
        let fixed = yaml.replacingOccurrences(of: "state(failures: 1)", with: "state(failures: 2)")
        #expect(VacuousTests.find(in: try Self.manifest(fixed)).isEmpty)
    }

    @Test("The store test runs the first trace from initial: whose test can fail")
    func storeTestSkipsAVacuousTrace() throws {
        let yaml = """
            schemaVersion: "0.2"
            feature: Game
            fields: ["board: Board = .empty", "moves: Int = 0"]
            intents: [newGame, play]
            samples: {Board: ['.empty', '.won']}
            acceptanceTraces:
              - "state + newGame -> state(board: .empty)"
              - "state + play -> state(moves: 1)"

            """
        let manifest = try Self.manifest(yaml)
        guard case .dictionary(let keys) = FeatureContext.make(manifest: manifest),
            case .dictionary(let store)? = keys["storeTest"], case .string(let signal)? = store["signal"]
        else {
            Issue.record("no store test")
            return
        }
        #expect(signal == ".play")
        #expect(VacuousTests.find(in: manifest).isEmpty)
    }

    /// The vacuous generated tests of every manifest in `folders` (relative to the repository), by file name.
    static func vacuous(in folders: [URL]) throws -> (checked: Int, found: [String]) {
        var checked = 0
        var found: [String] = []
        for folder in folders {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            for name in names.sorted() where name.hasSuffix(".intentflow.yaml") {
                let result = ManifestLoader.load(contentsOf: folder.appendingPathComponent(name), displayPath: name)
                let manifest = try #require(result.validManifest, "\(name): \(result.diagnostics)")
                found += VacuousTests.find(in: manifest).map { "\(name):\($0.location.line): \($0.message)" }
                checked += 1
            }
        }
        return (checked, found)
    }

    @Test("No generated test of the examples or of the default pack's fixtures is vacuous")
    func repository() throws {
        let folders = [".intentflow", "Templates/tests"].map { Self.root.appendingPathComponent($0) }
        let result = try Self.vacuous(in: folders)
        #expect(result.checked >= 17)
        #expect(result.found.isEmpty, "\(result.found.joined(separator: "\n"))")
    }

    @Test("The repository check fails on a planted vacuous manifest")
    func repositoryCheckCanFail() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vacuity-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.game(trace: "state + newGame -> state(board: .empty) + log effect").write(
            to: folder.appendingPathComponent("counter.intentflow.yaml"), atomically: true, encoding: .utf8)
        let result = try Self.vacuous(in: [folder])
        #expect(result.checked == 1)
        #expect(result.found.count == 1)
    }
}
