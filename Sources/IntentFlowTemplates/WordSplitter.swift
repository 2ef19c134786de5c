/// Splits identifiers and phrases into words for the case-converting filters.
///
/// Words break at anything that is not a letter or digit (`user_name`, `user-name`, `user name`), at a lower-case
/// letter or digit followed by an upper-case one (`userName`), and before the last capital of an acronym followed by
/// a lower-case letter (`URLSession` → `URL`, `Session`). Digits stay with the word they follow (`utf8String` →
/// `utf8`, `String`).
public enum WordSplitter {
    /// The words of a text, in order.
    public static func words(in text: String) -> [Substring] {
        var words: [Substring] = []
        let characters = Array(text.indices)
        var start: String.Index?
        for (position, index) in characters.enumerated() {
            let character = text[index]
            guard character.isLetter || character.isNumber else {
                if let wordStart = start { words.append(text[wordStart..<index]) }
                start = nil
                continue
            }
            guard let wordStart = start else {
                start = index
                continue
            }
            let previous = text[characters[position - 1]]
            let next = position + 1 < characters.count ? text[characters[position + 1]] : nil
            let humps = character.isUppercase && (previous.isLowercase || previous.isNumber)
            let acronymEnd = character.isUppercase && previous.isUppercase && (next?.isLowercase ?? false)
            if humps || acronymEnd {
                words.append(text[wordStart..<index])
                start = index
            }
        }
        if let wordStart = start { words.append(text[wordStart...]) }
        return words
    }
}
