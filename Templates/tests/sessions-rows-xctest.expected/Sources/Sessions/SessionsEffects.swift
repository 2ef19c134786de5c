import Foundation
import IntentFlow

/// The Sessions feature requests no side work, so its effects handler runs nothing. Replace it with a
/// handler of your own if the feature gains effects.
typealias SessionsEffects = NoEffects<SessionsEffect, SessionsEvent>
