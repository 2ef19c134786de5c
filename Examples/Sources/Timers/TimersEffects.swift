import IntentFlow

/// Runs the side work TimersFlow requests: the timer, a tick every second on the store's clock until the flow
/// cancels it. Written by hand from the generated starting point.
struct TimersEffects: FlowEffectHandler {
  func handle(_ effect: TimersEffect) -> AsyncStream<TimersEvent> {
    switch effect {
    case .timer:
      return RepeatingEffect.every(.seconds(1)) { _ in .timerTicked }
    }
  }
}
