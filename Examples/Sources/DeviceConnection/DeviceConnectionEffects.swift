import IntentFlow

/// Runs the side work DeviceConnectionFlow requests and reports what happened as DeviceConnectionEvents.
///
/// Keep it thin: networking, persistence and permissions belong behind capabilities this handler is given. Generated
/// once; from then on this file is yours.
struct DeviceConnectionEffects: FlowEffectHandler {
  func handle(_ effect: DeviceConnectionEffect) -> AsyncStream<DeviceConnectionEvent> {
    switch effect {
    case .scan:
      // Scans for nearby devices until cancelled.
      // Do the work, yield the events it leads to, then finish.
      return AsyncStream { $0.finish() }

    case .connect:
      // Do the work, yield the events it leads to, then finish.
      return AsyncStream { $0.finish() }

    case .verifyInternet:
      // Do the work, yield the events it leads to, then finish.
      return AsyncStream { $0.finish() }
    }
  }
}
