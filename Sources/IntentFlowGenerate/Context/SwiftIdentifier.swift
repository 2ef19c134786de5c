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
        isSpecialMember(name) || !isPlain(name) ? "`\(name)`" : name
    }

    /// ``specialMembers`` as a `switch`: asked of every case name, which a set would hash each time.
    private static func isSpecialMember(_ name: String) -> Bool {
        switch name {
        case "self", "init", "Type", "Protocol": true
        default: false
        }
    }

    /// The name as an argument label: only `inout`, `var` and `let` need backticks there.
    static func escapedLabel(_ name: String) -> String {
        forbiddenLabels.contains(name) ? "`\(name)`" : name
    }

    /// ``isPlain(_:)`` for an ASCII name, in one pass over its bytes; `nil` when the name is not ASCII.
    private static func isPlainASCII(_ name: String) -> Bool? {
        var plain = !name.isEmpty
        var isFirst = true
        for byte in name.utf8 {
            guard byte < 0x80 else { return nil }
            if !NameCharacters.isWordByte(byte) || (isFirst && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)) {
                plain = false
            }
            isFirst = false
        }
        return plain
    }

    /// Whether `name` needs no change to be an identifier (letters, digits and `_`, not starting with a digit).
    static func isPlain(_ name: String) -> Bool {
        // ASCII byte by byte; a name with any other character takes the Unicode road below.
        if let plain = isPlainASCII(name) { return plain }
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy { $0 == "_" || $0.isLetter || ("0"..."9").contains($0) }
    }
}
