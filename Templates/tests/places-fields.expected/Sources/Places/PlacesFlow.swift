import IntentFlow

/// How the Places feature behaves: for each state and signal, the next state and the effects, cancellations,
/// outputs and routes that go with it.
///
/// Keep it pure: decide here, do the work in PlacesEffects. Generated once from the manifest's acceptance
/// traces; from then on this file is yours, and PlacesFlowTests checks the traces still hold.
struct PlacesFlow: FlowReducer {
  func reduce(
    state: PlacesState,
    signal: FlowSignal<PlacesIntent, PlacesEvent>
  ) -> PlacesNext {
    switch (state.match, signal) {
    // idle + queryChanged("") -> idle(query: "", results: [])
    case (.idle, .intent(.queryChanged(""))):
      return .state(.init(phase: .idle, pinned: state.pinned))

    // idle + queryChanged(q) -> idle(query: q)
    case (.idle, .intent(.queryChanged(let string))):
      return .state(
        .init(phase: .idle, query: string, results: state.results, pinned: state.pinned))

    // idle(query: q) + submit where !q.isEmpty -> searching(request: 1) + search(q) effect
    case (.idle(let q, _, _), .intent(.submit)) where !q.isEmpty:
      return .state(
        .init(
          phase: .searching(request: 1), query: state.query, results: state.results,
          pinned: state.pinned)
      )
      .effect(
        .search(query: q),
        id: "places.search",
        policy: .cancelInFlight
      )

    // searching + loaded(places) -> idle(results: places)
    case (.searching, .event(.loaded(let strings))):
      return .state(.init(phase: .idle, query: state.query, results: strings, pinned: state.pinned))

    // searching + failedToLoad(m) -> failed(message: m)
    case (.searching, .event(.failedToLoad(let message))):
      return .state(
        .init(
          phase: .failed(message: message), query: state.query, results: state.results,
          pinned: state.pinned))

    // idle + pin(p) -> idle(pinned: p)
    case (.idle, .intent(.pin(let string))):
      return .state(.init(phase: .idle, query: state.query, results: state.results, pinned: string))

    // _ + clear -> idle(query: "", results: [], pinned: nil)
    case (_, .intent(.clear)):
      return .state(.init(phase: .idle))

    default:
      return .state(state)
    }
  }
}
