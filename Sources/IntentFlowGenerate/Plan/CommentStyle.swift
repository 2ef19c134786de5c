import IntentFlowManifest

/// How a file type writes a comment, used for the header of generated files and for region markers.
package enum CommentStyle: String, Hashable, Sendable, Codable, CaseIterable {
    /// `// text`: Swift, C-family, Kotlin, JavaScript, and any file type not known to use another syntax.
    case slashes = "//"
    /// `# text`: YAML, TOML, shell, Python, Ruby, plain text and ignore files.
    case hash = "#"
    /// `<!-- text -->`: Markdown, HTML, XML.
    case html = "<!--"
    /// No comments: a generated file of this kind carries no header.
    case none

    /// The style a path's extension implies.
    package static func forPath(_ path: String) -> CommentStyle {
        let fileName = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[path.index(after: $0)...]) } ?? path
        guard let dot = fileName.lastIndex(of: ".") else { return .hash }
        if dot == fileName.startIndex { return .hash }  // .gitignore, .geminiignore, …
        switch fileName[fileName.index(after: dot)...].lowercased() {
        case "md", "mdc", "markdown", "html", "htm", "xml", "plist", "svg": return .html
        case "yaml", "yml", "toml", "sh", "bash", "zsh", "rb", "py", "txt", "cfg", "conf", "ini", "properties":
            return .hash
        case "json": return .none
        default: return .slashes
        }
    }

    /// A line holding `text` as a comment, with its newline; empty for ``none``. The text is kept on the one line
    /// (``oneLine(_:)``): a manifest named `X⏎func evil() {}⏎.intentflow.yaml` cannot put code after the comment.
    package func line(_ text: String) -> String {
        let text = oneLine(text)
        switch self {
        case .slashes: return "// \(text)\n"
        case .hash: return "# \(text)\n"
        case .html: return "<!-- \(text) -->\n"
        case .none: return ""
        }
    }

    /// `text` made safe inside one comment line of this style: line breaks and other control characters become
    /// spaces, and in an HTML comment `--` (which could end it) becomes `- -`.
    package func oneLine(_ text: String) -> String {
        var safe = text
        if text.unicodeScalars.contains(where: Self.breaksALine) {
            safe = String(String.UnicodeScalarView(text.unicodeScalars.map { Self.breaksALine($0) ? " " : $0 }))
        }
        guard self == .html else { return safe }
        while safe.contains("--") { safe = safe.replacingEvery("--", with: "- -") }
        return safe
    }

    /// Control characters (a line feed, carriage return, tab, …) and Unicode's line and paragraph separators.
    private static func breaksALine(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x85 || scalar.value == 0x2028
            || scalar.value == 0x2029
    }

    /// The text of a comment line in any known style, without its delimiters; `nil` when the line is not a comment.
    package static func commentText(of line: some StringProtocol) -> Substring? {
        var text = Substring(line).drop { $0 == " " || $0 == "\t" }
        while let last = text.last, last.isNewline || last == " " || last == "\t" { text = text.dropLast() }
        if text.hasPrefix("//") {
            text = text.dropFirst(2)
        } else if text.hasPrefix("#") {
            text = text.dropFirst()
        } else if text.hasPrefix("<!--") {
            text = text.dropFirst(4)
            if text.hasSuffix("-->") { text = text.dropLast(3) }
        } else {
            return nil
        }
        text = text.drop { $0 == " " || $0 == "\t" }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}
