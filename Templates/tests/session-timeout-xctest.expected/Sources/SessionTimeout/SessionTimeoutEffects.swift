import IntentFlow

/// Runs the side work SessionTimeoutFlow requests and reports what happened as SessionTimeoutEvents.
///
/// Keep it thin: networking, persistence and permissions belong behind capabilities this handler is given. Generated
/// once; from then on this file is yours.
struct SessionTimeoutEffects: FlowEffectRunner {
  func run(
    _ effect: SessionTimeoutEffect, send: FlowSend<SessionTimeoutEvent>
  ) async throws(CancellationError) {
    switch effect {
    case .idleTimer:
      // Once (`after: 5m`): waits on the store's clock, then sends its event; cancelling the run
      // cancels the wait.
      try await EffectClock.current.sleep(for: .seconds(300))
      await send(.idleTimeElapsed)

    case .graceTimer:
      // Once (`after: 30s`): waits on the store's clock, then sends its event; cancelling the run
      // cancels the wait.
      try await EffectClock.current.sleep(for: .seconds(30))
      await send(.graceElapsed)
    }
  }
}
