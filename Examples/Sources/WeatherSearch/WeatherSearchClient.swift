import Foundation

/// A place a search finds.
struct SearchPlace: Equatable, Identifiable, Sendable {
  var id: Int
  var name: String
  var country: String?
  var latitude: Double
  var longitude: Double

  /// The place TCA's tests tap.
  static let special = SearchPlace(
    id: 42, name: "Special Place", country: "Special Country", latitude: 0, longitude: 0)
}

/// A place's daily forecast as the weather service reports it: one entry per day in each list.
struct SearchForecast: Equatable, Sendable {
  var days: [Date]
  var temperatureMax: [Double]
  var temperatureMin: [Double]
  var unit: String

  /// Three days of a warm place, the forecast tests use.
  static let mock = SearchForecast(
    days: [0, 86_400, 172_800].map { Date(timeIntervalSince1970: $0) },
    temperatureMax: [90, 70, 100],
    temperatureMin: [70, 50, 80],
    unit: "°F"
  )
}

/// The weather shown for a tapped place: its forecast, one row per day.
struct SearchWeather: Equatable, Sendable {
  /// One day's high and low.
  struct Day: Equatable, Sendable {
    var date: Date
    var temperatureMax: Double
    var temperatureMin: Double
    var unit: String
  }

  /// The place the weather is for.
  var id: Int
  var days: [Day]

  /// The weather of the place `id` read from `forecast`; `nil` when there is no forecast (its request failed).
  init?(id: Int, forecast: SearchForecast?) {
    guard let forecast else { return nil }
    self.id = id
    // The service's lists run in parallel; a day missing from one of them is left out.
    let count = min(
      forecast.days.count, forecast.temperatureMax.count, forecast.temperatureMin.count)
    days = (0..<count).map { index in
      Day(
        date: forecast.days[index],
        temperatureMax: forecast.temperatureMax[index],
        temperatureMin: forecast.temperatureMin[index],
        unit: forecast.unit
      )
    }
  }
}

/// The capability WeatherSearchEffects needs: the weather service. Apps give it a network client; tests give it a fake.
protocol WeatherSearchClient: Sendable {
  /// The places whose names match `query`.
  func search(query: String) async throws -> [SearchPlace]
  /// The daily forecast of `place`.
  func forecast(place: SearchPlace) async throws -> SearchForecast
}
