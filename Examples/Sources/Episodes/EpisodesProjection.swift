import Foundation
import IntentFlow

/// What a Episodes screen shows: UI wording and flags, kept out of EpisodesState.
struct EpisodesViewState: Equatable, Sendable {
  /// Where the flow is, in words a person reads.
  var status: String
}

/// Turns EpisodesState into EpisodesViewState. Generated once; from then on this file is yours.
struct EpisodesProjection: FlowProjection {
  func project(_ state: EpisodesState) -> EpisodesViewState {
    switch state.match {
    case .state:
      return EpisodesViewState(status: "State")
    }
  }
}
