import IntentFlow

/// What a Timers screen shows: UI wording and flags, kept out of TimersState.
struct TimersViewState: Equatable, Sendable {
  /// Where the flow is, in words a person reads.
  var status: String
}

/// Turns TimersState into TimersViewState. Generated once; from then on this file is yours.
struct TimersProjection: FlowProjection {
  func project(_ state: TimersState) -> TimersViewState {
    switch state {
    case .stopped:
      return TimersViewState(status: "Stopped")
    case .running:
      return TimersViewState(status: "Running")
    }
  }
}
