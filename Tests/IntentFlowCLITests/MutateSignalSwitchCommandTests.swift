import Foundation
import Testing

@testable import IntentFlowCLI

/// `intentflow mutate` on a reducer written as `switch signal` over a struct state: bad input stays exit 2 with
/// nothing written, and, end to end, a weak point planted in the manifest (an arm no trace pins) survives until the
/// trace the report suggests is added.
@Suite(.serialized) struct MutateSignalSwitchCommandTests {
    static let manifestPath = "Sources/Counter/Counter.intentflow.yaml"

    /// A counter with a struct state; `decrementTapped` has no trace: the weak point.
    static let manifest = """
        schemaVersion: "0.2"
        feature: Counter
        mode: ai
        summary: "A counter that buttons count up, down and reset."
        fields:
          - "count: Int = 0"
        intents:
          - incrementTapped
          - decrementTapped
          - resetTapped
        invariants:
          - "Only the buttons change the count."
        acceptanceTraces:
          - "state(count: n) + incrementTapped -> state(count: n + 1)"
          - "state + resetTapped -> state(count: 0)"

        """

    static let flow = """
        import IntentFlow

        struct CounterFlow: FlowReducer {
          func reduce(
            state: CounterState,
            signal: FlowSignal<CounterIntent, CounterEvent>
          ) -> CounterNext {
            var next = state
            switch signal {
            case .intent(.incrementTapped):
              next.count += 1
            case .intent(.decrementTapped):
              next.count -= 1
            case .intent(.resetTapped):
              next.count = 0
            }
            return .state(next)
          }
        }

        """

    /// A package whose `Sources/Counter` holds the feature generated from `manifest`, with `flow` as its reducer.
    func package(flow: String) throws -> URL {
        let files = [
            "Package.swift": MutateCommandTests.packageManifest(dependency: "deps/IntentFlow", feature: "Counter"),
            ".intentflow/config.yaml": "# defaults\n",
            Self.manifestPath: Self.manifest,
        ]
        let root = try temporaryTree(files, prefix: "mutate-signal")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("deps"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: root.appendingPathComponent("deps/IntentFlow"), withDestinationURL: MutateCommandTests.repositoryRoot)
        let generated = runCLI(["generate", "Sources/Counter"], in: root)
        #expect(generated.code == .success, "\(generated.stderr)")
        try flow.write(to: root.appendingPathComponent("Sources/Counter/CounterFlow.swift"), atomically: true, encoding: .utf8)
        return root
    }

    @Test func aSignalSwitchWithNoSignalLabelIsAnErrorAtTheReducerAndNothingIsWritten() throws {
        let flow = """
            struct CounterFlow {
              func reduce(state: CounterState, signal: Int) -> Int {
                switch state.count {
                case 0: return 1
                default: return 0
                }
              }
            }

            """
        let root = try package(flow: flow)
        defer { try? FileManager.default.removeItem(at: root) }
        let before = try MutateCommandTests.contents(of: root)
        let result = runCLI(["mutate", Self.manifestPath], in: root)
        #expect(result.code == .usageOrIO)
        #expect(
            result.stderr.contains(
                "CounterFlow.swift:1:1: error: cannot read CounterFlow's reducer: no `switch (state, signal)` or "
                    + "`switch signal`"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".build").path))
        #expect(try MutateCommandTests.contents(of: root) == before)
    }

    /// Slow (it builds the package and the runtime, twice): `INTENTFLOW_SKIP_SLOW=1` skips it.
    @Test(.enabled(if: MutateCommandTests.buildsPackages))
    func anArmNoTracePinsSurvivesUntilTheSuggestedTraceIsAdded() async throws {
        let root = try package(flow: Self.flow)
        defer { try? FileManager.default.removeItem(at: root) }
        let intentflow = try MutateCommandTests.executable()

        let first = try await Self.report(intentflow, in: root)
        let results = first.results
        #expect(results.count >= 7, "three arms, each deleted and its write dropped, and their literals: \(results)")
        #expect(Set(results.map(\.operator)).isSuperset(of: ["delete-arm", "keep-state", "change-literal"]))
        let survivors = results.filter { !$0.killed }
        #expect(survivors.allSatisfy { $0.line == 12 || $0.line == 13 }, "only the decrement arm: \(survivors)")
        let dropped = try #require(survivors.first { $0.change == "`next.count -= 1` dropped" }, "\(results)")
        #expect(dropped.operator == "keep-state")
        #expect(dropped.suggestedTrace == "state(count: count) + decrementTapped -> state(count: count - 1)")

        // The contract pins the arm down: the trace the report suggests, the tests generated again.
        let manifest = root.appendingPathComponent(Self.manifestPath)
        let pinned = Self.manifest + "  - \"\(dropped.suggestedTrace ?? "")\"\n"
        try pinned.write(to: manifest, atomically: true, encoding: .utf8)
        let regenerated = runCLI(["generate", "Sources/Counter"], in: root)
        #expect(regenerated.code == .success, "\(regenerated.stderr)")
        let second = try await Self.report(intentflow, in: root)
        #expect(second.results.count == results.count)
        #expect(second.results.allSatisfy { $0.killed }, "\(second.results.filter { !$0.killed })")
    }

    /// One mutant of a JSON report.
    struct Result: CustomStringConvertible {
        var `operator`: String
        var line: Int
        var change: String
        var killed: Bool
        var suggestedTrace: String?

        var description: String { "\(line): \(self.operator) \(change) killed: \(killed)" }
    }

    /// `intentflow mutate Sources/Counter --format json`, which must end with 0, read.
    static func report(_ intentflow: URL, in root: URL) async throws -> (status: Int32, results: [Result]) {
        let run = try await runAwaitingExit(intentflow, ["mutate", "Sources/Counter", "--format", "json"], in: root)
        #expect(run.status == 0, "\(run.output.suffix(3_000))")
        let json = try #require(run.output.firstRange(of: "{").map { String(run.output[$0.lowerBound...]) })
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let features = report["features"] as? [[String: Any]]
        let results = (features?.first?["results"] as? [[String: Any]] ?? []).map { result in
            Result(
                operator: result["operator"] as? String ?? "", line: result["line"] as? Int ?? 0,
                change: result["change"] as? String ?? "", killed: result["killed"] as? Bool ?? false,
                suggestedTrace: result["suggestedTrace"] as? String)
        }
        return (run.status, results)
    }
}
