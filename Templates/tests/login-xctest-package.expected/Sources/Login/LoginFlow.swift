import IntentFlow

/// How the Login feature behaves: for each state and signal, the next state and the effects, cancellations,
/// outputs and routes that go with it.
///
/// Keep it pure: decide here, do the work in LoginEffects. Generated once from the manifest's acceptance
/// traces; from then on this file is yours, and LoginFlowTests checks the traces still hold.
struct LoginFlow: FlowReducer {
  func reduce(
    state: LoginState,
    signal: FlowSignal<LoginIntent, LoginEvent>
  ) -> LoginNext {
    switch (state, signal) {
    // idle + submit(valid form) -> validating + validate effect
    case (.idle, .intent(.submit(let email, let password))):
      return .state(.validating)
        .effect(
          .validate(email: email, password: password),
          id: "login.validate",
          policy: .run
        )

    // validating + credentialsValid -> requestingToken + requestToken effect
    case (.validating, .event(.credentialsValid)):
      // `requestToken`'s `email` has no value in this trace: "" stands in.
      // `requestToken`'s `password` has no value in this trace: "" stands in.
      return .state(.requestingToken)
        .effect(
          .requestToken(email: "", password: ""),
          id: "login.requestToken",
          policy: .run
        )

    // requestingToken + tokenRequiresTwoFactor -> waitingForTwoFactor + showHelp route
    case (.requestingToken, .event(.tokenRequiresTwoFactor)):
      return .state(.waitingForTwoFactor)
        .route(.showHelp)

    // requestingToken + tokenReceived -> authenticated + completed output
    case (.requestingToken, .event(.tokenReceived(let userID))):
      return .state(.authenticated(userID: userID))
        .output(.completed(userID: userID))

    // validating + cancel -> idle + cancel validate effect
    case (.validating, .intent(.cancel)):
      return .state(.idle)
        .cancel("login.validate")

    default:
      return .state(state)
    }
  }
}
