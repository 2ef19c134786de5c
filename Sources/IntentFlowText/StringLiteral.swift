/// A string written as a string literal of each format intentflow writes, so that the format's reader reads back
/// exactly the string: one escaping routine per format, and every writer of that format uses it.
///
/// Each writes `"`, `\` and the control characters as escapes, everything else as it is, except where a format's
/// readers or viewers need more (Swift: line separators and ``DeceptiveText``'s characters).
package enum StringLiteral {
    /// A Swift string literal: `"A \"quoted\" \\ path"`. Line breaks of every kind (U+2028 and U+2029 included, which
    /// Swift refuses inside a single-line literal), control characters, NUL and ``DeceptiveText``'s invisible and
    /// bidirectional characters are written as escapes (the same string), so the literal is one visible line.
    package static func swift(_ text: String) -> String {
        quoted(text) { scalar in
            if scalar == "\0" { return "\\0" }
            let escaped =
                scalar.value < 0x20 || scalar.value == 0x7F || isLineBreak(scalar) || DeceptiveText.isDeceptive(scalar)
            return escaped ? DeceptiveText.codePoint(scalar) : nil
        }
    }

    /// A JSON string (RFC 8259): `"`, `\`, and the control characters below U+0020 as escapes (`\n`, `\u001b`).
    package static func json(_ text: String) -> String {
        quoted(text) { scalar in
            guard scalar.value < 0x20 else { return nil }
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
    }

    /// A double-quoted YAML scalar: `"`, `\`, and control characters and DEL as escapes (`\n`, `\x1b`).
    package static func yaml(_ text: String) -> String {
        quoted(text) { scalar in
            guard scalar.value < 0x20 || scalar.value == 0x7F else { return nil }
            return "\\x" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
        }
    }

    /// `text` between double quotes with `"`, `\`, line feed, carriage return and tab escaped as all three formats
    /// write them, and every other scalar as `escape` spells it (`nil`: as it is).
    private static func quoted(_ text: String, escape: (Unicode.Scalar) -> String?) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if let escaped = escape(scalar) {
                    result += escaped
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// Line and paragraph separators and the other vertical breaks Unicode counts (NEL, VT, FF): a Swift literal
    /// holding one would not be one line.
    package static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x2028 || scalar.value == 0x2029 || scalar.value == 0x85 || scalar.value == 0x0B
            || scalar.value == 0x0C
    }
}
