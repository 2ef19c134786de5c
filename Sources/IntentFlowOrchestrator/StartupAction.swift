/// One step of an app's startup sequence, run by a ``SequenceOrchestrator``.
///
/// An action first says whether it is needed (``shouldRun()``), then does its work (``execute()``).
/// The orchestrator asks every registered action concurrently, then runs the eligible ones one at a
/// time in ``priority`` order; each `execute()` finishes before the next begins, so an action can hold
/// the sequence until the user is done with a screen by waiting on a ``CompletionSignal``.
///
/// Actions in apps are usually `@MainActor`, because they write to observable UI state:
///
/// ```swift
/// @MainActor
/// struct OnboardingAction: StartupAction {
///     var priority: ActionPriority { .high }  // or leave out for .medium
///
///     func shouldRun() async -> Bool {
///         !UserDefaults.standard.bool(forKey: "onboardingComplete")
///     }
///
///     func execute() async {
///         let signal = CompletionSignal()
///         TaskFlowState.shared.onboardingSignal = signal
///         TaskFlowState.shared.showOnboarding = true
///         await signal.wait()  // OnboardingView calls signal.complete()
///     }
/// }
/// ```
///
/// ``id`` and ``priority`` are read once, synchronously, when the action is registered. In a
/// `@MainActor` type declare them as constants (`let`) or mark them `nonisolated`, since the
/// requirement is not isolated to the main actor.
public protocol StartupAction: Sendable {
    /// The identifier the orchestrator knows this action by; one registered action per identifier.
    /// Defaults to the name of the conforming type.
    var id: ActionID { get }

    /// When this action runs relative to the other eligible actions. Defaults to
    /// ``ActionPriority/medium``.
    var priority: ActionPriority { get }

    /// Whether this action is needed now. Called concurrently with the other actions' `shouldRun()`,
    /// so it must not depend on another action having run first; keep it quick and free of side
    /// effects.
    func shouldRun() async -> Bool

    /// Does the action's work. The next action starts only when this returns, so awaiting a
    /// ``CompletionSignal`` here holds the sequence until the UI completes it. When the evaluating
    /// task is cancelled, return promptly (a pending ``CompletionSignal/wait()`` already does).
    func execute() async
}

extension StartupAction {
    /// The name of the conforming type, such as `OnboardingAction`.
    ///
    /// Two types of the same name in different modules would share it; give one of them its own.
    public var id: ActionID { ActionID(Self.self) }

    /// ``ActionPriority/medium``.
    public var priority: ActionPriority { .medium }
}
