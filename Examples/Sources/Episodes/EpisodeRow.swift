import Foundation

/// One row of the Episodes list: an episode, known by its id. Episodes hosts one Episode (its favorite button) per
/// row (`from: episodes`); the host makes the row's store from it, the row's id going to the row's effects.
struct EpisodeRow: Identifiable, Equatable, Sendable {
  /// The episode's id: the key its Episode child is hosted under.
  let id: UUID
  /// What the row shows beside its favorite button.
  var title: String
}
