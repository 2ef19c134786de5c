import IntentFlow

/// Runs the side work WebSocketFlow requests and reports what happened as WebSocketEvents.
///
/// Keep it thin: networking, persistence and permissions belong behind capabilities this handler is given. Generated
/// once; from then on this file is yours.
struct WebSocketEffects: FlowEffectRunner {
  func run(
    _ effect: WebSocketEffect, send: FlowSend<WebSocketEvent>
  ) async throws(CancellationError) {
    switch effect {
    case .open:
      // Opens the socket and reports it opening, each message received and its closing, until cancelled.
      // Do the work, and send the event it leads to (one of the manifest's `emits:`).
      // or: await send(.receivedSocketMessage(""))
      // or: await send(.didClose)
      await send(.didOpen)

    case .send:
      // Sends one message on the open socket and reports whether it went.
      // Do the work, and send the event it leads to (one of the manifest's `emits:`).
      await send(.sendResponse(didSucceed: false))
    }
  }
}
