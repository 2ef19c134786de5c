import IntentFlowOrchestrator

/// What the orchestrator did to the ``ProbeAction``s of one test, in order.
@MainActor
final class ExecutionLog {
    /// The actions whose `shouldRun()` was called.
    private(set) var asked: [ActionID] = []
    /// The actions whose `execute()` began.
    private(set) var executed: [ActionID] = []

    func recordAsked(_ id: ActionID) {
        asked.append(id)
    }

    func recordExecuted(_ id: ActionID) {
        executed.append(id)
    }
}
