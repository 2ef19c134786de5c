import IntentFlowManifest

/// Effect ids held in constants of a feature's files, so `.effect(.load, id: Self.loadID)` is checked as
/// `.effect(.load, id: "shop.load")` is: `static let loadID: EffectID = "shop.load"`, a global
/// `let loadID = "shop.load"`, or `EffectID("shop.load")`, a `let` of `EffectID` or string type set to a literal.
///
/// Constants are known by name: a reference (`loadID`, `Self.loadID`, `ShopFlow.IDs.load`) resolves through its last
/// component. A name declared twice with different values, a `var`, or a value that is not a plain literal
/// (interpolated, computed) is not resolved, and a use of it is not checked.
package struct EffectIDConstants: Sendable {
    /// A constant's value and where its literal starts.
    package struct Constant: Hashable, Sendable {
        /// The literal's text.
        package var value: String
        /// Where the literal's opening quote is.
        package var location: SourceLocation
    }

    /// The resolvable constants by name (a name declared with two values is absent).
    package private(set) var constants: [String: Constant] = [:]
    private var ambiguous: Set<String> = []

    /// No constants: every reference stays unresolved.
    package init() {}

    /// Records a constant; a second declaration of the name with another value makes it unresolvable.
    package mutating func add(name: String, _ constant: Constant) {
        guard !ambiguous.contains(name) else { return }
        if let known = constants[name], known.value != constant.value {
            constants[name] = nil
            ambiguous.insert(name)
        } else if constants[name] == nil {
            constants[name] = constant
        }
    }

    /// The constant a reference expression names (`Self.loadID`, `loadID`), or `nil` when it is not a dotted path of
    /// identifiers or names no resolvable constant.
    package func resolve(_ expression: Substring) -> Constant? {
        let trimmed = expression.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
        let parts = trimmed.split(separator: ".", omittingEmptySubsequences: false)
        guard let last = parts.last,
            parts.allSatisfy({ part in
                guard let first = part.first?.unicodeScalars.first,
                    IdentifierSyntax.isIdentifierScalar(first, first: true)
                else { return false }
                return part.allSatisfy(IdentifierSyntax.isIdentifierCharacter)
            })
        else { return nil }
        return constants[String(last)]
    }
}
