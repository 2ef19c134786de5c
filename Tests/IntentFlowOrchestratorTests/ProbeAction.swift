import IntentFlowOrchestrator

/// A startup action that records what is done to it and runs a test's code at each step.
struct ProbeAction: StartupAction {
    let id: ActionID
    var priority: ActionPriority = .medium
    /// What `shouldRun()` answers.
    var isEligible = true
    let log: ExecutionLog
    /// Runs inside `shouldRun()`, off the main actor, before it answers.
    var whileDeciding: @Sendable () async -> Void = {}
    /// Runs inside `execute()`, on the main actor, after it is logged.
    var whileExecuting: @MainActor @Sendable () async -> Void = {}

    func shouldRun() async -> Bool {
        await log.recordAsked(id)
        await whileDeciding()
        return isEligible
    }

    func execute() async {
        await log.recordExecuted(id)
        await whileExecuting()
    }
}
