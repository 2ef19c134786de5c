import IntentFlow

/// Runs the side work PlacesFlow requests and reports what happened as PlacesEvents.
///
/// Keep it thin: networking, persistence and permissions belong behind capabilities this handler is given. Generated
/// once; from then on this file is yours.
struct PlacesEffects: FlowEffectRunner {
  func run(
    _ effect: PlacesEffect, send: FlowSend<PlacesEvent>
  ) async throws(CancellationError) {
    switch effect {
    case .search:
      // Do the work, and send the event it leads to (one of the manifest's `emits:`).
      // or: await send(.failedToLoad(""))
      await send(.loaded([]))
    }
  }
}
