import IntentFlow

/// What a Passcode screen shows: UI wording and flags, kept out of PasscodeState.
struct PasscodeViewState: Equatable, Sendable {
  /// Where the flow is, in words a person reads.
  var status: String
}

/// Turns PasscodeState into PasscodeViewState. Generated once; from then on this file is yours.
struct PasscodeProjection: FlowProjection {
  func project(_ state: PasscodeState) -> PasscodeViewState {
    switch state.match {
    case .entering:
      return PasscodeViewState(status: "Entering")
    case .checking:
      return PasscodeViewState(status: "Checking")
    case .locked:
      return PasscodeViewState(status: "Locked")
    case .opened:
      return PasscodeViewState(status: "Opened")
    }
  }
}
