import IntentFlow

/// Runs the side work CheckoutFlow requests and reports what happened as CheckoutEvents.
///
/// Keep it thin: networking, persistence and permissions belong behind capabilities this handler is given. Generated
/// once; from then on this file is yours.
struct CheckoutEffects: FlowEffectHandler {
  func handle(_ effect: CheckoutEffect) -> AsyncStream<CheckoutEvent> {
    switch effect {
    case .pay:
      // Do the work, yield the event it leads to (one of the manifest's `emits:`), then finish.
      return AsyncStream { continuation in
        continuation.yield(.paymentSucceeded(receiptID: ""))
        // or: continuation.yield(.paymentFailed(message: ""))
        continuation.finish()
      }
    }
  }
}
