import IntentFlow

/// What a Login screen shows: UI wording and flags, kept out of LoginState.
struct LoginViewState: Equatable, Sendable {
  /// Where the flow is, in words a person reads.
  var status: String
}

/// Turns LoginState into LoginViewState. Generated once; from then on this file is yours.
struct LoginProjection: FlowProjection {
  func project(_ state: LoginState) -> LoginViewState {
    switch state {
    case .idle:
      return LoginViewState(status: "Idle")
    case .validating:
      return LoginViewState(status: "Validating")
    case .requestingToken:
      return LoginViewState(status: "Requesting token")
    case .waitingForTwoFactor:
      return LoginViewState(status: "Waiting for two factor")
    case .failed:
      return LoginViewState(status: "Failed")
    case .authenticated:
      return LoginViewState(status: "Authenticated")
    }
  }
}
