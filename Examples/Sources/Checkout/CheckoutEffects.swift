import IntentFlow

/// Runs the side work CheckoutFlow requests and reports what happened as CheckoutEvents.
///
/// `pay` charges the user Login signed in through `charge`, the payment capability the app gives it, and reports
/// the receipt or why the payment failed. Generated once; from then on this file is yours.
struct CheckoutEffects: FlowEffectRunner {
  /// Charges a user for the cart and returns the receipt's id; throws when the payment is declined.
  var charge: @Sendable (_ userID: String) async throws -> String

  func run(_ effect: CheckoutEffect, send: FlowSend<CheckoutEvent>) async throws(CancellationError) {
    switch effect {
    case .pay(let userID):
      switch try await FlowError.result(of: { try await charge(userID) }) {
      case .success(let receiptID):
        await send(.paymentSucceeded(receiptID: receiptID))
      case .failure(let error):
        await send(.paymentFailed(message: error.message))
      }
    }
  }
}
