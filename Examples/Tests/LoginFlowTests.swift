import IntentFlow
import Testing

@testable import IntentFlowExamples

/// The acceptance traces of login.intentflow.yaml, one test each, and the flow running in a store.
///
/// Generated from the manifest and rewritten when it changes: add your own tests in another file.
@Suite("Login flow")
struct LoginFlowTests {
  @Test("idle + submit(valid form) -> validating + validate effect")
  func idleOnSubmitMovesToValidating() {
    let next = LoginFlow().reduce(
      state: .idle,
      signal: .intent(.submit(email: "email", password: "password"))
    )

    let expected = LoginNext.state(.validating)
      .effect(
        .validate(email: "email", password: "password"),
        id: "login.validate",
        policy: .cancelInFlight
      )
    #expect(next == expected)
  }

  @Test("requestingToken + tokenReceived -> authenticated + completed output")
  func requestingTokenOnTokenReceivedMovesToAuthenticated() {
    let next = LoginFlow().reduce(
      state: .requestingToken,
      signal: .event(.tokenReceived(userID: "userID"))
    )

    let expected = LoginNext.state(.authenticated(userID: "userID"))
      .output(.completed(userID: "userID"))
    #expect(next == expected)
  }

  @Test("validating + credentialsValid -> requestingToken + requestToken effect")
  func validatingOnCredentialsValidMovesToRequestingToken() {
    let next = LoginFlow().reduce(
      state: .validating,
      signal: .event(.credentialsValid)
    )

    let expected = LoginNext.state(.requestingToken)
      .effect(
        .requestToken(email: "", password: ""),
        id: "login.requestToken",
        policy: .cancelInFlight
      )
    #expect(next == expected)
  }

  @Test("requestingToken + tokenRequiresTwoFactor -> waitingForTwoFactor")
  func requestingTokenOnTokenRequiresTwoFactorMovesToWaitingForTwoFactor() {
    let next = LoginFlow().reduce(
      state: .requestingToken,
      signal: .event(.tokenRequiresTwoFactor)
    )

    let expected = LoginNext.state(.waitingForTwoFactor)
    #expect(next == expected)
  }

  @Test("waitingForTwoFactor + submitTwoFactor(code) -> requestingToken + requestToken effect")
  func waitingForTwoFactorOnSubmitTwoFactorMovesToRequestingToken() {
    let next = LoginFlow().reduce(
      state: .waitingForTwoFactor,
      signal: .intent(.submitTwoFactor(code: "code"))
    )

    let expected = LoginNext.state(.requestingToken)
      .effect(
        .requestToken(email: "", password: ""),
        id: "login.requestToken",
        policy: .cancelInFlight
      )
    #expect(next == expected)
  }

  @Test("requestingToken + tokenFailed(bad password) -> failed")
  func requestingTokenOnTokenFailedMovesToFailed() {
    let next = LoginFlow().reduce(
      state: .requestingToken,
      signal: .event(.tokenFailed(message: "message"))
    )

    let expected = LoginNext.state(.failed(message: "message"))
    #expect(next == expected)
  }

  @Test("validating + cancel -> idle + cancel validate effect")
  func validatingOnCancelMovesToIdle() {
    let next = LoginFlow().reduce(
      state: .validating,
      signal: .intent(.cancel)
    )

    let expected = LoginNext.state(.idle)
      .cancel("login.validate")
    #expect(next == expected)
  }

  @Test("The flow runs in a store")
  func flowRunsInAStore() async {
    let store = FlowStore(
      initialState: LoginState.idle,
      reducer: LoginFlow()
    )

    await store.send(.submit(email: "email", password: "password"))
    await store.settle()

    #expect(await store.state == .validating)
  }
}
