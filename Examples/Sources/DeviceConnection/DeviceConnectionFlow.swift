import IntentFlow

/// How the DeviceConnection feature behaves: for each state and signal, the next state and the effects, cancellations,
/// outputs and routes that go with it.
///
/// Keep it pure: decide here, do the work in DeviceConnectionEffects. Generated from the manifest's acceptance
/// traces, then extended by hand (failures after connecting); DeviceConnectionFlowTests checks the traces still
/// hold.
struct DeviceConnectionFlow: FlowReducer {
  func reduce(
    state: DeviceConnectionState,
    signal: FlowSignal<DeviceConnectionIntent, DeviceConnectionEvent>
  ) -> DeviceConnectionNext {
    switch (state, signal) {
    // idle + startScan -> scanning + scan effect
    case (.idle, .intent(.startScan)):
      return .state(.scanning)
        .effect(
          .scan,
          id: "deviceConnection.scan",
          policy: .cancelInFlight
        )

    // scanning + devicesFound([]) -> failed(reason: "No devices found")
    case (.scanning, .event(.devicesFound([]))):
      return .state(.failed(reason: "No devices found"))

    // scanning + devicesFound -> choosingDevice
    case (.scanning, .event(.devicesFound(let devices))):
      return .state(.choosingDevice(devices: devices))

    // choosingDevice + choose -> connecting + cancel scan effect + connect effect
    case (.choosingDevice, .intent(.choose(let deviceID))):
      return .state(.connecting(deviceID: deviceID))
        .cancel("deviceConnection.scan")
        .effect(
          .connect(deviceID: deviceID),
          id: "deviceConnection.connection",
          policy: .cancelInFlight
        )

    // connecting + trustRequired -> waitingForTrust + trustInstructions route
    case (.connecting(let deviceID), .event(.trustRequired)):
      return .state(.waitingForTrust(deviceID: deviceID))
        .route(.trustInstructions)

    // waitingForTrust + trusted -> verifyingInternet + verifyInternet effect
    case (.waitingForTrust(let deviceID), .event(.trusted)):
      return .state(.verifyingInternet(deviceID: deviceID))
        .effect(
          .verifyInternet(deviceID: deviceID),
          id: "deviceConnection.verifyInternet",
          policy: .cancelInFlight
        )

    // connecting + connected -> verifyingInternet + verifyInternet effect
    case (.connecting, .event(.connected(let deviceID))):
      return .state(.verifyingInternet(deviceID: deviceID))
        .effect(
          .verifyInternet(deviceID: deviceID),
          id: "deviceConnection.verifyInternet",
          policy: .cancelInFlight
        )

    // verifyingInternet + internetVerified -> ready + connected output
    case (.verifyingInternet(let deviceID), .event(.internetVerified)):
      return .state(.ready(deviceID: deviceID))
        .output(.connected(deviceID: deviceID))

    // connecting + connectionFailed -> failed
    case (.connecting, .event(.connectionFailed(let reason))):
      return .state(.failed(reason: reason))

    // verifyingInternet + connectionFailed -> failed
    // The internet check can fail too (verifyInternet's emits:).
    case (.verifyingInternet, .event(.connectionFailed(let reason))):
      return .state(.failed(reason: reason))

    // waitingForTrust + connectionFailed -> failed
    // A connection can fail while the person is still deciding whether to trust the device.
    case (.waitingForTrust, .event(.connectionFailed(let reason))):
      return .state(.failed(reason: reason))

    // scanning + cancel -> idle + cancel scan effect
    case (.scanning, .intent(.cancel)):
      return .state(.idle)
        .cancel("deviceConnection.scan")

    // failed + retry -> scanning + scan effect
    case (.failed, .intent(.retry)):
      return .state(.scanning)
        .effect(
          .scan,
          id: "deviceConnection.scan",
          policy: .cancelInFlight
        )

    default:
      return .state(state)
    }
  }
}
