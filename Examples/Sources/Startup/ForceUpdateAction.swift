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

/// The force update step of the startup sequence: when this version of the app is no longer supported, shows the
/// update screen before anything else and holds the sequence until the screen completes its signal.
@MainActor
struct ForceUpdateAction: StartupAction {
  let priority: ActionPriority = .critical
  /// The state the root view reads.
  let state: ForceUpdateState
  /// Whether the running version is below the minimum the server asks for.
  let isUpdateRequired: @Sendable () async -> Bool

  func shouldRun() async -> Bool {
    await isUpdateRequired()
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
