import IntentFlow

/// What a EchoSocket screen shows: UI wording and flags, kept out of EchoSocketState.
struct EchoSocketViewState: Equatable, Sendable {
  /// Where the flow is, in words a person reads.
  var status: String
}

/// Turns EchoSocketState into EchoSocketViewState. Generated once; from then on this file is yours.
struct EchoSocketProjection: FlowProjection {
  func project(_ state: EchoSocketState) -> EchoSocketViewState {
    switch state.match {
    case .disconnected:
      return EchoSocketViewState(status: "Disconnected")
    case .connecting:
      return EchoSocketViewState(status: "Connecting")
    case .connected:
      return EchoSocketViewState(status: "Connected")
    }
  }
}
