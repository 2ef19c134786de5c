import IntentFlowOrchestrator
import Observation

/// What the app's root view reads to show the force update step; ForceUpdateAction writes it.
@MainActor
@Observable
final class ForceUpdateState {
  /// Whether the force update screen is showing.
  var isPresented = false
  /// Completed by the force update screen when the person is done; ForceUpdateAction waits for it.
  var signal: CompletionSignal?

  /// Makes a state with nothing showing.
  init() {}
}

/// The force update step of the startup sequence: shows its screen and holds the sequence until the screen
/// completes its signal. Generated once; from then on this file is yours.
@MainActor
struct ForceUpdateAction: StartupAction {
  let priority: ActionPriority = .high
  /// The state the root view reads.
  let state: ForceUpdateState

  func shouldRun() async -> Bool {
    // Say whether the step is needed now; keep it quick and free of side effects.
    true
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
