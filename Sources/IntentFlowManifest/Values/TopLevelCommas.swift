/// The comma-separated parts of a Swift list, split only where a comma stands outside every bracket and string
/// literal: a tuple type's elements (`a: Int, b: [String: Int]`), a generic's arguments (`Success, Failure`), a
/// call's arguments or a tuple value's elements (`"a, b", (1, 2)`).
///
/// Types and values are split by the same rule: `[`, `(`, `<` and `{` open a level, `]`, `)`, `>` (not the one of
/// `->`) and `}` close it, and a `"…"` literal (with its `\"` escapes) is text, whatever commas or brackets it holds.
package enum TopLevelCommas {
    /// The parts of `text`, untrimmed, in order; one part (the whole text) when no comma is at the top level.
    package static func split(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var escaped = false
        var previous: Character?
        for character in text {
            defer { previous = character }
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else {
                switch character {
                case "\"": inString = true
                case "[", "(", "<", "{": depth += 1
                case ">" where previous == "-": break
                case "]", ")", ">", "}": depth -= 1
                case "," where depth == 0:
                    parts.append(current)
                    current = ""
                    continue
                default: break
                }
            }
            current.append(character)
        }
        parts.append(current)
        return parts
    }
}
