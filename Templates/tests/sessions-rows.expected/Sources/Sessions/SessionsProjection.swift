import Foundation
import IntentFlow

/// What a Sessions screen shows: UI wording and flags, kept out of SessionsState.
struct SessionsViewState: Equatable, Sendable {
  /// Where the flow is, in words a person reads.
  var status: String
}

/// Turns SessionsState into SessionsViewState. Generated once; from then on this file is yours.
struct SessionsProjection: FlowProjection {
  func project(_ state: SessionsState) -> SessionsViewState {
    switch state.match {
    case .state:
      return SessionsViewState(status: "State")
    }
  }
}
