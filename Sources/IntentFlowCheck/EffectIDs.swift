import IntentFlowManifest

/// The stable ids of a feature's effects, which the reducer passes with each request (`id: "login.validate"`) and
/// cancellation (`.cancel("login.validate")`).
///
/// One definition for the generator's context model and for `intentflow check`: an effect's id is the manifest's
/// explicit `id` when it gives one, else `<feature in lowerCamelCase>.<effect name>` (`DeviceConnection` +
/// `scan` → `deviceConnection.scan`).
package enum EffectIDs {
    /// The id of one of `manifest`'s effects.
    package static func id(of effect: CaseDeclaration, in manifest: Manifest) -> String {
        effect.effectID ?? defaultID(feature: manifest.feature, effect: effect.name)
    }

    /// Every effect id `manifest` declares, in declaration order.
    package static func ids(in manifest: Manifest) -> [String] {
        manifest.effects.map { id(of: $0, in: manifest) }
    }

    /// `<feature in lowerCamelCase>.<effect>`: `Login` + `validate` → `login.validate`.
    package static func defaultID(feature: String, effect: String) -> String {
        lowerCamel(feature) + "." + effect
    }

    /// A type name in lowerCamelCase: `Login` → `login`, `DeviceConnection` → `deviceConnection`, `HTTPClient` →
    /// `httpClient`, `URL` → `url`. A leading run of capitals is lowercased except the one that starts the next word.
    package static func lowerCamel(_ name: String) -> String {
        let scalars = Array(name.unicodeScalars)
        var capitals = 0
        while capitals < scalars.count, scalars[capitals].properties.isUppercase { capitals += 1 }
        guard capitals > 0 else { return name }
        // `HTTPClient`: keep the `C` that starts `Client` unless the run is the whole name (or ends before a digit).
        let lowered =
            capitals == scalars.count || capitals == 1 || !scalars[capitals].properties.isLowercase
            ? capitals : capitals - 1
        var result = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if index < lowered {
                result.append(contentsOf: String(scalar).lowercased().unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }
}
