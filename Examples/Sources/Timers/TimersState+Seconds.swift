extension TimersState {
  /// The seconds counted, whether the timer runs or not: what the manifest's invariants compare across a step.
  var secondsElapsed: Int {
    switch self {
    case .stopped(let seconds), .running(let seconds): seconds
    }
  }
}
