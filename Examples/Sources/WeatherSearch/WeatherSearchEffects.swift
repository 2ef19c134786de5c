import Foundation
import IntentFlow

/// Runs the side work WeatherSearchFlow requests and reports each outcome, success or failure, as one
/// WeatherSearchEvent.
///
/// Thin on purpose: the weather service lives behind `client`. Written by hand from the generated starting point.
struct WeatherSearchEffects: FlowEffectHandler {
  /// The weather service.
  let client: any WeatherSearchClient

  func handle(_ effect: WeatherSearchEffect) -> AsyncStream<WeatherSearchEvent> {
    let client = self.client
    return AsyncStream { continuation in
      let work = Task {
        switch effect {
        case .search(let query):
          continuation.yield(
            .searchResponse(await FlowError.result { try await client.search(query: query) }))
        case .forecast(let place):
          let forecast = await FlowError.result { try await client.forecast(place: place) }
          continuation.yield(.forecastResponse(id: place.id, result: forecast))
        }
        continuation.finish()
      }
      // The store cancels the stream when the flow cancels the request; the request stops with it.
      continuation.onTermination = { _ in work.cancel() }
    }
  }
}
