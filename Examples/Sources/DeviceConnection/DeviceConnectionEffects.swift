import IntentFlow

/// Runs the side work DeviceConnectionFlow requests and reports what happened as DeviceConnectionEvents.
///
/// Thin on purpose: the radio and the network live behind `link`. Written by hand from the generated starting point.
/// When the flow cancels an effect's id, the store cancels the run's task, and the scan or the wait stops with it.
struct DeviceConnectionEffects: FlowEffectRunner {
  /// Finds, joins and checks devices.
  let link: any DeviceLink

  func run(
    _ effect: DeviceConnectionEffect, send: FlowSend<DeviceConnectionEvent>
  ) async throws(CancellationError) {
    switch effect {
    case .scan:
      for await devices in link.scan() {
        await send(.devicesFound(devices: devices))
      }

    case .connect(let deviceID):
      do {
        if try await link.connect(to: deviceID) {
          await send(.connected(deviceID: deviceID))
        } else {
          await send(.trustRequired)
          try await link.waitForTrust(on: deviceID)
          await send(.trusted)
        }
      } catch {
        await send(.connectionFailed(reason: FlowError(error).message))
      }

    case .verifyInternet(let deviceID):
      if await link.isInternetReachable(through: deviceID) {
        await send(.internetVerified)
      } else {
        await send(.connectionFailed(reason: "The device has no internet connection."))
      }
    }
  }
}
