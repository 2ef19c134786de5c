import IntentFlow

/// Runs the side work PlacesFlow requests and reports what happened as PlacesEvents.
///
/// Keep it thin: networking, persistence and permissions belong behind capabilities this handler is given. Generated
/// once; from then on this file is yours.
struct PlacesEffects: FlowEffectHandler {
  func handle(_ effect: PlacesEffect) -> AsyncStream<PlacesEvent> {
    switch effect {
    case .search:
      // Do the work, yield the event it leads to (one of the manifest's `emits:`), then finish.
      return AsyncStream { continuation in
        continuation.yield(.loaded([]))
        // or: continuation.yield(.failedToLoad(""))
        continuation.finish()
      }
    }
  }
}
