import IntentFlow

/// Runs the side work WebSocketFlow requests and reports what happened as WebSocketEvents.
///
/// Thin on purpose: the socket lives behind `link`. Written by hand from the generated starting point. When the flow
/// cancels the socket's id (disconnecting), the store cancels the run's task and the socket closes with it.
struct WebSocketEffects: FlowEffectRunner {
  /// Opens sockets and sends on them.
  let link: any WebSocketLink

  func run(
    _ effect: WebSocketEffect, send: FlowSend<WebSocketEvent>
  ) async throws(CancellationError) {
    switch effect {
    case .open:
      for await event in link.open() {
        switch event {
        case .opened: await send(.didOpen)
        case .received(let message): await send(.receivedSocketMessage(message))
        case .closed: await send(.didClose)
        }
      }

    case .send(let message):
      do {
        try await link.send(message)
        await send(.sendResponse(didSucceed: true))
      } catch {
        await send(.sendResponse(didSucceed: false))
      }
    }
  }
}
