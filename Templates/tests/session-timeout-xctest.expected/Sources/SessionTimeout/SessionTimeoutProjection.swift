import IntentFlow

/// What a SessionTimeout screen shows: UI wording and flags, kept out of SessionTimeoutState.
struct SessionTimeoutViewState: Equatable, Sendable {
  /// Where the flow is, in words a person reads.
  var status: String
}

/// Turns SessionTimeoutState into SessionTimeoutViewState. Generated once; from then on this file is yours.
struct SessionTimeoutProjection: FlowProjection {
  func project(_ state: SessionTimeoutState) -> SessionTimeoutViewState {
    switch state {
    case .signedOut:
      return SessionTimeoutViewState(status: "Signed out")
    case .active:
      return SessionTimeoutViewState(status: "Active")
    case .warned:
      return SessionTimeoutViewState(status: "Warned")
    }
  }
}
