import Foundation
import IntentFlow

/// The Episodes feature requests no side work, so its effects handler runs nothing. Replace it with a
/// handler of your own if the feature gains effects.
typealias EpisodesEffects = NoEffects<EpisodesEffect, EpisodesEvent>
