import IntentFlow
import Testing

@testable import IntentFlowExamples

/// The acceptance traces of device-connection.intentflow.yaml, one test each, and the flow running in a store.
///
/// Generated from the manifest and rewritten when it changes: add your own tests in another file.
@Suite("DeviceConnection flow")
struct DeviceConnectionFlowTests {
  @Test("idle + startScan -> scanning + scan effect")
  func idleOnStartScanMovesToScanning() {
    let next = DeviceConnectionFlow().reduce(
      state: .idle,
      signal: .intent(.startScan)
    )

    let expected = DeviceConnectionNext.state(.scanning)
      .effect(
        .scan,
        id: "deviceConnection.scan",
        policy: .cancelInFlight
      )
    #expect(next == expected)
  }

  @Test("scanning + devicesFound -> choosingDevice")
  func scanningOnDevicesFoundMovesToChoosingDevice() {
    let next = DeviceConnectionFlow().reduce(
      state: .scanning,
      signal: .event(.devicesFound(devices: ["devices"]))
    )

    let expected = DeviceConnectionNext.state(.choosingDevice(devices: ["devices"]))
    #expect(next == expected)
  }

  @Test("choosingDevice + choose -> connecting + cancel scan effect + connect effect")
  func choosingDeviceOnChooseMovesToConnecting() {
    let next = DeviceConnectionFlow().reduce(
      state: .choosingDevice(devices: ["devices"]),
      signal: .intent(.choose(deviceID: "deviceID"))
    )

    let expected = DeviceConnectionNext.state(.connecting(deviceID: "deviceID"))
      .cancel("deviceConnection.scan")
      .effect(
        .connect(deviceID: "deviceID"),
        id: "deviceConnection.connection",
        policy: .cancelInFlight
      )
    #expect(next == expected)
  }

  @Test("connecting + trustRequired -> waitingForTrust + trustInstructions route")
  func connectingOnTrustRequiredMovesToWaitingForTrust() {
    let next = DeviceConnectionFlow().reduce(
      state: .connecting(deviceID: "deviceID"),
      signal: .event(.trustRequired)
    )

    let expected = DeviceConnectionNext.state(.waitingForTrust(deviceID: "deviceID"))
      .route(.trustInstructions)
    #expect(next == expected)
  }

  @Test("waitingForTrust + trusted -> verifyingInternet + verifyInternet effect")
  func waitingForTrustOnTrustedMovesToVerifyingInternet() {
    let next = DeviceConnectionFlow().reduce(
      state: .waitingForTrust(deviceID: "deviceID"),
      signal: .event(.trusted)
    )

    let expected = DeviceConnectionNext.state(.verifyingInternet(deviceID: "deviceID"))
      .effect(
        .verifyInternet(deviceID: "deviceID"),
        id: "deviceConnection.verifyInternet",
        policy: .cancelInFlight
      )
    #expect(next == expected)
  }

  @Test("connecting + connected -> verifyingInternet + verifyInternet effect")
  func connectingOnConnectedMovesToVerifyingInternet() {
    let next = DeviceConnectionFlow().reduce(
      state: .connecting(deviceID: "currentDeviceID"),
      signal: .event(.connected(deviceID: "deviceID"))
    )

    let expected = DeviceConnectionNext.state(.verifyingInternet(deviceID: "deviceID"))
      .effect(
        .verifyInternet(deviceID: "deviceID"),
        id: "deviceConnection.verifyInternet",
        policy: .cancelInFlight
      )
    #expect(next == expected)
  }

  @Test("verifyingInternet + internetVerified -> ready + connected output")
  func verifyingInternetOnInternetVerifiedMovesToReady() {
    let next = DeviceConnectionFlow().reduce(
      state: .verifyingInternet(deviceID: "deviceID"),
      signal: .event(.internetVerified)
    )

    let expected = DeviceConnectionNext.state(.ready(deviceID: "deviceID"))
      .output(.connected(deviceID: "deviceID"))
    #expect(next == expected)
  }

  @Test("connecting + connectionFailed -> failed")
  func connectingOnConnectionFailedMovesToFailed() {
    let next = DeviceConnectionFlow().reduce(
      state: .connecting(deviceID: "deviceID"),
      signal: .event(.connectionFailed(reason: "reason"))
    )

    let expected = DeviceConnectionNext.state(.failed(reason: "reason"))
    #expect(next == expected)
  }

  @Test("scanning + cancel -> idle + cancel scan effect")
  func scanningOnCancelMovesToIdle() {
    let next = DeviceConnectionFlow().reduce(
      state: .scanning,
      signal: .intent(.cancel)
    )

    let expected = DeviceConnectionNext.state(.idle)
      .cancel("deviceConnection.scan")
    #expect(next == expected)
  }

  @Test("failed + retry -> scanning + scan effect")
  func failedOnRetryMovesToScanning() {
    let next = DeviceConnectionFlow().reduce(
      state: .failed(reason: "reason"),
      signal: .intent(.retry)
    )

    let expected = DeviceConnectionNext.state(.scanning)
      .effect(
        .scan,
        id: "deviceConnection.scan",
        policy: .cancelInFlight
      )
    #expect(next == expected)
  }

  @Test("The flow runs in a store")
  func flowRunsInAStore() async {
    let store = FlowStore(
      initialState: DeviceConnectionState.idle,
      reducer: DeviceConnectionFlow()
    )

    await store.send(.startScan)
    await store.settle()

    #expect(await store.state == .scanning)
  }
}
