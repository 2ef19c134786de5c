import IntentFlow

/// Runs the side work LoginFlow requests and reports what happened as LoginEvents.
///
/// Keep it thin: networking, persistence and permissions belong behind capabilities this handler is given. Generated
/// once; from then on this file is yours.
struct LoginEffects: FlowEffectRunner {
  func run(
    _ effect: LoginEffect, send: FlowSend<LoginEvent>
  ) async throws(CancellationError) {
    switch effect {
    case .validate:
      // Do the work, and send the events it leads to.
      break

    case .requestToken:
      // Do the work, and send the events it leads to.
      break
    }
  }
}
