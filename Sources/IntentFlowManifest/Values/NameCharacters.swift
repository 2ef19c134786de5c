/// Type spellings as readers compare them. Which characters a name holds is ``IdentifierSyntax``'s.
public enum NameCharacters {
    /// `text` without its whitespace.
    public static func withoutWhitespace(_ text: String) -> String {
        text.filter { !$0.isWhitespace }
    }
}
