/// An alert's title or message split into fixed text and the values it interpolates: `"Incremented to {count}!"`
/// is the text "Incremented to ", the alert's value `count`, and "!".
///
/// Only `{name}` where `name` is an identifier interpolates; any other brace is text, so `{` and `}` need no
/// escaping in ordinary prose.
package enum AlertText {
    /// A run of fixed text, or one interpolated value.
    package enum Piece: Hashable, Sendable {
        case text(String)
        case value(String)
    }

    /// The pieces of `text`, in order; adjacent text is joined.
    package static func pieces(_ text: String) -> [Piece] {
        var pieces: [Piece] = []
        var literal = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            literal += rest[..<open]
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: "}"), IdentifierSyntax.isValid(String(after[..<close])) else {
                literal += "{"
                rest = after
                continue
            }
            if !literal.isEmpty { pieces.append(.text(literal)) }
            literal = ""
            pieces.append(.value(String(after[..<close])))
            rest = after[after.index(after: close)...]
        }
        literal += rest
        if !literal.isEmpty { pieces.append(.text(literal)) }
        return pieces
    }
}
