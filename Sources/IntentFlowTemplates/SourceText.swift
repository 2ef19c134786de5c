import IntentFlowText

/// A template's source kept for locating tokens: its bytes, where each line starts, and the name messages show.
struct SourceText: Sendable {
    /// The name shown in messages (a file path or the template's name).
    let file: String
    /// The UTF-8 bytes of the source.
    let bytes: [UInt8]
    /// Where each line starts.
    private let lines: LineIndex

    /// Indexes a source.
    init(_ text: String, file: String) {
        self.file = file
        self.bytes = Array(text.utf8)
        self.lines = LineIndex(bytes)
    }

    /// The line and character column of a byte offset.
    func location(of offset: Int) -> SourceLocation {
        let lineIndex = lines.lineIndex(ofOffset: offset)
        let start = lines.lineStarts[lineIndex]
        let column = String(decoding: bytes[start..<min(offset, bytes.count)], as: UTF8.self).count + 1
        return SourceLocation(file: file, line: lineIndex + 1, column: column)
    }

    /// The text of a 1-based line without its line break, if the line exists.
    func line(_ number: Int) -> String? {
        let lineStarts = lines.lineStarts
        guard number >= 1, number <= lineStarts.count else { return nil }
        let start = lineStarts[number - 1]
        var end = number < lineStarts.count ? lineStarts[number] : bytes.count
        while end > start, bytes[end - 1] == UInt8(ascii: "\n") || bytes[end - 1] == UInt8(ascii: "\r") {
            end -= 1
        }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// An error located at a byte offset of this source.
    func error(_ kind: TemplateError.Kind, _ message: String, at offset: Int) -> TemplateError {
        let location = location(of: offset)
        return TemplateError(kind: kind, message: message, location: location, sourceLine: line(location.line))
    }
}
