import IntentFlow

// Finds a nearby device, connects to it, waits for the person to trust it and checks the internet.
//
// The DeviceConnection contract: the feature's whole vocabulary. Change it in the manifest
// (device-connection.intentflow.yaml) and generate again; the flow, effects and projection follow it.
//
// Invariants the flow keeps:
// - A device is ready only after it is trusted and the internet is reachable.
// - Scanning stops when a device is chosen or the person cancels.

/// Where the DeviceConnection workflow can be. The first case is where it starts.
enum DeviceConnectionState: Equatable, Sendable {
  case idle
  case scanning
  case choosingDevice(devices: [String])
  case connecting(deviceID: String)
  case waitingForTrust(deviceID: String)
  case verifyingInternet(deviceID: String)
  case ready(deviceID: String)
  case failed(reason: String)
}

/// What a person asks the DeviceConnection feature to do.
enum DeviceConnectionIntent: Equatable, Sendable {
  case startScan
  case choose(deviceID: String)
  case retry
  case cancel
}

/// What the world (effects, the system) reports back to the DeviceConnection feature.
enum DeviceConnectionEvent: Equatable, Sendable {
  case devicesFound(devices: [String])
  case connected(deviceID: String)
  case trustRequired
  case trusted
  case internetVerified
  case connectionFailed(reason: String)
}

/// Side work the DeviceConnection flow requests; DeviceConnectionEffects runs it.
enum DeviceConnectionEffect: Equatable, Sendable {
  /// Scans for nearby devices until cancelled.
  case scan
  case connect(deviceID: String)
  case verifyInternet(deviceID: String)
}

/// Navigation the DeviceConnection feature asks its host for.
enum DeviceConnectionRoute: Equatable, Sendable {
  case trustInstructions
}

/// What the DeviceConnection feature tells its parent.
enum DeviceConnectionOutput: Equatable, Sendable {
  case connected(deviceID: String)
}

/// What DeviceConnectionFlow returns for one signal: the next state, and the effects, cancellations, outputs and
/// routes that go with it.
typealias DeviceConnectionNext = Next<
  DeviceConnectionState, DeviceConnectionEffect, DeviceConnectionOutput, DeviceConnectionRoute
>
