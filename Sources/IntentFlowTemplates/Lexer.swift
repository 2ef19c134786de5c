import IntentFlowText

/// Cuts template source into ``Token``s, following set-delimiter tags, then marks standalone lines.
///
/// A line is *standalone* when it holds at least one tag that is not an interpolation, no interpolation, and
/// otherwise only spaces and tabs: its whitespace and line break are dropped, and its leading whitespace becomes the
/// indentation of a partial, parent or block tag on it (the Mustache specification's rule, generalised the way
/// mustache.js does to lines holding several such tags, e.g. `{{<parent}}{{/parent}}`).
struct Lexer {
    private let bytes: [UInt8]
    private let source: SourceText
    private var position = 0
    private var open: [UInt8] = Array("{{".utf8)
    private var close: [UInt8] = Array("}}".utf8)
    private var tokens: [Token] = []
    /// The line being scanned, from 1, and where the column count last stopped on it.
    private var line = 1
    private var columnOffset = 0
    private var column = 1

    /// Creates a lexer over a template's source.
    init(source: SourceText) {
        self.source = source
        self.bytes = source.bytes
    }

    /// Every token of the source, standalone lines already marked.
    mutating func tokenize() throws(TemplateError) -> [Token] {
        var textStart = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\n") {
                position += 1
                appendText(from: textStart, to: position, endsLine: true)
                textStart = position
                line += 1
                columnOffset = position
                column = 1
            } else if byte == open[0], matches(open, at: position) {
                appendText(from: textStart, to: position, endsLine: false)
                try lexTag()
                textStart = position
            } else {
                position += 1
            }
        }
        appendText(from: textStart, to: position, endsLine: false)
        markStandaloneLines()
        return tokens
    }

    private mutating func appendText(from start: Int, to end: Int, endsLine: Bool) {
        guard end > start else { return }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        tokens.append(Token(kind: .text, content: text, offset: start, endsLine: endsLine))
    }

    private func matches(_ delimiter: [UInt8], at index: Int) -> Bool {
        guard index + delimiter.count <= bytes.count else { return false }
        for offset in 0..<delimiter.count where bytes[index + offset] != delimiter[offset] {
            return false
        }
        return true
    }

    /// The index of the next occurrence of `terminator` at or after `start`.
    private func find(_ terminator: [UInt8], from start: Int) -> Int? {
        guard let first = terminator.first else { return nil }
        var index = start
        while index + terminator.count <= bytes.count {
            if bytes[index] == first, matches(terminator, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// The location of a tag starting at `offset`, counting characters only from where the last count stopped.
    private mutating func location(of offset: Int) -> SourceLocation {
        column += String(decoding: bytes[columnOffset..<offset], as: UTF8.self).count
        columnOffset = offset
        return SourceLocation(file: source.file, line: line, column: column)
    }

    private mutating func lexTag() throws(TemplateError) {
        let tagStart = position
        let tagLocation = location(of: tagStart)
        var index = position + open.count
        let sigil: UInt8? = index < bytes.count ? bytes[index] : nil
        let kind: Token.Kind
        var terminator = close
        switch sigil {
        case UInt8(ascii: "{"):
            kind = .unescapedVariable
            terminator = Array("}".utf8) + close
        case UInt8(ascii: "&"): kind = .unescapedVariable
        case UInt8(ascii: "#"): kind = .section
        case UInt8(ascii: "^"): kind = .invertedSection
        case UInt8(ascii: "/"): kind = .close
        case UInt8(ascii: "!"): kind = .comment
        case UInt8(ascii: ">"): kind = .partial
        case UInt8(ascii: "<"): kind = .parent
        case UInt8(ascii: "$"): kind = .block
        case UInt8(ascii: "="):
            kind = .delimiters
            terminator = Array("=".utf8) + close
        default: kind = .variable
        }
        if kind != .variable { index += 1 }
        guard let end = find(terminator, from: index) else {
            let closing = String(decoding: terminator, as: UTF8.self)
            throw source.error(.syntax, "unclosed tag: no '\(closing)' after it", at: tagStart)
        }
        position = end + terminator.count
        let content = String(decoding: bytes[index..<end], as: UTF8.self).trimmingTemplateWhitespace()
        if kind == .delimiters {
            try setDelimiters(content, at: tagStart)
        } else if kind != .comment, content.isEmpty {
            throw source.error(.syntax, "empty tag: a name is needed between the delimiters", at: tagStart)
        }
        tokens.append(Token(kind: kind, content: content, offset: tagStart, location: tagLocation))
        // A tag may span lines (comments, odd delimiters): the count restarts after its last line break.
        if let lastBreak = bytes[tagStart..<position].lastIndex(of: UInt8(ascii: "\n")) {
            line += bytes[tagStart..<position].count(where: { $0 == UInt8(ascii: "\n") })
            columnOffset = lastBreak + 1
            column = 1
        }
    }

    private mutating func setDelimiters(_ content: String, at offset: Int) throws(TemplateError) {
        let parts = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
            throw source.error(
                .syntax,
                "bad delimiters '\(content)': expected two delimiters without '=' separated by space, as in {{=<% "
                    + "%>=}}",
                at: offset)
        }
        open = Array(parts[0].utf8)
        close = Array(parts[1].utf8)
    }

    private mutating func markStandaloneLines() {
        var lineStart = 0
        for index in tokens.indices where tokens[index].endsLine || index == tokens.count - 1 {
            markIfStandalone(lineStart...index)
            lineStart = index + 1
        }
    }

    private mutating func markIfStandalone(_ line: ClosedRange<Int>) {
        let first = tokens[line.lowerBound]
        let leading = first.kind == .text && !first.endsLine && first.content.isTemplateWhitespace ? first.content : ""
        var tags: [Int] = []
        var isStandalone = true
        for index in line {
            let token = tokens[index]
            if token.kind == .text {
                if !token.content.isTemplateWhitespace { isStandalone = false }
            } else {
                tags.append(index)
                if !token.kind.canStandAlone { isStandalone = false }
            }
        }
        // A block's opening and closing tags alone on a line mark a place to fill in the middle of a line: its
        // break stays, its leading whitespace indents the lines of what fills it (the specification's "Standalone
        // block" case).
        if tags.count == 2, tokens[tags[0]].kind == .block, tokens[tags[1]].kind == .close,
            tokens[tags[0]].content == tokens[tags[1]].content
        {
            isStandalone = false
        }
        guard isStandalone, !tags.isEmpty else {
            if let firstTag = tags.first, firstTag == line.lowerBound + (leading.isEmpty ? 0 : 1),
                tokens[firstTag].kind == .block
            {
                tokens[firstTag].indentation = leading
            }
            return
        }
        for index in line {
            switch tokens[index].kind {
            case .text: tokens[index].isRemoved = true
            case .partial, .parent, .block:
                tokens[index].indentation = leading
                tokens[index].isStandalone = true
            default: tokens[index].isStandalone = true
            }
        }
    }
}

extension String {
    /// Whether the text holds only spaces and tabs, with at most a final line break (`\n` or `\r\n`).
    var isTemplateWhitespace: Bool {
        var utf8 = Substring(self).utf8
        if utf8.last == UInt8(ascii: "\n") {
            utf8 = utf8.dropLast()
            if utf8.last == UInt8(ascii: "\r") { utf8 = utf8.dropLast() }
        }
        return utf8.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
    }

    /// The string without leading and trailing spaces, tabs and line breaks.
    func trimmingTemplateWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
