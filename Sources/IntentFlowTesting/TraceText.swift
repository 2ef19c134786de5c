/// Editing a trace's text: writing values in place of the names it binds.
enum TraceText {
    /// `trace` with each bound name outside string literals (and not a label) replaced by its value, and its guard
    /// (`where …`, which the values now decide) left out: `failed(retries: n) + retry where n < 3 -> …` with `n = 0`
    /// gives `failed(retries: 0) + retry -> …`.
    static func substituting(_ values: [(name: String, value: String)], in trace: String) -> String {
        let byName = Dictionary(values.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first })
        var result = ""
        var word = ""
        var inString = false
        var previous: Character = " "
        // A word before `:` is a label (`file: file`), never a name.
        func flush(before next: Character?) {
            result += next == ":" ? word : byName[word] ?? word
            word = ""
        }
        for character in trace {
            if !inString, character.isLetter || character.isNumber || character == "_" {
                word.append(character)
            } else {
                flush(before: character)
                if character == "\"" && previous != "\\" { inString.toggle() }
                result.append(character)
            }
            previous = character
        }
        flush(before: nil)
        return withoutGuards(result)
    }

    /// `text` without ` where …` up to the next ` -> ` (a guard after the signal) or the end (a guard at the end).
    static func withoutGuards(_ text: String) -> String {
        guard let start = text.firstRange(of: " where ") else { return text }
        let rest = text[start.upperBound...]
        guard let arrow = rest.firstRange(of: " -> ") else { return String(text[..<start.lowerBound]) }
        return String(text[..<start.lowerBound]) + withoutGuards(String(text[arrow.lowerBound...]))
    }
}
