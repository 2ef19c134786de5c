import IntentFlow

/// What a Counter screen shows: UI wording and flags, kept out of CounterState.
struct CounterViewState: Equatable, Sendable {
  /// Where the flow is, in words a person reads.
  var status: String
}

/// Turns CounterState into CounterViewState. Generated once; from then on this file is yours.
struct CounterProjection: FlowProjection {
  func project(_ state: CounterState) -> CounterViewState {
    switch state {
    case .counting:
      return CounterViewState(status: "Counting")
    }
  }
}
