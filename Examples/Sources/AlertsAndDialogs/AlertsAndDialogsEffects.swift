import IntentFlow

/// The AlertsAndDialogs feature requests no side work, so its effects handler runs nothing. Replace it with a
/// handler of your own if the feature gains effects.
typealias AlertsAndDialogsEffects = NoEffects<AlertsAndDialogsEffect, AlertsAndDialogsEvent>
