import IntentFlow

/// What a Checkout screen shows: UI wording and flags, kept out of CheckoutState.
struct CheckoutViewState: Equatable, Sendable {
  /// Where the flow is, in words a person reads.
  var status: String
}

/// Turns CheckoutState into CheckoutViewState. Generated once; from then on this file is yours.
struct CheckoutProjection: FlowProjection {
  func project(_ state: CheckoutState) -> CheckoutViewState {
    switch state {
    case .cart:
      return CheckoutViewState(status: "Cart")
    case .signingIn:
      return CheckoutViewState(status: "Signing in")
    case .paying:
      return CheckoutViewState(status: "Paying")
    case .paid:
      return CheckoutViewState(status: "Paid")
    case .failed:
      return CheckoutViewState(status: "Failed")
    }
  }
}
