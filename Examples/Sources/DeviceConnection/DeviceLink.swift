/// The capability DeviceConnectionEffects needs: the radio that finds and joins devices, and a check of the
/// connection. Apps give it the platform's accessory APIs; tests give it a fake.
protocol DeviceLink: Sendable {
  /// The IDs of the devices in reach, each time the set changes, until the scan is cancelled.
  func scan() -> AsyncStream<[String]>

  /// Joins the device; `true` when it is connected, `false` when the person must trust it on the device first.
  func connect(to deviceID: String) async throws -> Bool

  /// Returns once the person has trusted this phone on the device.
  func waitForTrust(on deviceID: String) async throws

  /// Whether the internet can be reached through the device.
  func isInternetReachable(through deviceID: String) async -> Bool
}
