/// Characters that make text read differently from what it is, to people, agents and compilers: bidirectional
/// controls (Trojan Source, CVE-2021-42574: U+202A–202E, U+2066–2069, U+200E, U+200F, U+061C), invisible tag
/// characters (U+E0000–E007F, "ASCII smuggling"), and zero-width and invisible formatting characters (U+200B–200D,
/// U+2060–2064, U+FEFF).
///
/// Identifiers may not hold them (``IdentifierSyntax``); generated Swift, agent files and terminal output show
/// each as its code point (`\u{202E}`) instead.
package enum DeceptiveText {
    /// Whether `scalar` is one of the characters above.
    package static func isDeceptive(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x2069, 0xFEFF: true
        case 0xE0000...0xE007F: true
        default: false
        }
    }

    /// Whether `text` holds one of them.
    package static func contains(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isDeceptive)
    }

    /// `text` with each of them, and each scalar `alsoEscaping` picks, written as its code point: `\u{202E}`.
    package static func escaped(_ text: String, alsoEscaping: (Unicode.Scalar) -> Bool = { _ in false }) -> String {
        guard text.unicodeScalars.contains(where: { isDeceptive($0) || alsoEscaping($0) }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isDeceptive(scalar) || alsoEscaping(scalar) {
                result.append(contentsOf: codePoint(scalar).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// `\u{1b}`: the spelling a Swift string literal and a reader both understand.
    package static func codePoint(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16))}"
    }

    /// Whether `scalar` is a control character a terminal acts on (C0 but tab and line feed, DEL, C1): ESC starts
    /// the sequences that clear the screen, write the clipboard (OSC 52) or hide links (OSC 8).
    package static func isTerminalControl(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
    }

    /// `text` made safe to print on a terminal: control characters and the characters above as code points.
    package static func forTerminal(_ text: String) -> String {
        escaped(text, alsoEscaping: isTerminalControl)
    }
}
