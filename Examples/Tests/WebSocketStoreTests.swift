import IntentFlow
import IntentFlowTesting
import Testing

@testable import IntentFlowExamples

/// An echo server's socket: it opens at once and sends back each message; sending with no socket open fails.
private final class EchoSocket: WebSocketLink {
  private struct NotOpen: Error {}

  private let socket = Locked<AsyncStream<WebSocketLinkEvent>.Continuation?>(nil)

  func open() -> AsyncStream<WebSocketLinkEvent> {
    let (events, continuation) = AsyncStream.makeStream(of: WebSocketLinkEvent.self)
    continuation.yield(.opened)
    socket.withLock { $0 = continuation }
    return events
  }

  func send(_ message: String) async throws {
    guard let open = socket.withLock({ $0 }) else { throw NotOpen() }
    open.yield(.received(message))
  }
}

/// The WebSocket flow with its hand-written effects against an echo socket: what the generated tests script, run
/// through `WebSocketEffects` (TCA's tests do the same with their client's closures).
@Suite("WebSocket store")
struct WebSocketStoreTests {
  @Test("Connected, a message sent comes back and is listed; disconnecting closes the socket's run")
  func echoes() async {
    let store = FlowStore(
      initialState: WebSocketState(), reducer: WebSocketFlow(), effects: WebSocketEffects(link: EchoSocket()))

    await store.send(.connectButtonTapped)
    let connected = await store.first(where: { $0.state.phase == .connected }, timeout: .seconds(5))
    #expect(connected != nil)
    await store.send(.messageToSendChanged("Hi"))
    await store.send(.sendButtonTapped)
    let echoed = await store.first(where: { $0.state.receivedMessages == ["Hi"] }, timeout: .seconds(5))
    #expect(echoed?.state.messageToSend == "")
    #expect(echoed?.state.alert == nil)

    await store.send(.connectButtonTapped)
    await store.settle()
    #expect(await store.state.phase == .disconnected)
  }

  @Test("A message sent with no socket open fails and shows the alert, in the phase it was sent in")
  func sendFails() async {
    let store = FlowStore(
      initialState: WebSocketState(phase: .connected, messageToSend: "Hi"), reducer: WebSocketFlow(),
      effects: WebSocketEffects(link: EchoSocket()))

    await store.send(.sendButtonTapped)
    await store.settle()

    #expect(
      await store.state
        == WebSocketState(
          phase: .connected,
          alert: "Could not send socket message. Connect to the server first, and try again."))
  }
}
