import Foundation
import IntentFlow

/// How the Sessions feature behaves: for each state and signal, the next state and the effects, cancellations,
/// outputs and routes that go with it.
///
/// Keep it pure: decide here, do the work in SessionsEffects. Generated once from the manifest's acceptance
/// traces; from then on this file is yours, and SessionsFlowTests checks the traces still hold.
struct SessionsFlow: FlowReducer {
  func reduce(
    state: SessionsState,
    signal: FlowSignal<SessionsIntent, SessionsEvent>
  ) -> SessionsNext {
    return .state(state)
  }
}
