import IntentFlowManifest

/// The module generated tests `@testable import`: a Swift identifier, wherever it comes from (manifest, configuration,
/// `--module`, `--param module=`), since it is written into code as it is.
package enum ModuleName {
    /// Throws a located error unless `name` is a Swift identifier; an empty name means none and passes.
    package static func check(_ name: String, at location: SourceLocation, rule: String) throws(LocatedError) {
        guard !name.isEmpty, !IdentifierSyntax.isValid(name) else { return }
        // Quoted with its escapes shown, so a newline meant to start a second line of code is visible as `\n`.
        throw LocatedError(
            "module \(String(reflecting: name)) is not a Swift identifier; name the module generated tests import, "
                + "such as 'Features'", at: location, rule: rule)
    }
}
