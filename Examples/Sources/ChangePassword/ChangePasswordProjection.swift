import IntentFlow

/// What a ChangePassword screen shows: UI wording and flags, kept out of ChangePasswordState.
struct ChangePasswordViewState: Equatable, Sendable {
  /// Where the flow is, in words a person reads.
  var status: String
}

/// Turns ChangePasswordState into ChangePasswordViewState. Generated once; from then on this file is yours.
struct ChangePasswordProjection: FlowProjection {
  func project(_ state: ChangePasswordState) -> ChangePasswordViewState {
    switch state.match {
    case .state:
      return ChangePasswordViewState(status: "State")
    }
  }
}
