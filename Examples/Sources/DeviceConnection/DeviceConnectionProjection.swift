import IntentFlow

/// What a DeviceConnection screen shows: UI wording and flags, kept out of DeviceConnectionState.
struct DeviceConnectionViewState: Equatable, Sendable {
  /// Where the flow is, in words a person reads.
  var status: String
}

/// Turns DeviceConnectionState into DeviceConnectionViewState. Generated once; from then on this file is yours.
struct DeviceConnectionProjection: FlowProjection {
  func project(_ state: DeviceConnectionState) -> DeviceConnectionViewState {
    switch state {
    case .idle:
      return DeviceConnectionViewState(status: "Idle")
    case .scanning:
      return DeviceConnectionViewState(status: "Scanning")
    case .choosingDevice:
      return DeviceConnectionViewState(status: "Choosing device")
    case .connecting:
      return DeviceConnectionViewState(status: "Connecting")
    case .waitingForTrust:
      return DeviceConnectionViewState(status: "Waiting for trust")
    case .verifyingInternet:
      return DeviceConnectionViewState(status: "Verifying internet")
    case .ready:
      return DeviceConnectionViewState(status: "Ready")
    case .failed:
      return DeviceConnectionViewState(status: "Failed")
    }
  }
}
