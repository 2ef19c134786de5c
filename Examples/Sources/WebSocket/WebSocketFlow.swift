import IntentFlow

/// How the WebSocket feature behaves: for each state and signal, the next state and the effects, cancellations,
/// outputs and routes that go with it.
///
/// Keep it pure: decide here, do the work in WebSocketEffects. Generated once from the manifest's acceptance
/// traces; from then on this file is yours, and WebSocketFlowTests checks the traces still hold.
struct WebSocketFlow: FlowReducer {
  func reduce(
    state: WebSocketState,
    signal: FlowSignal<WebSocketIntent, WebSocketEvent>
  ) -> WebSocketNext {
    switch (state.match, signal) {
    // disconnected + connectButtonTapped -> connecting + open effect
    case (.disconnected, .intent(.connectButtonTapped)):
      return .state(
        .init(
          phase: .connecting, messageToSend: state.messageToSend,
          receivedMessages: state.receivedMessages, alert: state.alert)
      )
      .effect(
        .open,
        id: "webSocket",
        policy: .cancelInFlight
      )

    // connecting + connectButtonTapped -> disconnected + cancel open effect
    case (.connecting, .intent(.connectButtonTapped)):
      return .state(
        .init(
          phase: .disconnected, messageToSend: state.messageToSend,
          receivedMessages: state.receivedMessages, alert: state.alert)
      )
      .cancel("webSocket")

    // connected + connectButtonTapped -> disconnected + cancel open effect
    case (.connected, .intent(.connectButtonTapped)):
      return .state(
        .init(
          phase: .disconnected, messageToSend: state.messageToSend,
          receivedMessages: state.receivedMessages, alert: state.alert)
      )
      .cancel("webSocket")

    // connecting + didOpen -> connected(receivedMessages: [])
    case (.connecting, .event(.didOpen)):
      return .state(
        .init(phase: .connected, messageToSend: state.messageToSend, alert: state.alert))

    // connected(messageToSend: m) + sendButtonTapped -> connected(messageToSend: "") + send(message: m) effect
    case (.connected(let messageToSend, _, _), .intent(.sendButtonTapped)):
      return .state(
        .init(phase: .connected, receivedMessages: state.receivedMessages, alert: state.alert)
      )
      .effect(
        .send(message: messageToSend),
        id: "webSocket.send",
        policy: .run
      )

    // connected(receivedMessages: r) + receivedSocketMessage(s) -> connected(receivedMessages: r + [s])
    case (.connected(_, let r, _), .event(.receivedSocketMessage(let s))):
      return .state(
        .init(
          phase: .connected, messageToSend: state.messageToSend, receivedMessages: r + [s],
          alert: state.alert))

    // _ + didClose -> disconnected + cancel open effect
    case (_, .event(.didClose)):
      return .state(
        .init(
          phase: .disconnected, messageToSend: state.messageToSend,
          receivedMessages: state.receivedMessages, alert: state.alert)
      )
      .cancel("webSocket")

    // _ + messageToSendChanged(m) -> _(messageToSend: m)
    case (_, .intent(.messageToSendChanged(let string))):
      return .state(
        .init(
          phase: state.phase, messageToSend: string, receivedMessages: state.receivedMessages,
          alert: state.alert))

    // _ + sendResponse(didSucceed: true) -> _
    case (_, .event(.sendResponse(true))):
      return .state(
        .init(
          phase: state.phase, messageToSend: state.messageToSend,
          receivedMessages: state.receivedMessages, alert: state.alert))

    // _ + sendResponse(didSucceed: false) -> _(alert: "Could not send socket message. Connect to the server first, and try again.")
    case (_, .event(.sendResponse(false))):
      return .state(
        .init(
          phase: state.phase, messageToSend: state.messageToSend,
          receivedMessages: state.receivedMessages,
          alert: "Could not send socket message. Connect to the server first, and try again."))

    // _ + alertDismissed -> _(alert: nil)
    case (_, .intent(.alertDismissed)):
      return .state(
        .init(
          phase: state.phase, messageToSend: state.messageToSend,
          receivedMessages: state.receivedMessages))

    default:
      return .state(state)
    }
  }
}
