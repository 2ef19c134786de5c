import IntentFlow

/// Runs the side work EchoSocketFlow requests and reports what happened as EchoSocketEvents.
///
/// Keep it thin: networking, persistence and permissions belong behind capabilities this handler is given. Generated
/// once; from then on this file is yours.
struct EchoSocketEffects: FlowEffectRunner {
  func run(
    _ effect: EchoSocketEffect, send: FlowSend<EchoSocketEvent>
  ) async throws(CancellationError) {
    switch effect {
    case .open:
      // Do the work, and send the event it leads to (one of the manifest's `emits:`).
      // or: await send(.didClose)
      // or: await send(.receivedSocketMessage(""))
      await send(.didOpen)

    case .send:
      // Do the work, and send the event it leads to (one of the manifest's `emits:`).
      await send(.sendResponse(didSucceed: false))
    }
  }
}
