/// What a name is made of, defined once for every reader of names and type spellings.
public enum NameCharacters {
    /// Whether `character` may appear in a name: a letter, a digit or `_`.
    public static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// `text` without its whitespace.
    public static func withoutWhitespace(_ text: String) -> String {
        text.filter { !$0.isWhitespace }
    }
}
