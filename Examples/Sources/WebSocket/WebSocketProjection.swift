import IntentFlow

/// What a WebSocket screen shows: UI wording and flags, kept out of WebSocketState.
struct WebSocketViewState: Equatable, Sendable {
  /// Where the flow is, in words a person reads.
  var status: String
}

/// Turns WebSocketState into WebSocketViewState. Generated once; from then on this file is yours.
struct WebSocketProjection: FlowProjection {
  func project(_ state: WebSocketState) -> WebSocketViewState {
    switch state.match {
    case .disconnected:
      return WebSocketViewState(status: "Disconnected")
    case .connecting:
      return WebSocketViewState(status: "Connecting")
    case .connected:
      return WebSocketViewState(status: "Connected")
    }
  }
}
