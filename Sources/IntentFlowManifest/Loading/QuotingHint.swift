/// The hint a YAML syntax error gets on a line whose plain value YAML cannot read: a `doc:` string holding ': ', a
/// case with two typed parameters or brackets after a colon. It shows that line's value quoted, ready to copy.
enum QuotingHint {
    /// `"; quote this value, e.g. doc: \"Loads items: all\""` for the line, or nil when quoting would not help.
    static func hint(forLine line: String) -> String? {
        let (prefix, value) = split(line)
        if let value, needsQuotes(value) {
            return "; quote this value, e.g. " + prefix + YAMLScalar.quoted(String(value))
        }
        // A flow list (`[go(to: [Int]), stop]`) holds several values: name the fix without guessing the item.
        guard line.contains("(") else { return nil }
        return "; quote the value that holds ': ' or brackets, e.g. - \"loaded(items: [Item], page: Int)\""
    }

    /// The line's `- ` and `key: ` prefix, and its plain value (nil when it is quoted, a flow collection or a block
    /// scalar, which quoting the whole value would break).
    private static func split(_ line: String) -> (prefix: String, value: Substring?) {
        var rest = line.drop(while: { $0 == " " || $0 == "\t" })
        var prefix = ""
        if rest.hasPrefix("- ") {
            prefix = "- "
            rest = rest.dropFirst(2).drop(while: { $0 == " " })
        }
        let key = rest.prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" })
        if !key.isEmpty, rest.dropFirst(key.count).hasPrefix(": ") {
            prefix += key + ": "
            rest = rest.dropFirst(key.count + 2).drop(while: { $0 == " " })
        }
        if let comment = rest.firstRange(of: " #") { rest = rest[..<comment.lowerBound] }
        while let last = rest.last, last == " " || last == "\t" { rest = rest.dropLast() }
        guard let first = rest.first, !"\"'[{|>&*!".contains(first) else { return (prefix, nil) }
        return (prefix, rest)
    }

    /// Whether the plain value holds what YAML reads as structure: ': ', a trailing ':' or a parenthesis.
    private static func needsQuotes(_ value: Substring) -> Bool {
        value.contains(": ") || value.hasSuffix(":") || value.contains("(")
    }
}
