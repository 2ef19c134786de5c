import Foundation
import IntentFlow

/// What a WeatherSearch screen shows: UI wording and flags, kept out of WeatherSearchState.
struct WeatherSearchViewState: Equatable, Sendable {
  /// Where the flow is, in words a person reads.
  var status: String
}

/// Turns WeatherSearchState into WeatherSearchViewState. Generated once; from then on this file is yours.
struct WeatherSearchProjection: FlowProjection {
  func project(_ state: WeatherSearchState) -> WeatherSearchViewState {
    switch state.match {
    case .state:
      return WeatherSearchViewState(status: "State")
    }
  }
}
