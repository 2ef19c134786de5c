import Foundation
import IntentFlow

/// What a Todos screen shows: UI wording and flags, kept out of TodosState.
struct TodosViewState: Equatable, Sendable {
  /// Where the flow is, in words a person reads.
  var status: String
}

/// Turns TodosState into TodosViewState. Generated once; from then on this file is yours.
struct TodosProjection: FlowProjection {
  func project(_ state: TodosState) -> TodosViewState {
    switch state {
    case .list:
      return TodosViewState(status: "List")
    }
  }
}
