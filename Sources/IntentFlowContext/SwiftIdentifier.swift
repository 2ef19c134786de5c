import IntentFlowAI

/// Making names safe to use as Swift identifiers.
enum SwiftIdentifier {
    /// Words that must be written in backticks to be used as a case, binding or type name.
    ///
    /// Contextual keywords (`get`, `set`, `open`, …) are ordinary identifiers in these positions and are not listed;
    /// `Type` and `Protocol` are, because a member so named would conflict with `Foo.Type` and `Foo.Protocol`.
    static let keywords: Set<String> = [
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "operator", "precedencegroup", "private",
        "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case",
        "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat",
        "return", "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "_", "Type", "Protocol",
    ]

    /// Words that cannot be argument labels even in backticks' absence; everything else can be.
    static let forbiddenLabels: Set<String> = ["inout", "var", "let"]

    /// `default` → `` `default` ``; other names unchanged.
    static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// Names that mean something else after a dot (`.self`, `.init`, `.Type`, `.Protocol`) and keep their backticks
    /// there; every other keyword reads plainly as a member: `.default`, `.return`.
    static let specialMembers: Set<String> = ["self", "init", "Type", "Protocol"]

    /// `default` → `default`, `self` → `` `self` ``: the name as written after a dot (`.default`).
    static func escapedMember(_ name: String) -> String {
        specialMembers.contains(name) || !isPlain(name) ? "`\(name)`" : name
    }

    /// The name as an argument label: only `inout`, `var` and `let` need backticks there.
    static func escapedLabel(_ name: String) -> String {
        forbiddenLabels.contains(name) ? "`\(name)`" : name
    }

    /// Whether `name` needs no change to be an identifier (letters, digits and `_`, not starting with a digit).
    static func isPlain(_ name: String) -> Bool {
        guard let first = name.first, !first.isNumber else { return false }
        return name.allSatisfy(NameCharacters.isWordCharacter)
    }
}
