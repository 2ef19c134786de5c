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

    // signingIn + loginSucceeded -> paying + pay effect
    case (.signingIn, .event(.loginSucceeded(let userID))):
      return .state(.paying(userID: userID))
        .effect(
          .pay(userID: userID),
          id: "checkout.pay",
          policy: .cancelInFlight
        )

    // signingIn + cancelSignIn -> cart
    case (.signingIn, .intent(.cancelSignIn)):
      return .state(.cart)

    // paying + paymentSucceeded -> paid + purchased output
    case (.paying, .event(.paymentSucceeded(let receiptID))):
      return .state(.paid(receiptID: receiptID))
        .output(.purchased(receiptID: receiptID))

    // paying + paymentFailed -> failed
    case (.paying, .event(.paymentFailed(let message))):
      return .state(.failed(message: message))

    default:
      return .state(state)
    }
  }
}
