/// Character classes asked of every character of names and type spellings, answered from the ASCII ranges without
/// a Unicode property lookup when the text is ASCII (as names almost always are), and by the Unicode properties
/// otherwise: generation asks them many thousands of times per run.
public enum NameCharacters {
    /// Whether `character` is a letter, a digit or `_` (`isLetter || isNumber || == "_"`).
    @inlinable public static func isWordCharacter(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return isWordByte(ascii) }
        return character.isLetter || character.isNumber
    }

    /// An ASCII letter, digit or `_`.
    @inlinable public static func isWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
            UInt8(ascii: "_"):
            true
        default: false
        }
    }

    /// `text` without its whitespace (`filter { !$0.isWhitespace }`); the text itself when it has none.
    public static func withoutWhitespace(_ text: String) -> String {
        var isPlainASCII = true
        for byte in text.utf8 {
            // Tab, line feed, vertical tab, form feed, carriage return and space; any byte above ASCII may begin a
            // Unicode space, which the slow road below judges.
            if byte >= 0x80 || byte == UInt8(ascii: " ") || (0x09...0x0D).contains(byte) {
                isPlainASCII = false
                break
            }
        }
        return isPlainASCII ? text : text.filter { !$0.isWhitespace }
    }

    /// Whether `text` contains `part`, byte for byte (no Foundation `range(of:)`, no normalisation: the callers
    /// look for ASCII punctuation and words).
    public static func contains(_ text: some StringProtocol, _ part: StaticString) -> Bool {
        let needle = UnsafeBufferPointer(start: part.utf8Start, count: part.utf8CodeUnitCount)
        guard let first = needle.first else { return true }
        let bytes = Array(text.utf8)
        guard bytes.count >= needle.count else { return false }
        for start in 0...(bytes.count - needle.count) where bytes[start] == first {
            if bytes[start..<start + needle.count].elementsEqual(needle) { return true }
        }
        return false
    }
}
