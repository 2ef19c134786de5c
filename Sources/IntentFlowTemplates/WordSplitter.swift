/// Splits identifiers and phrases into words for the case-converting filters.
///
/// Words break at anything that is not a letter or digit (`user_name`, `user-name`, `user name`), at a lower-case
/// letter or digit followed by an upper-case one (`userName`), and before the last capital of an acronym followed by
/// a lower-case letter (`URLSession` → `URL`, `Session`). Digits stay with the word they follow (`utf8String` →
/// `utf8`, `String`).
public enum WordSplitter {
    /// The words of a text, in order.
    public static func words(in text: String) -> [Substring] {
        // Each character's Unicode properties are read once: those lookups are what splitting costs, and a word
        // boundary looks at the character before and after as well as the character itself.
        let indices = Array(text.indices)
        let traits = indices.map { Traits(text[$0]) }
        var words: [Substring] = []
        var start: String.Index?
        for (position, index) in indices.enumerated() {
            let current = traits[position]
            guard current.isWordCharacter else {
                if let wordStart = start { words.append(text[wordStart..<index]) }
                start = nil
                continue
            }
            guard let wordStart = start else {
                start = index
                continue
            }
            let previous = traits[position - 1]
            let nextIsLowercase = position + 1 < traits.count && traits[position + 1].isLowercase
            let humps = current.isUppercase && (previous.isLowercase || previous.isNumber)
            let acronymEnd = current.isUppercase && previous.isUppercase && nextIsLowercase
            if humps || acronymEnd {
                words.append(text[wordStart..<index])
                start = index
            }
        }
        if let wordStart = start { words.append(text[wordStart...]) }
        return words
    }

    /// What a word boundary asks of one character.
    private struct Traits {
        let isNumber: Bool
        let isWordCharacter: Bool
        let isUppercase: Bool
        let isLowercase: Bool

        init(_ character: Character) {
            isNumber = character.isNumber
            isWordCharacter = isNumber || character.isLetter
            // Only a word character's capital is asked; the character after a capital may be anything.
            isUppercase = isWordCharacter && character.isUppercase
            isLowercase = character.isLowercase
        }
    }
}
