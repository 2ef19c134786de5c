/// Splits identifiers and phrases into words for the case-converting filters.
///
/// Words break at anything that is not a letter or digit (`user_name`, `user-name`, `user name`), at a lower-case
/// letter or digit followed by an upper-case one (`userName`), and before the last capital of an acronym followed by
/// a lower-case letter (`URLSession` → `URL`, `Session`). Digits stay with the word they follow (`utf8String` →
/// `utf8`, `String`).
package enum WordSplitter {
    /// The words of a text, in order.
    package static func words(in text: String) -> [Substring] {
        // Each character is classified once: the Unicode lookups are what splitting costs, and a word boundary looks
        // at the character before and after as well as the character itself.
        // A character's first scalar is read in place: making each `Character` would find its end a second time.
        let indices = Array(text.indices)
        let traits = indices.map { Traits(text.unicodeScalars[$0]) }
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

    /// What a word boundary asks of one character, read from its first scalar's general category: one lookup
    /// answers all four questions (letter, digit, capital, small), where asking each of `Character`'s properties
    /// is a lookup of its own. Marks that follow the first scalar belong to it and change none of the answers.
    private struct Traits {
        var isNumber = false
        var isWordCharacter = true
        var isUppercase = false
        var isLowercase = false

        init(_ scalar: Unicode.Scalar) {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter: isUppercase = true
            case .lowercaseLetter: isLowercase = true
            case .decimalNumber, .letterNumber, .otherNumber: isNumber = true
            case .titlecaseLetter, .modifierLetter, .otherLetter: break
            default: isWordCharacter = false
            }
        }
    }
}
