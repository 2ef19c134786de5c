import Foundation
import IntentFlow

/// Runs the side work WeatherSearchFlow requests and reports each outcome, success or failure, as one
/// WeatherSearchEvent.
///
/// Thin on purpose: the weather service lives behind `client`. Written by hand from the generated starting point.
/// When the flow cancels a request, the store cancels the run's task, and the request stops with it.
struct WeatherSearchEffects: FlowEffectRunner {
  /// The weather service.
  let client: any WeatherSearchClient

  func run(
    _ effect: WeatherSearchEffect, send: FlowSend<WeatherSearchEvent>
  ) async throws(CancellationError) {
    switch effect {
    case .search(let query):
      await send(.searchResponse(try await FlowError.result { try await client.search(query: query) }))
    case .forecast(let place):
      let forecast = try await FlowError.result { try await client.forecast(place: place) }
      await send(.forecastResponse(id: place.id, result: forecast))
    }
  }
}
