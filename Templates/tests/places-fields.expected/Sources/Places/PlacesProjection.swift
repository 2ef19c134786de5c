import IntentFlow

/// What a Places screen shows: UI wording and flags, kept out of PlacesState.
struct PlacesViewState: Equatable, Sendable {
  /// Where the flow is, in words a person reads.
  var status: String
}

/// Turns PlacesState into PlacesViewState. Generated once; from then on this file is yours.
struct PlacesProjection: FlowProjection {
  func project(_ state: PlacesState) -> PlacesViewState {
    switch state.match {
    case .idle:
      return PlacesViewState(status: "Idle")
    case .searching:
      return PlacesViewState(status: "Searching")
    case .failed:
      return PlacesViewState(status: "Failed")
    }
  }
}
