import IntentFlow

/// Runs the side work LoginFlow requests and reports what happened as LoginEvents.
///
/// Keep it thin: networking, persistence and permissions belong behind capabilities this handler is given. Generated
/// once; from then on this file is yours.
struct LoginEffects: FlowEffectHandler {
  func handle(_ effect: LoginEffect) -> AsyncStream<LoginEvent> {
    switch effect {
    case .validate:
      // Do the work, yield the events it leads to, then finish.
      return AsyncStream { $0.finish() }

    case .requestToken:
      // Do the work, yield the events it leads to, then finish.
      return AsyncStream { $0.finish() }
    }
  }
}
