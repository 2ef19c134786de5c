import IntentFlow

/// What a Todo screen shows: UI wording and flags, kept out of TodoState.
struct TodoViewState: Equatable, Sendable {
  /// Where the flow is, in words a person reads.
  var status: String
}

/// Turns TodoState into TodoViewState. Generated once; from then on this file is yours.
struct TodoProjection: FlowProjection {
  func project(_ state: TodoState) -> TodoViewState {
    switch state {
    case .row:
      return TodoViewState(status: "Row")
    }
  }
}
