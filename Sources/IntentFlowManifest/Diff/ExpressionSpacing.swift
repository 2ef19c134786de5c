/// A Swift expression's spelling with its spacing made canonical, so that `n+1` and `n + 1` compare equal: space is
/// kept (as one) only between two word characters, where removing it would join two words; string literals are kept
/// as written.
enum ExpressionSpacing {
    /// `text` in canonical spacing.
    static func normal(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        var inString = false
        var escaped = false
        for character in text {
            if inString {
                result.append(character)
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            if character.isWhitespace {
                pendingSpace = true
                continue
            }
            if pendingSpace, let last = result.last, isWord(last), isWord(character) { result.append(" ") }
            pendingSpace = false
            result.append(character)
            if character == "\"" { inString = true }
        }
        return result
    }

    private static func isWord(_ character: Character) -> Bool {
        character == "_" || character == "$" || character.isLetter || character.isNumber
    }
}
