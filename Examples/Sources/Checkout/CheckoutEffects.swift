import IntentFlow

/// Runs the side work CheckoutFlow requests and reports what happened as CheckoutEvents.
///
/// `pay` charges the user Login signed in through `charge`, the payment capability the app gives it, and reports
/// the receipt or why the payment failed. Generated once; from then on this file is yours.
struct CheckoutEffects: FlowEffectHandler {
  /// Charges a user for the cart and returns the receipt's id; throws when the payment is declined.
  var charge: @Sendable (_ userID: String) async throws -> String

  func handle(_ effect: CheckoutEffect) -> AsyncStream<CheckoutEvent> {
    switch effect {
    case .pay(let userID):
      return AsyncStream { continuation in
        let payment = Task {
          do {
            continuation.yield(.paymentSucceeded(receiptID: try await charge(userID)))
          } catch {
            continuation.yield(.paymentFailed(message: String(describing: error)))
          }
          continuation.finish()
        }
        continuation.onTermination = { _ in payment.cancel() }
      }
    }
  }
}
