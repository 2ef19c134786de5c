/// Type spellings as readers compare them. Which characters a name holds is ``IdentifierSyntax``'s.
package enum NameCharacters {
    /// `text` without its whitespace.
    package static func withoutWhitespace(_ text: String) -> String {
        text.filter { !$0.isWhitespace }
    }
}
