import Foundation
import IntentFlow

/// How the WeatherSearch feature behaves: for each state and signal, the next state and the effects, cancellations,
/// outputs and routes that go with it.
///
/// Keep it pure: decide here, do the work in WeatherSearchEffects. Written by hand from the generated starting
/// point; WeatherSearchFlowTests checks the manifest's traces still hold.
struct WeatherSearchFlow: FlowReducer {
  func reduce(
    state: WeatherSearchState,
    signal: FlowSignal<WeatherSearchIntent, WeatherSearchEvent>
  ) -> WeatherSearchNext {
    var next = state
    switch signal {
    // state + searchQueryChanged("") -> state(query: "", results: [], weather: nil) + cancel search effect
    // A cleared query clears what was found, and a search still in flight would bring it back: cancel it.
    case .intent(.searchQueryChanged("")):
      next.query = ""
      next.results = []
      next.weather = nil
      return .state(next).cancel("weatherSearch.location")

    // state + searchQueryChanged(q) -> state(query: q)
    case .intent(.searchQueryChanged(let query)):
      next.query = query
      return .state(next)

    // state(query: q) + searchQueryChangeDebounced where q.isEmpty -> state
    // state(query: q) + searchQueryChangeDebounced -> state + search(q) effect
    case .intent(.searchQueryChangeDebounced):
      guard !state.query.isEmpty else { return .state(next) }
      return .state(next).effect(
        .search(query: state.query), id: "weatherSearch.location", policy: .cancelInFlight)

    // state + searchResponse(r) where r.error != nil -> state(results: [])
    // state + searchResponse(r) -> state(results: r.value ?? [])
    case .event(.searchResponse(let response)):
      next.results = response.value ?? []
      return .state(next)

    // state + searchResultTapped(place) -> state(resultForecastRequestInFlight: place) + forecast(place) effect
    case .intent(.searchResultTapped(let place)):
      next.resultForecastRequestInFlight = place
      return .state(next).effect(
        .forecast(place), id: "weatherSearch.weather", policy: .cancelInFlight)

    // state + forecastResponse(result: r) where r.error != nil -> state(resultForecastRequestInFlight: nil, weather: nil)
    // state + forecastResponse(id: id, result: r)
    //   -> state(resultForecastRequestInFlight: nil, weather: SearchWeather(id: id, forecast: r.value))
    case .event(.forecastResponse(let id, let result)):
      next.resultForecastRequestInFlight = nil
      next.weather = SearchWeather(id: id, forecast: result.value)
      return .state(next)
    }
  }
}
