/// The socket WebSocketEffects talks to: `URLSessionWebSocketTask` in an app, a script or an echo in tests.
protocol WebSocketLink: Sendable {
  /// Opens the socket. The stream reports it opening, each text message received and its closing, and ends when it
  /// closes; ending the iteration (the run cancelled) closes the socket.
  func open() -> AsyncStream<WebSocketLinkEvent>

  /// Sends one text message on the open socket; throws when it cannot (no socket open, the server gone).
  func send(_ message: String) async throws
}

/// What happens to an open socket, as ``WebSocketLink/open()`` reports it.
enum WebSocketLinkEvent: Equatable, Sendable {
  case opened
  case received(String)
  case closed
}
