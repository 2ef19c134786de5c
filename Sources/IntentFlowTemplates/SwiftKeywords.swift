/// The words Swift reserves, and how the `swiftIdentifier` filter turns any text into a usable identifier.
enum SwiftKeywords {
    /// Words that cannot be used as identifiers without backticks: the keywords of declarations, statements,
    /// expressions and types, plus the few contextual words that are rejected in common identifier positions
    /// (`Type`, `Protocol`, `await`). Backticks are harmless on any of them.
    static let reserved: Set<String> = [
        // Declarations.
        "associatedtype", "borrowing", "class", "consuming", "deinit", "enum", "extension", "fileprivate", "func",
        "import", "init", "inout", "internal", "let", "nonisolated", "open", "operator", "precedencegroup",
        "private", "protocol", "public", "rethrows", "static", "struct", "subscript", "typealias", "var",
        // Statements.
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for", "guard", "if",
        "in", "repeat", "return", "switch", "throw", "where", "while",
        // Expressions and types.
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        // Contextual words rejected as member names.
        "Type", "Protocol",
    ]

    /// The text as a Swift identifier: invalid characters become `_`, a leading digit is prefixed with `_`, reserved
    /// words get backticks, and the empty text becomes `_`.
    static func identifier(from text: String) -> String {
        var result = ""
        for character in text {
            let isValid = character == "_" || character.isLetter || character.isNumber
            result.append(isValid ? character : "_")
        }
        if result.isEmpty { return "_" }
        if let first = result.first, first.isNumber { result = "_" + result }
        return reserved.contains(result) ? "`\(result)`" : result
    }
}
