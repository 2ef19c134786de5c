import IntentFlowOrchestrator
import Observation

/// What the app's root view reads to show the onboarding step; OnboardingAction writes it.
@MainActor
@Observable
final class OnboardingState {
  /// Whether the onboarding screen is showing.
  var isPresented = false
  /// Completed by the onboarding screen when the person is done; OnboardingAction waits for it.
  var signal: CompletionSignal?

  /// Makes a state with nothing showing.
  init() {}
}

/// The onboarding step of the startup sequence: for a person who has not been through onboarding, shows its screen
/// and holds the sequence until the screen completes its signal.
@MainActor
struct OnboardingAction: StartupAction {
  let priority: ActionPriority = .high
  /// The state the root view reads.
  let state: OnboardingState
  /// Whether the person has finished onboarding before, e.g. a flag in `UserDefaults`.
  let hasCompletedOnboarding: @Sendable () -> Bool

  func shouldRun() async -> Bool {
    !hasCompletedOnboarding()
  }

  func execute() async {
    let signal = CompletionSignal()
    state.signal = signal
    state.isPresented = true
    await signal.wait()
    state.isPresented = false
    state.signal = nil
  }
}
