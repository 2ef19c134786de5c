/// A Swift expression written in a trace (schema 0.2): a guard after `where` (`n < 3`) or a computed value after
/// `->` (`n + 1`, `max(p, q)`), kept as written with the names it reads located in the file.
package struct TraceExpression: Hashable, Sendable {
    /// A name the expression reads: an identifier that is not a member (`.isEmpty`), a function called (`max(`),
    /// an argument label, a type (upper case) or a keyword.
    package struct Reference: Hashable, Sendable {
        /// The name.
        package var name: String
        /// Its offset (in Unicode scalars) in ``TraceExpression/text``.
        package var offset: Int
        /// Where it is written.
        package var location: SourceLocation

        /// Creates a reference.
        package init(name: String, offset: Int, location: SourceLocation) {
            self.name = name
            self.offset = offset
            self.location = location
        }
    }

    /// The expression as written, trimmed.
    package var text: String
    /// Where it starts.
    package var location: SourceLocation
    /// The names it reads, in order.
    package var references: [Reference]

    /// Creates an expression.
    package init(text: String, location: SourceLocation, references: [Reference]) {
        self.text = text
        self.location = location
        self.references = references
    }

    /// `text` with each reference whose name `replacement` maps replaced (a renamed binding, a sample value in
    /// parentheses).
    package func substituting(_ replacement: (String) -> String?) -> String {
        var scalars = Array(text.unicodeScalars)
        for reference in references.reversed() {
            guard let new = replacement(reference.name) else { continue }
            let end = reference.offset + reference.name.unicodeScalars.count
            scalars.replaceSubrange(reference.offset..<end, with: Array(new.unicodeScalars))
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }
}
