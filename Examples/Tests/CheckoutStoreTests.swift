import IntentFlow
import IntentFlowTesting
import Testing

@testable import IntentFlowExamples

/// Checkout hosting Login, the whole way: the buyer checks out, Login runs as a child flow in its own store, its
/// `completed` output reaches Checkout as `loginSucceeded` (the mapping `children:` declares), and Checkout pays.
@Suite("Checkout store")
struct CheckoutStoreTests {
  private struct Declined: Error, CustomStringConvertible {
    var description: String { "The card was declined." }
  }

  /// Login's effects answered as a server would for a user who needs no second factor.
  private func signingIn(_ userID: String) -> ScriptedEffects<LoginEffect, LoginEvent> {
    let effects = ScriptedEffects(for: LoginFlow.self)
    effects.reply(
      to: .validate(email: "ada@example.com", password: "secret"), with: [.credentialsValid])
    effects.reply(
      to: .requestToken(email: "", password: ""), with: [.tokenReceived(userID: userID)])
    return effects
  }

  @Test func aBuyerSignsInThroughLoginAndThenPays() async {
    let checkout = FlowStore(
      initialState: CheckoutState.cart,
      reducer: CheckoutFlow(),
      effects: CheckoutEffects { userID in "receipt-\(userID)" }
    )
    await checkout.send(.checkout)
    #expect(await checkout.state == .signingIn)

    let login = checkout.hostLogin(
      FlowStore(initialState: LoginState.idle, reducer: LoginFlow(), effects: signingIn("ada"))
    )
    login.send(.submit(email: "ada@example.com", password: "secret"))
    await login.store.settle()
    await checkout.settle()

    #expect(await login.store.state == .authenticated(userID: "ada"))
    #expect(await checkout.state == .paid(receiptID: "receipt-ada"))
    #expect(await checkout.history.last?.outputs == [.purchased(receiptID: "receipt-ada")])
  }

  @Test func aDeclinedPaymentFailsTheCheckout() async {
    let checkout = FlowStore(
      initialState: CheckoutState.signingIn,
      reducer: CheckoutFlow(),
      effects: CheckoutEffects { _ in throw Declined() }
    )
    let login = checkout.hostLogin(
      FlowStore(initialState: LoginState.idle, reducer: LoginFlow(), effects: signingIn("ada"))
    )
    login.send(.submit(email: "ada@example.com", password: "secret"))
    await login.store.settle()
    await checkout.settle()

    #expect(await checkout.state == .failed(message: "The card was declined."))
  }

  @Test func cancellingSignInRemovesLoginWithItsRequestInFlight() async {
    let checkout = FlowStore(
      initialState: CheckoutState.signingIn,
      reducer: CheckoutFlow(),
      effects: CheckoutEffects { userID in "receipt-\(userID)" }
    )
    let effects = ScriptedEffects(for: LoginFlow.self)
    effects.reply(
      to: .validate(email: "ada@example.com", password: "secret"), with: [.credentialsValid],
      holding: true)
    let login = checkout.hostLogin(
      FlowStore(initialState: LoginState.idle, reducer: LoginFlow(), effects: effects))
    await login.store.send(.submit(email: "ada@example.com", password: "secret"))
    #expect(await login.store.runningEffectCount == 1)

    // The host removes the child when the buyer backs out, and tells the parent.
    login.remove()
    await checkout.send(.cancelSignIn)
    effects.release()
    await login.store.settle()
    await checkout.settle()

    #expect(await login.store.runningEffectCount == 0)
    #expect(await login.store.state == .validating)
    #expect(await checkout.state == .cart)
  }
}
