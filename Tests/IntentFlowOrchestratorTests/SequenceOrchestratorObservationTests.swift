import Observation
import Testing
import IntentFlowOrchestrator

@Suite(.timeLimit(.minutes(1)))
@MainActor
struct SequenceOrchestratorObservationTests {
    let orchestrator = SequenceOrchestrator()
    let log = ExecutionLog()

    /// A signal completed when what `read` reads from the orchestrator next changes.
    private func change(of read: () -> Void) -> CompletionSignal {
        let changed = CompletionSignal()
        withObservationTracking(read, onChange: { changed.complete() })
        return changed
    }

    @Test func progressPropertiesNotifyObserversWhenTheyChange() async {
        orchestrator.register(ProbeAction(id: "a", log: log))
        let isProcessing = change { _ = orchestrator.isProcessing }
        let currentActionId = change { _ = orchestrator.currentActionId }
        let eligibleCount = change { _ = orchestrator.eligibleCount }
        let completedCount = change { _ = orchestrator.completedCount }
        let untouched = [isProcessing, currentActionId, eligibleCount, completedCount].filter { !$0.isCompleted }
        #expect(untouched.count == 4)

        await orchestrator.evaluate()

        #expect(isProcessing.isCompleted)
        #expect(currentActionId.isCompleted)
        #expect(eligibleCount.isCompleted)
        #expect(completedCount.isCompleted)
    }

    @Test func registeringNotifiesObserversOfTheRegisteredIdentifiers() {
        let registered = change { _ = orchestrator.registeredActionIds }
        orchestrator.register(ProbeAction(id: "a", log: log))
        #expect(registered.isCompleted)
    }

    @Test func progressPropertiesDescribeTheRunningEvaluation() async {
        struct Snapshot: Equatable {
            var isProcessing: Bool
            var currentActionId: ActionID?
            var eligibleCount: Int
            var completedCount: Int
        }
        @MainActor final class Snapshots {
            var taken: [Snapshot] = []
        }
        let seen = Snapshots()
        let snapshot = { @MainActor [orchestrator] in
            Snapshot(
                isProcessing: orchestrator.isProcessing, currentActionId: orchestrator.currentActionId,
                eligibleCount: orchestrator.eligibleCount, completedCount: orchestrator.completedCount
            )
        }
        let whileDeciding = CompletionSignal()
        let decidingSeen = CompletionSignal()
        let takeSnapshot: @MainActor @Sendable () async -> Void = { seen.taken.append(snapshot()) }
        orchestrator.register(ProbeAction(id: "a", priority: .high, log: log, whileExecuting: takeSnapshot))
        orchestrator.register(ProbeAction(id: "b", log: log, whileExecuting: takeSnapshot))
        orchestrator.register(ProbeAction(id: "c", isEligible: false, log: log, whileDeciding: {
            whileDeciding.complete()
            await decidingSeen.wait()
        }))

        let evaluation = Task { await orchestrator.evaluate() }
        await whileDeciding.wait()
        #expect(snapshot() == Snapshot(isProcessing: true, currentActionId: nil, eligibleCount: 0, completedCount: 0))
        decidingSeen.complete()
        #expect(await evaluation.value == ["a", "b"])

        #expect(seen.taken == [
            Snapshot(isProcessing: true, currentActionId: "a", eligibleCount: 2, completedCount: 0),
            Snapshot(isProcessing: true, currentActionId: "b", eligibleCount: 2, completedCount: 1),
        ])
        #expect(snapshot() == Snapshot(isProcessing: false, currentActionId: nil, eligibleCount: 2, completedCount: 2))
    }
}
