import IntentFlow

/// Runs the side work TimersFlow requests: the timer, a tick every second on the store's clock until the flow
/// cancels it. Written by hand from the generated starting point.
struct TimersEffects: FlowEffectRunner {
  func run(_ effect: TimersEffect, send: FlowSend<TimersEvent>) async throws(CancellationError) {
    switch effect {
    case .timer:
      await RepeatingEffect.every(.seconds(1), send: send) { _ in .timerTicked }
    }
  }
}
