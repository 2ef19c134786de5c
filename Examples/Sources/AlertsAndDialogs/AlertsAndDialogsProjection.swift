import IntentFlow

/// What a AlertsAndDialogs screen shows: UI wording and flags, kept out of AlertsAndDialogsState.
struct AlertsAndDialogsViewState: Equatable, Sendable {
  /// Where the flow is, in words a person reads.
  var status: String
}

/// Turns AlertsAndDialogsState into AlertsAndDialogsViewState. Generated once; from then on this file is yours.
struct AlertsAndDialogsProjection: FlowProjection {
  func project(_ state: AlertsAndDialogsState) -> AlertsAndDialogsViewState {
    switch state.match {
    case .state:
      return AlertsAndDialogsViewState(status: "State")
    }
  }
}
