extension WeatherSearchState {
  /// Whether nothing a search found is shown: no results, no weather. The manifest's invariant on clearing the query.
  var isCleared: Bool { results.isEmpty && weather == nil }
}
