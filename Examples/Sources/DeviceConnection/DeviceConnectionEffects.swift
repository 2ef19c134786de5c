import IntentFlow

/// Runs the side work DeviceConnectionFlow requests and reports what happened as DeviceConnectionEvents.
///
/// Thin on purpose: the radio and the network live behind `link`. Written by hand from the generated starting point.
struct DeviceConnectionEffects: FlowEffectHandler {
  /// Finds, joins and checks devices.
  let link: any DeviceLink

  func handle(_ effect: DeviceConnectionEffect) -> AsyncStream<DeviceConnectionEvent> {
    let link = self.link
    return AsyncStream { continuation in
      let work = Task {
        switch effect {
        case .scan:
          for await devices in link.scan() {
            continuation.yield(.devicesFound(devices: devices))
          }

        case .connect(let deviceID):
          do {
            if try await link.connect(to: deviceID) {
              continuation.yield(.connected(deviceID: deviceID))
            } else {
              continuation.yield(.trustRequired)
              try await link.waitForTrust(on: deviceID)
              continuation.yield(.trusted)
            }
          } catch {
            continuation.yield(.connectionFailed(reason: String(describing: error)))
          }

        case .verifyInternet(let deviceID):
          if await link.isInternetReachable(through: deviceID) {
            continuation.yield(.internetVerified)
          } else {
            continuation.yield(.connectionFailed(reason: "The device has no internet connection."))
          }
        }
        continuation.finish()
      }
      // The store cancels the stream when the flow cancels the effect's id; the work stops with it.
      continuation.onTermination = { _ in work.cancel() }
    }
  }
}
