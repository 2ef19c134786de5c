/// The byte-order mark and line endings of a file on disk, which a rewrite keeps.
///
/// Planning compares and merges text in the form templates produce (no BOM, `\n` line endings); a file someone
/// saved with a BOM or with `\r\n` throughout (an editor or Git's `autocrlf` on Windows) is planned in that form and
/// written back in its own. Without this, a generated file whose line endings changed looked edited by hand, and
/// rewriting AGENTS.md dropped its BOM and mixed line endings.
struct TextConventions: Hashable, Sendable {
    /// Whether the file starts with U+FEFF.
    var byteOrderMark = false
    /// Whether every line of the file ends with `\r\n`.
    var crlf = false

    private static let bom = "\u{FEFF}"

    /// The conventions of a file's text (none when there is no file).
    init(of text: String?) {
        guard let text else { return }
        byteOrderMark = text.hasPrefix(Self.bom)
        crlf = Self.endsEveryLineWithCRLF(text)
    }

    /// `text` in the form templates produce.
    func normalized(_ text: String) -> String {
        var result = byteOrderMark ? String(text.dropFirst()) : text
        if crlf { result = result.replacing("\r\n", with: "\n") }
        return result
    }

    /// Text in the form templates produce, put back into the file's own form.
    func restored(_ text: String) -> String {
        var result = crlf ? text.replacing("\n", with: "\r\n") : text
        if byteOrderMark, !result.hasPrefix(Self.bom) { result = Self.bom + result }
        return result
    }

    /// True when the text has line breaks and each is `\r\n`.
    private static func endsEveryLineWithCRLF(_ text: String) -> Bool {
        var sawBreak = false
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") {
                guard previous == UInt8(ascii: "\r") else { return false }
                sawBreak = true
            }
            previous = byte
        }
        return sawBreak
    }
}
