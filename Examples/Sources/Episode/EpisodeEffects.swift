import Foundation
import IntentFlow

/// Runs one episode's favoriting request and reports the server's answer as an EpisodeEvent.
///
/// Each row has its own handler, made by the host with the row's id (`EpisodeEffects(id: row.id, favorite: …)`):
/// the id is what the request needs and the row's state does not hold, as TCA's `Favoriting` reads it from its
/// state. When a newer tap replaces the request (`cancelInFlight`) or the row goes, the store cancels the run's
/// task and the request stops with it. Written by hand from the generated starting point.
struct EpisodeEffects: FlowEffectRunner {
  /// The episode this row shows.
  let id: UUID
  /// The server's request: marks the episode `id` a favorite or not and returns what it now is.
  let favorite: @Sendable (UUID, Bool) async throws -> Bool

  func run(
    _ effect: EpisodeEffect, send: FlowSend<EpisodeEvent>
  ) async throws(CancellationError) {
    switch effect {
    case .favorite(let isFavorite):
      switch try await FlowError.result(of: { try await favorite(id, isFavorite) }) {
      case .success(let answer): await send(.favoriteSucceeded(isFavorite: answer))
      case .failure: await send(.favoriteFailed)
      }
    }
  }
}
