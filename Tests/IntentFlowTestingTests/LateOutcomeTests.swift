import IntentFlow
import IntentFlowTesting
import Testing

/// Late effect outcomes in the conformance exploration, on ``LateOutcomeFlow``: only the events of a run left
/// running are late (the runtime drops those of a run cancelled or replaced), and each state and signal is judged
/// by one rule, however the signal came.
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

    @Test("A conforming reducer conforms; the states a run left running reaches are explored again")
    func conformingReducer() {
        let report = explore(.none)
        #expect(report.conforms, "\(report)")
        let withoutOutcomes = explore(.none, emits: [:])
        #expect(withoutOutcomes.conforms, "\(withoutOutcomes)")
        #expect(report.states > withoutOutcomes.states)
        #expect(!report.isTruncated)
    }

    @Test("The outcome of a cancelled upload never arrives: acting on it where no trace applies is judged as sent")
    func cancelledRunDeliversNothing() {
        // `idle + failed` keeps idle's case and records the message. Sent in idle, that is what a silent manifest
        // allows; delivered as the outcome of the upload cancelled on the way to idle, it used to fail, though
        // FlowStore never hands the reducer an event of a cancelled run.
        let report = explore(.recordsLateFailure)
        #expect(report.conforms, "\(report)")
    }

    @Test("An upload left running when an intent moves away may not complete the screen it left, and the failure says so")
    func leftRunning() throws {
        let report = explore(.completesWhenClosed)
        #expect(report.failures.count == 1, "\(report)")
        let failure = try #require(report.failures.first)
        #expect(failure.kind == .undeclared)
        #expect(failure.transition == "closed + uploaded")
        // Reached first by idle → close → closed with nothing running, the failure is told by the path where the
        // upload left running delivers it.
        #expect(failure.path == ["idle", "start", "uploading", "close", "closed"])
        let run = try #require(failure.late)
        #expect(run.effect == "upload")
        #expect(run.requested == LateRun.Step(number: 1, signal: "start"))
        #expect(run.left == LateRun.Step(number: 2, signal: "close"))
        #expect(
            failure.description
                == "closed + uploaded, a late outcome of upload (id: upload.file) requested at step 1 (start) and left "
                + "running at step 2 (close): the reducer moves to completed, outputs done, but no trace declares "
                + "'closed + uploaded' (declare it, or list it under 'undeclared:'); path: idle → start → uploading → "
                + "close → closed → uploaded (late) (sent event(IntentFlowTestingTests.LateOutcomeFlow.Event.uploaded))")
    }

    @Test("Without a run that can deliver it, the same failure is reported as sent, once")
    func sentOnly() throws {
        let report = explore(.completesWhenClosed, emits: [:])
        #expect(report.failures.count == 1, "\(report)")
        let failure = try #require(report.failures.first)
        #expect(failure.late == nil)
        #expect(failure.path == ["idle", "close", "closed"])
    }

    @Test("An ignored or undeclared pair holds a late outcome as it holds any signal")
    func listedPairs() throws {
        let ignoring = explore(.completesWhenClosed, ignored: [UndeclaredTransition(from: "closed", on: "uploaded")])
        #expect(ignoring.failures.count == 1, "\(ignoring)")
        #expect(ignoring.failures.first?.kind == .ignored)
        #expect(ignoring.failures.first?.late != nil)
        #expect(explore(.completesWhenClosed, undeclared: [UndeclaredTransition(from: "closed", on: "uploaded")]).conforms)
        // Listed as ignored, idle + failed must keep the state itself: the recorded message fails it, sent as such.
        let strict = explore(.recordsLateFailure, ignored: [UndeclaredTransition(from: nil, on: "failed")])
        #expect(strict.failures.map(\.transition) == ["idle + failed"], "\(strict)")
        #expect(strict.failures.first?.late == nil)
    }
}
