import IntentFlowManifest
import IntentFlowProject

/// Reads the text of ``BaseBundle`` from start to end, failing at the first line it cannot place.
///
/// A base's text is a slice of the bundle's own text, found by counting line breaks: no line is copied on its own,
/// which keeps reading thousands of bases about as cheap as reading the file.
struct BaseBundleReader {
    private let text: String
    private let path: String
    /// Where the next line starts.
    private var position: String.Index
    /// The number of the next line, from 1.
    private var lineNumber = 1

    init(text: String, path: String) {
        self.text = text
        self.path = path
        position = text.startIndex
    }

    /// Reads the whole bundle.
    mutating func read() throws(GeneratorError) -> BaseBundle {
        try readVersion()
        var texts: [ContentHash: String] = [:]
        while let (line, number) = nextLine() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let (hash, lines, finalNewline) = try baseLine(line, number: number)
            let base = try body(lines: lines, finalNewline: finalNewline, of: hash, at: number)
            guard texts.updateValue(base, forKey: hash) == nil else {
                throw failure("base \(hash) is given twice", line: number)
            }
        }
        return BaseBundle(texts: texts)
    }

    /// Reads up to the `intentflow-bases <version>` line, which must come before anything but comments.
    private mutating func readVersion() throws(GeneratorError) {
        while let (line, number) = nextLine() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            let words = line.split(separator: " ")
            guard words.count == 2, words[0] == "intentflow-bases", let version = Int(words[1]) else {
                throw failure("not a file of bases: expected 'intentflow-bases <version>' first", line: number)
            }
            guard version <= BaseBundle.version else {
                throw failure(
                    "the bases are format \(version), newer than this intentflow reads (\(BaseBundle.version)); "
                        + "upgrade intentflow", line: number)
            }
            guard version >= 1 else { throw failure("bases format \(version) does not exist", line: number) }
            return
        }
        throw failure("not a file of bases: it has no 'intentflow-bases <version>' line", line: 1)
    }

    /// A `base <fingerprint> <line count>[ no-final-newline]` line.
    private func baseLine(_ line: Substring, number: Int) throws(GeneratorError)
        -> (hash: ContentHash, lines: Int, finalNewline: Bool)
    {
        let words = line.split(separator: " ", omittingEmptySubsequences: false)
        guard words.count == 3 || (words.count == 4 && words[3] == BaseBundle.noFinalNewline), words[0] == "base",
            let hash = ContentHash(hex: words[1]), let lines = Int(words[2]), lines >= 0
        else {
            throw failure(
                "expected 'base <16 hex digits> <line count>', found '\(line.prefix(60))'", line: number)
        }
        return (hash, lines, words.count == 3)
    }

    /// The next `lines` lines, as the base's text; checked against its fingerprint.
    private mutating func body(lines: Int, finalNewline: Bool, of hash: ContentHash, at number: Int)
        throws(GeneratorError) -> String
    {
        guard finalNewline || lines > 0 else {
            throw failure("base \(hash) has no lines, so it cannot lack a final line break", line: number)
        }
        let start = position
        var read = 0
        while read < lines, nextLine() != nil { read += 1 }
        guard read == lines else {
            throw failure(
                "base \(hash) has \(lines) line(s), but the file ends after \(read) (cut short?)", line: number)
        }
        var slice = text[start..<position]
        let endsWithBreak = slice.utf8.last == UInt8(ascii: "\n")
        if finalNewline, lines > 0, !endsWithBreak {
            throw failure(
                "base \(hash) has \(lines) line(s), but the file ends inside its last (cut short?)", line: number)
        }
        if !finalNewline, endsWithBreak { slice = slice[..<slice.utf8.index(before: slice.endIndex)] }
        let base = String(slice)
        guard ContentHash(base) == hash else {
            throw failure("the text of base \(hash) does not match its fingerprint (edited by hand?)", line: number)
        }
        return base
    }

    /// The next line without its line break, and its number; `nil` at the end of the text.
    private mutating func nextLine() -> (Substring, Int)? {
        guard position < text.endIndex else { return nil }
        let utf8 = text.utf8
        let lineEnd = utf8[position...].firstIndex(of: UInt8(ascii: "\n")) ?? utf8.endIndex
        let line = text[position..<lineEnd]
        position = lineEnd == utf8.endIndex ? lineEnd : utf8.index(after: lineEnd)
        lineNumber += 1
        return (line, lineNumber - 1)
    }

    private func failure(_ message: String, line: Int) -> GeneratorError {
        GeneratorError(
            "\(message) (the bases are written by `intentflow generate`; restore the file from version control, or "
                + "delete it and `--update` cannot merge the files whose bases it held)",
            at: SourceLocation(file: path, line: line, column: 1), rule: "record.invalid")
    }
}
