import IntentFlow
import Testing

@testable import IntentFlowExamples

/// A device link with one device in reach that must be trusted, and a working internet connection when `online`.
private struct OneTrustedDevice: DeviceLink {
  var online = true

  func scan() -> AsyncStream<[String]> {
    AsyncStream { continuation in
      continuation.yield(["speaker-1"])
      continuation.finish()
    }
  }

  func connect(to deviceID: String) async throws -> Bool { false }

  func waitForTrust(on deviceID: String) async throws {}

  func isInternetReachable(through deviceID: String) async -> Bool { online }
}

/// The device connection flow and its hand-written effects, together in a store.
@Suite("Device connection store")
struct DeviceConnectionStoreTests {
  @Test("A trusted device with internet ends ready, and the parent hears of it")
  func connectsThroughTrust() async {
    let store = FlowStore(
      initialState: DeviceConnectionState.idle,
      reducer: DeviceConnectionFlow(),
      effects: DeviceConnectionEffects(link: OneTrustedDevice())
    )

    await store.send(.startScan)
    await store.settle()
    #expect(await store.state == .choosingDevice(devices: ["speaker-1"]))

    await store.send(.choose(deviceID: "speaker-1"))
    await store.settle()

    #expect(await store.state == .ready(deviceID: "speaker-1"))
    #expect(await store.history.flatMap(\.routes) == [.trustInstructions])
    #expect(await store.history.flatMap(\.outputs) == [.connected(deviceID: "speaker-1")])
  }

  @Test("A device without internet fails with the reason")
  func failsWithoutInternet() async {
    let store = FlowStore(
      initialState: DeviceConnectionState.choosingDevice(devices: ["speaker-1"]),
      reducer: DeviceConnectionFlow(),
      effects: DeviceConnectionEffects(link: OneTrustedDevice(online: false))
    )

    await store.send(.choose(deviceID: "speaker-1"))
    await store.settle()

    #expect(await store.state == .failed(reason: "The device has no internet connection."))
  }
}
