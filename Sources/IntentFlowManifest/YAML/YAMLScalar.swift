import IntentFlowText

/// A string written as a YAML scalar in generated frontmatter (Cursor `globs:`, Claude `paths:`, Copilot `applyTo:`),
/// so that a standard YAML parser reads back exactly the string: a glob such as `**/Checkout/**` written bare would be
/// an alias (`*`) and the frontmatter invalid. The manifest loader's quoting hint shows a value quoted the same way.
package enum YAMLScalar {
    /// The string bare when YAML reads a bare scalar as exactly that string, else double-quoted.
    ///
    /// Cursor documents `globs:` as a bare comma-separated list, so the bare form is kept whenever it is valid.
    package static func plainOrQuoted(_ text: String) -> String {
        isSafePlain(text) ? text : quoted(text)
    }

    /// The string double-quoted, with `\`, `"` and control characters escaped.
    package static func quoted(_ text: String) -> String {
        StringLiteral.yaml(text)
    }

    /// Whether a bare scalar reads back as this exact string: no leading indicator, no `: ` or ` #`, no surrounding
    /// spaces, no control characters, and not a word or number YAML resolves to another type.
    static func isSafePlain(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last else { return false }
        if "-?:,[]{}#&*!|>'\"%@`".unicodeScalars.contains(first) || first == " " || last == " " || last == ":" {
            return false
        }
        if text.contains(": ") || text.contains(" #") { return false }
        if text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { return false }
        let resolved = ["true", "false", "yes", "no", "on", "off", "null", "~", "y", "n"]
        if resolved.contains(text.lowercased()) || Double(text) != nil { return false }
        return true
    }
}
