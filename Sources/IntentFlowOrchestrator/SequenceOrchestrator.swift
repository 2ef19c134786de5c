import Observation

/// Runs an app's startup actions: asks each whether it is needed, then runs the ones that are, one
/// at a time, most important first.
///
/// Create one per app, put it in the SwiftUI environment, and let the root view register and
/// evaluate the actions when it appears:
///
/// ```swift
/// .task {
///     orchestrator.register(ForceUpdateAction())
///     orchestrator.register(OnboardingAction())
///     await orchestrator.evaluate()
/// }
/// ```
///
/// ## Evaluating
///
/// ``evaluate()`` calls `shouldRun()` on every registered action that has not executed yet, all
/// concurrently, then calls `execute()` on the eligible ones one at a time: ``ActionPriority/critical``
/// first, then `high`, `medium` and `low`, equal priorities in registration order. The next action
/// starts when the previous `execute()` returns, so an action that waits on a ``CompletionSignal``
/// holds the sequence until the UI completes it.
///
/// ## Running once
///
/// An action executes at most once per registration: once its `execute()` has returned, later
/// evaluations skip it (and do not ask its `shouldRun()` again). An action whose `shouldRun()` said
/// no is asked again by the next evaluation. To run executed actions again — after signing out, say —
/// call ``reset()``; to replace one, ``unregister(_:)`` it and register it anew.
///
/// ## Stopping early
///
/// Cancelling the task that runs ``evaluate()`` stops the sequence before the next action. The action
/// running at that moment sees the cancellation (a pending ``CompletionSignal/wait()`` returns), and,
/// because it may not have finished its work, it is not counted as executed: the next evaluation
/// considers it again. ``reset()`` during an evaluation stops that evaluation in the same way.
///
/// ## Observing
///
/// ``isProcessing``, ``currentActionId``, ``eligibleCount`` and ``completedCount`` are observable, so a
/// view can show progress ("step \(completedCount + 1) of \(eligibleCount)") or a spinner.
@available(macOS 14.0, iOS 17.0, tvOS 17.0, watchOS 10.0, *)
@MainActor
@Observable
public final class SequenceOrchestrator {
    /// Whether an ``evaluate()`` is running. While it is, another `evaluate()` returns `[]` at once.
    public private(set) var isProcessing = false

    /// The identifier of the action whose `execute()` is running, or `nil` between actions and when
    /// no evaluation is running.
    public private(set) var currentActionId: ActionID?

    /// How many actions the current (or, when idle, the last) evaluation found eligible to run.
    /// Zero while their `shouldRun()` answers are awaited, and after ``reset()``.
    public private(set) var eligibleCount = 0

    /// How many actions the current (or, when idle, the last) evaluation has executed. Below
    /// ``eligibleCount`` when the evaluation stopped early.
    public private(set) var completedCount = 0

    /// The identifiers of the registered actions, in registration order, whether or not they have
    /// executed.
    public var registeredActionIds: [ActionID] {
        registrations.map(\.id)
    }

    private var registrations: [Registration] = []
    @ObservationIgnored private var nextRegistration: UInt64 = 0
    /// Changed by ``reset()``; an evaluation that sees it change stops.
    @ObservationIgnored private var generation: UInt64 = 0

    /// Makes an orchestrator with no actions.
    public init() {}

    /// Adds an action to the sequence, unless an action with the same ``StartupAction/id`` is already
    /// registered; then it does nothing, so a view may register its actions each time it appears.
    ///
    /// The action's `id` and `priority` are read here, once. Registering during an evaluation is
    /// allowed; the action waits for the next evaluation.
    ///
    /// - Returns: Whether the action was added.
    @discardableResult
    public func register(_ action: any StartupAction) -> Bool {
        let registration = Registration(number: nextRegistration, action: action)
        guard !registrations.contains(where: { $0.id == registration.id }) else { return false }
        nextRegistration += 1
        registrations.append(registration)
        return true
    }

    /// Removes the action with this identifier. If an evaluation was going to run it and has not
    /// started it yet, it no longer does.
    ///
    /// - Returns: Whether an action was removed.
    @discardableResult
    public func unregister(_ id: ActionID) -> Bool {
        guard let index = registrations.firstIndex(where: { $0.id == id }) else { return false }
        registrations.remove(at: index)
        return true
    }

    /// Forgets which actions have executed, so the next ``evaluate()`` considers every registered
    /// action again, and sets ``eligibleCount`` and ``completedCount`` to zero. Registrations stay.
    ///
    /// An evaluation that is running stops before its next action, and the action it is running is
    /// not counted as executed.
    public func reset() {
        generation += 1
        for index in registrations.indices {
            registrations[index].hasExecuted = false
        }
        eligibleCount = 0
        completedCount = 0
    }

    /// Asks every registered action that has not executed whether it should run, concurrently, then
    /// executes those that should, one at a time in priority order.
    ///
    /// Returns `[]` at once if an evaluation is already running. Stops before the next action when
    /// the calling task is cancelled or ``reset()`` is called.
    ///
    /// - Returns: The identifiers of the actions this call executed, in the order they ran.
    @discardableResult
    public func evaluate() async -> [ActionID] {
        guard !isProcessing else { return [] }
        isProcessing = true
        eligibleCount = 0
        completedCount = 0
        defer {
            currentActionId = nil
            isProcessing = false
        }
        let generation = self.generation
        let shouldContinue = { !Task.isCancelled && generation == self.generation }

        let eligible = await Self.eligibleRegistrations(among: registrations.filter { !$0.hasExecuted })
        guard shouldContinue() else { return [] }
        eligibleCount = eligible.count

        var executed: [ActionID] = []
        for registration in eligible {
            guard shouldContinue() else { break }
            guard index(of: registration) != nil else { continue }  // unregistered meanwhile
            currentActionId = registration.id
            await registration.action.execute()
            currentActionId = nil
            guard shouldContinue() else { break }
            markExecuted(registration)
            executed.append(registration.id)
            completedCount += 1
        }
        return executed
    }

    /// The candidates whose `shouldRun()` says yes, each asked in a task of its own, in running order.
    private nonisolated static func eligibleRegistrations(
        among candidates: [Registration]
    ) async -> [Registration] {
        let verdicts = await withTaskGroup(of: (Int, Bool).self) { group in
            for (index, candidate) in candidates.enumerated() {
                group.addTask { (index, await candidate.action.shouldRun()) }
            }
            var verdicts = [Bool](repeating: false, count: candidates.count)
            for await (index, shouldRun) in group {
                verdicts[index] = shouldRun
            }
            return verdicts
        }
        return zip(candidates, verdicts).filter(\.1).map(\.0).sorted(by: Registration.runsBefore)
    }

    private func index(of registration: Registration) -> Int? {
        registrations.firstIndex { $0.number == registration.number }
    }

    private func markExecuted(_ registration: Registration) {
        if let index = index(of: registration) {
            registrations[index].hasExecuted = true
        }
    }
}
