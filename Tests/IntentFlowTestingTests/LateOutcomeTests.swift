import IntentFlow
import IntentFlowTesting
import Testing

/// Late effect outcomes in the conformance exploration, on ``LateOutcomeFlow``: the events of a run cancelled,
/// replaced or left running, delivered in the states reached afterwards.
@Suite("Late effect outcomes in conformance")
struct LateOutcomeTests {
    private func explore(
        _ drift: LateOutcomeFlow.Drift, emits: [String: [String]] = LateOutcomeFlow.emits,
        signals: [FlowSignal<LateOutcomeFlow.Intent, LateOutcomeFlow.Event>] = LateOutcomeFlow.signals,
        ignored: [UndeclaredTransition] = [], undeclared: [UndeclaredTransition] = []
    ) -> ConformanceReport {
        FlowConformance(
            reducer: LateOutcomeFlow(drift: drift), names: LateOutcomeFlow.names,
            transitions: LateOutcomeFlow.transitions, undeclared: undeclared, ignored: ignored, emits: emits
        ).explore(from: .idle(lastError: nil), signals: signals)
    }

    @Test("A reducer that keeps the state on late outcomes conforms; the outcomes take steps of their own")
    func conformingReducer() {
        let report = explore(.none)
        #expect(report.conforms, "\(report)")
        let withoutOutcomes = explore(.none, emits: [:])
        #expect(withoutOutcomes.conforms, "\(withoutOutcomes)")
        // The states reached again with a late run pending, and the outcomes delivered there.
        #expect(report.states > withoutOutcomes.states)
        #expect(report.steps > withoutOutcomes.steps)
        #expect(!report.isTruncated)
    }

    @Test("A reducer acting on the failure of a cancelled upload fails once, naming the outcome, the run and the path")
    func lateFailureAfterCancel() throws {
        // Sent as such in idle, the failure keeps idle's case, which a manifest that is silent there allows.
        #expect(explore(.recordsLateFailure, emits: [:]).conforms)
        let report = explore(.recordsLateFailure)
        #expect(report.failures.count == 1, "\(report)")
        let failure = try #require(report.failures.first)
        #expect(failure.kind == .late)
        #expect(failure.transition == "idle + failed")
        #expect(failure.path == ["idle", "start", "uploading", "cancel", "idle"])
        let run = try #require(failure.late)
        #expect(run.effect == "upload")
        #expect(run.ending == .cancelled)
        #expect(run.requested == LateRun.Step(number: 1, signal: "start"))
        #expect(run.ended == LateRun.Step(number: 2, signal: "cancel"))
        #expect(
            failure.description
                == "idle + failed, a late outcome of upload (id: upload.file) requested at step 1 (start) and "
                + "cancelled at step 2 (cancel): the reducer changes the values of idle, but no trace declares 'idle + failed', "
                + "where a late outcome keeps the state and decides nothing (declare it, or list it under "
                + "'undeclared:'); path: idle → start → uploading → cancel → idle → failed (late) (sent "
                + "event(IntentFlowTestingTests.LateOutcomeFlow.Event.failed(\"offline\")))")
    }

    @Test("An upload left running when an intent moves away may not complete the screen it left")
    func leftRunning() throws {
        let report = explore(.completesWhenClosed)
        let failure = try #require(report.failures.first { $0.late != nil }, "\(report)")
        #expect(failure.transition == "closed + uploaded")
        #expect(failure.path == ["idle", "start", "uploading", "close", "closed"])
        #expect(failure.late?.ending == .left)
        #expect(failure.late?.ended == LateRun.Step(number: 2, signal: "close"))
        #expect(failure.description.contains("left running at step 2 (close)"))
    }

    @Test("An ignored or undeclared pair holds a late outcome as it holds any signal")
    func listedPairs() throws {
        let ignoring = explore(.completesWhenClosed, ignored: [UndeclaredTransition(from: nil, on: "uploaded")])
        #expect(ignoring.failures.count == 2, "\(ignoring)")
        #expect(ignoring.failures.allSatisfy { $0.kind == .ignored })
        #expect(ignoring.failures.contains { $0.late?.ending == .left })
        #expect(explore(.completesWhenClosed, undeclared: [UndeclaredTransition(from: "closed", on: "uploaded")]).conforms)
        #expect(explore(.recordsLateFailure, undeclared: [UndeclaredTransition(from: nil, on: "failed")]).conforms)
    }

    @Test("An outcome without a sample among the signals is not delivered")
    func outcomeWithoutSample() {
        let signals = LateOutcomeFlow.signals.filter { $0 != .event(.failed("offline")) }
        #expect(explore(.recordsLateFailure, signals: signals).conforms)
    }
}
