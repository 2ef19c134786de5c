import IntentFlow

/// How the Episode feature behaves: for each state and signal, the next state and the effects, cancellations,
/// outputs and routes that go with it.
///
/// Keep it pure: decide here, do the work in EpisodeEffects. Generated once from the manifest's acceptance
/// traces; from then on this file is yours, and EpisodeFlowTests checks the traces still hold.
struct EpisodeFlow: FlowReducer {
  func reduce(
    state: EpisodeState,
    signal: FlowSignal<EpisodeIntent, EpisodeEvent>
  ) -> EpisodeNext {
    switch (state.match, signal) {
    // state(isFavorite: f) + favoriteButtonTapped -> state(isFavorite: !f) + favorite(isFavorite: !f) effect
    case (.state(let f, _), .intent(.favoriteButtonTapped)):
      return .state(.init(isFavorite: !f, alert: state.alert))
        .effect(
          .favorite(isFavorite: !f),
          id: "episode.favorite",
          policy: .cancelInFlight
        )

    // state + favoriteSucceeded(f) -> state(isFavorite: f)
    case (.state, .event(.favoriteSucceeded(let isFavorite))):
      return .state(.init(isFavorite: isFavorite, alert: state.alert))

    // state + favoriteFailed -> state(alert: .failed)
    case (.state, .event(.favoriteFailed)):
      return .state(.init(isFavorite: state.isFavorite, alert: .failed))

    // state(isFavorite: f) + alertDismissed -> state(isFavorite: !f, alert: nil)
    case (.state(let f, _), .intent(.alertDismissed)):
      return .state(.init(isFavorite: !f))
    }
  }
}
