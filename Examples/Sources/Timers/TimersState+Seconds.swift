extension TimersState {
  /// The seconds counted, whether the timer runs or not.
  var secondsElapsed: Int {
    switch self {
    case .stopped(let seconds), .running(let seconds): seconds
    }
  }

  /// Whether `after` counts as one step from this state should: a second more on a tick while the timer runs, the
  /// same seconds otherwise. The manifest's invariant on counting.
  func counts(to after: TimersState, ticked: Bool) -> Bool {
    guard case .running = self, ticked else { return after.secondsElapsed == secondsElapsed }
    return after.secondsElapsed == secondsElapsed + 1
  }
}
