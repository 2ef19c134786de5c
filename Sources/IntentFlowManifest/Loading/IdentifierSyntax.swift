import IntentFlowText

/// What may be a Swift identifier: a case name, a feature name, a parameter label.
package enum IdentifierSyntax {
    /// Whether `text` is a valid Swift identifier. Keywords (`default`, `return`) count as valid: generated code
    /// escapes them with backticks.
    package static func isValid(_ text: String) -> Bool {
        UTF8Text.with(text) { $0.isIdentifier(0, $0.count) }
    }

    /// Whether a scalar may appear in an identifier (at its start when `first`).
    package static func isIdentifierScalar(_ scalar: Unicode.Scalar, first: Bool) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "_": return true
        case "0"..."9": return !first
        default:
            // Zero-width joiners and the like are XID_Continue, but make `idle` and `idle` two names that read as one.
            guard scalar.value >= 0x80, !DeceptiveText.isDeceptive(scalar) else { return false }
            let properties = scalar.properties
            return first ? properties.isXIDStart : properties.isXIDContinue
        }
    }

    /// Whether a character may stand inside an identifier (after its first): each of its scalars may. The one
    /// definition of an identifier character: manifests' names, trace expressions, code readers and the generator's
    /// Swift naming (`SwiftIdentifier`) all ask here.
    package static func isIdentifierCharacter(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { isIdentifierScalar($0, first: false) }
    }

    /// Whether a name starts with an uppercase letter, as Swift type names do by convention.
    static func looksLikeTypeName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first else { return false }
        return first.properties.isUppercase
    }
}
