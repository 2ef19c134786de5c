/// A Markdown code fence (CommonMark): a line of three or more backticks or tildes, indented at most three spaces,
/// closed by a line of the same character at least as long. What lies inside is quoted text.
struct MarkdownFence: Hashable, Sendable {
    /// The fence's character: a backtick or a tilde.
    var character: UInt8
    /// How many of it open the fence.
    var length: Int

    /// The fence a line opens; `nil` when it opens none.
    init?(opening line: String) {
        guard let (character, length, rest) = Self.run(in: line), length >= 3 else { return nil }
        // A backtick fence's info string may not hold a backtick (it would be inline code).
        if character == UInt8(ascii: "`"), rest.contains(UInt8(ascii: "`")) { return nil }
        self.character = character
        self.length = length
    }

    /// Whether `line` closes the fence: the same character, at least as many, nothing after but spaces.
    func isClosed(by line: String) -> Bool {
        guard let (character, length, rest) = Self.run(in: line) else { return false }
        return character == self.character && length >= self.length
            && rest.allSatisfy { " \t\r\n".utf8.contains($0) }
    }

    /// Whether a line is indented as code: four spaces or a tab before its first other character.
    static func isIndentedCode(_ line: String) -> Bool {
        var spaces = 0
        for byte in line.utf8 {
            if byte == UInt8(ascii: "\t") { return true }
            guard byte == UInt8(ascii: " ") else { return false }
            spaces += 1
            if spaces == 4 { return true }
        }
        return false
    }

    /// The run of backticks or tildes a line starts with (after at most three spaces), and the bytes after it.
    private static func run(in line: String) -> (character: UInt8, length: Int, rest: ArraySlice<UInt8>)? {
        let bytes = Array(line.utf8)
        var index = 0
        while index < bytes.count, index < 3, bytes[index] == UInt8(ascii: " ") { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "`") || bytes[index] == UInt8(ascii: "~") else {
            return nil
        }
        let character = bytes[index]
        var end = index
        while end < bytes.count, bytes[end] == character { end += 1 }
        return (character, end - index, bytes[end...])
    }
}
