import IntentFlowManifest
import IntentFlowTemplates

/// Swift's rules for names, in one place: which words are reserved, which characters an identifier holds, and how a
/// name is escaped where it is declared, after a dot and as a label.
///
/// The template engine knows none of this: it receives ``templateFilters`` (`swiftIdentifier`) from here, and every
/// Swift name the context model writes is spelled by the functions below.
package enum SwiftIdentifier {
    /// Words that must be written in backticks to be used as a case, binding or type name.
    ///
    /// The keywords the Swift book lists for declarations, statements, expressions, types and patterns. `_` is one:
    /// bare it is a wildcard (`case _` does not compile), in backticks a name. Contextual keywords (`get`, `set`,
    /// `open`, …) are not listed: generated code puts names only where they read as identifiers, and `case open`,
    /// `var open`, `func open()` and `.open` all compile bare (the book lists `open` among declaration keywords, but
    /// the compiler reads it as a modifier only before a declaration), so escaping them would only add noise.
    /// `Type` and `Protocol` are listed because a member so named would conflict with `Foo.Type` and `Foo.Protocol`.
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

    /// The filters templates get from Swift naming: `{{name | swiftIdentifier}}` (``identifier(from:)``).
    package static let templateFilters = [NamedFilter("swiftIdentifier") { identifier(from: $0) }]

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

    /// Any text as a Swift identifier, for templates: a character that cannot be in an identifier becomes `_`, a
    /// text that cannot start one gets a `_` before it, the empty text becomes `_`, and a keyword is escaped
    /// (`default` → `` `default` ``, `_` → `` `_` ``, `2fa` → `_2fa`, `user-name` → `user_name`).
    static func identifier(from text: String) -> String {
        var name = String(text.map { IdentifierSyntax.isIdentifierCharacter($0) ? $0 : "_" })
        if !(name.unicodeScalars.first.map { IdentifierSyntax.isIdentifierScalar($0, first: true) } ?? false) {
            name = "_" + name
        }
        return escaped(name)
    }

    /// Whether `name` needs no change to be an identifier: it starts as one starts and holds only identifier
    /// characters (a keyword is plain; where it needs backticks is the escaping functions' business).
    static func isPlain(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, IdentifierSyntax.isIdentifierScalar(first, first: true) else {
            return false
        }
        return name.allSatisfy(IdentifierSyntax.isIdentifierCharacter)
    }
}
