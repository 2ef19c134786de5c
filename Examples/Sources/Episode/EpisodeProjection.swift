import IntentFlow

/// What a Episode screen shows: UI wording and flags, kept out of EpisodeState.
struct EpisodeViewState: Equatable, Sendable {
  /// Where the flow is, in words a person reads.
  var status: String
}

/// Turns EpisodeState into EpisodeViewState. Generated once; from then on this file is yours.
struct EpisodeProjection: FlowProjection {
  func project(_ state: EpisodeState) -> EpisodeViewState {
    switch state.match {
    case .state:
      return EpisodeViewState(status: "State")
    }
  }
}
