import IntentFlow

/// How the EchoSocket feature behaves: for each state and signal, the next state and the effects, cancellations,
/// outputs and routes that go with it.
///
/// Keep it pure: decide here, do the work in EchoSocketEffects. Generated once from the manifest's acceptance
/// traces; from then on this file is yours, and EchoSocketFlowTests checks the traces still hold.
struct EchoSocketFlow: FlowReducer {
  func reduce(
    state: EchoSocketState,
    signal: FlowSignal<EchoSocketIntent, EchoSocketEvent>
  ) -> EchoSocketNext {
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

    // connecting + didClose -> disconnected + cancel open effect
    case (.connecting, .event(.didClose)):
      return .state(
        .init(
          phase: .disconnected, messageToSend: state.messageToSend,
          receivedMessages: state.receivedMessages, alert: state.alert)
      )
      .cancel("webSocket")

    // connected + didClose -> disconnected + cancel open effect
    case (.connected, .event(.didClose)):
      return .state(
        .init(
          phase: .disconnected, messageToSend: state.messageToSend,
          receivedMessages: state.receivedMessages, alert: state.alert)
      )
      .cancel("webSocket")

    // disconnected + messageToSendChanged(m) -> disconnected(messageToSend: m)
    case (.disconnected, .intent(.messageToSendChanged(let string))):
      return .state(
        .init(
          phase: .disconnected, messageToSend: string, receivedMessages: state.receivedMessages,
          alert: state.alert))

    // connecting + messageToSendChanged(m) -> connecting(messageToSend: m)
    case (.connecting, .intent(.messageToSendChanged(let string))):
      return .state(
        .init(
          phase: .connecting, messageToSend: string, receivedMessages: state.receivedMessages,
          alert: state.alert))

    // connected + messageToSendChanged(m) -> connected(messageToSend: m)
    case (.connected, .intent(.messageToSendChanged(let string))):
      return .state(
        .init(
          phase: .connected, messageToSend: string, receivedMessages: state.receivedMessages,
          alert: state.alert))

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

    // connected + sendResponse(didSucceed: false) -> connected(alert: "Could not send socket message. Connect to the server first, and try again.")
    case (.connected, .event(.sendResponse(false))):
      // example: generalise
      return .state(
        .init(
          phase: .connected, messageToSend: state.messageToSend,
          receivedMessages: state.receivedMessages,
          alert: "Could not send socket message. Connect to the server first, and try again."))

    default:
      return .state(state)
    }
  }
}
