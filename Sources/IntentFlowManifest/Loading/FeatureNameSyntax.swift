/// What a feature may be called: ASCII letters and digits starting with an uppercase letter (`Checkout`,
/// `DevicePairing2`), the prefix of every type generated for it.
///
/// `intentflow feature` and manifest validation apply the same rule. ASCII only, because a look-alike (a Cyrillic `о`
/// in `Lоgin`) makes a second feature that reads like the first, and an uppercase start, because the name begins
/// type names (a lowercase `class` would not even be a type).
package enum FeatureNameSyntax {
    /// Whether `name` may name a feature.
    package static func isValid(_ name: String) -> Bool { problem(with: name) == nil }

    /// Why `name` may not name a feature, in a phrase that completes "feature name 'x' …", or `nil` when it may.
    package static func problem(with name: String) -> String? {
        guard let first = name.unicodeScalars.first else { return "is empty" }
        if let foreign = name.unicodeScalars.first(where: { !$0.isASCII }) {
            let code = "U+" + String(foreign.value, radix: 16, uppercase: true).leftPadded(to: 4)
            let described = foreign.properties.name.map { "\(code) \($0)" } ?? code
            return "contains \(described), which is not ASCII (a look-alike of a letter makes a second name that "
                + "reads like another)"
        }
        guard ("A"..."Z").contains(first) else { return "must start with an uppercase letter" }
        if let other = name.first(where: { !($0.isLetter || $0.isNumber) }) {
            return "contains '\(other)'; only letters and digits are allowed"
        }
        return nil
    }
}

extension String {
    /// The string with leading zeros up to `width` characters.
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
