import IntentFlow

/// How the Checkout feature behaves: for each state and signal, the next state and the effects, cancellations,
/// outputs and routes that go with it.
///
/// Keep it pure: decide here, do the work in CheckoutEffects. Generated once from the manifest's acceptance
/// traces; from then on this file is yours, and CheckoutFlowTests checks the traces still hold.
struct CheckoutFlow: FlowReducer {
  func reduce(
    state: CheckoutState,
    signal: FlowSignal<CheckoutIntent, CheckoutEvent>
  ) -> CheckoutNext {
    switch (state, signal) {
    // cart + checkout -> signingIn
    case (.cart, .intent(.checkout)):
      return .state(.signingIn)

    // signingIn + loginSucceeded -> paying
    case (.signingIn, .event(.loginSucceeded(let userID))):
      return .state(.paying(userID: userID))

    default:
      return .state(state)
    }
  }
}
