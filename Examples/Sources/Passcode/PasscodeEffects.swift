import IntentFlow

/// Runs the side work PasscodeFlow requests and reports what happened as PasscodeEvents.
///
/// Keep it thin: networking, persistence and permissions belong behind capabilities this handler is given. Generated
/// once; from then on this file is yours.
struct PasscodeEffects: FlowEffectRunner {
  /// The code that opens the screen; a real app asks its keychain or server instead.
  var passcode = "0000"

  func run(
    _ effect: PasscodeEffect, send: FlowSend<PasscodeEvent>
  ) async throws(CancellationError) {
    switch effect {
    case .check(let code):
      // Asks whether the code is right.
      await send(code == passcode ? .codeAccepted : .codeRejected)

    case .lockOut:
      // Waits 30 seconds on the store's clock, then lifts the lock.
      // Once (`after: 30s`): waits on the store's clock, then sends its event; cancelling the run
      // cancels the wait.
      try await EffectClock.current.sleep(for: .seconds(30))
      await send(.lockLifted)
    }
  }
}
