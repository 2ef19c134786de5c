import IntentFlow

/// How the Timers feature behaves: a button starts and stops a timer that ticks every second; each tick adds a
/// second; leaving the screen stops the ticks. Written by hand from the generated starting point.
struct TimersFlow: FlowReducer {
  func reduce(
    state: TimersState,
    signal: FlowSignal<TimersIntent, TimersEvent>
  ) -> TimersNext {
    switch (state, signal) {
    // stopped(secondsElapsed: s) + toggleTimerButtonTapped -> running(secondsElapsed: s) + timer effect
    case (.stopped(let seconds), .intent(.toggleTimerButtonTapped)):
      return .state(.running(secondsElapsed: seconds))
        .effect(.timer, id: "timers.timer", policy: .cancelInFlight)

    // running(secondsElapsed: s) + timerTicked -> running(secondsElapsed: s + 1)
    case (.running(let seconds), .event(.timerTicked)):
      return .state(.running(secondsElapsed: seconds + 1))

    // running(secondsElapsed: s) + toggleTimerButtonTapped -> stopped(secondsElapsed: s) + cancel timer effect
    case (.running(let seconds), .intent(.toggleTimerButtonTapped)):
      return .state(.stopped(secondsElapsed: seconds))
        .cancel("timers.timer")

    // running + onDisappear -> running + cancel timer effect; stopped + onDisappear -> stopped + cancel timer effect
    case (_, .intent(.onDisappear)):
      return .state(state)
        .cancel("timers.timer")

    default:
      return .state(state)
    }
  }
}
