/// The states a reducer case's body returns, read from its blanked code: `.state(.x…)` (as in `return .state(.x)`
/// or `LoginNext.state(.x)`) and `Next(state: .x…)`. See ``ReducerSwitchReader``.
struct ReducerTargets: Hashable, Sendable {
    /// The state cases returned by name.
    private(set) var names: Set<String> = []
    /// Whether the body returns the state it was given: `.state(state)`.
    private(set) var keepsState = false
    /// Whether a returned state cannot be read (`.state(next)`), or the body shows no `.state(…)` at all.
    private(set) var hasUnread = false

    /// Reads `code[start..<end]`.
    init(code: [UInt8], from start: Int, to end: Int) {
        var found = false
        for word in ReducerSwitchReader.words(in: code, from: start, to: end) where word.name == "state" {
            guard let argument = Self.argumentStart(code, word: word.range, start: start, end: end) else { continue }
            found = true
            read(code, at: argument, end: end)
        }
        // `words` skips `.state`; read those here.
        var index = start
        while index + 7 <= end {
            if code[index] == UInt8(ascii: "."), code[(index + 1)..<(index + 6)].elementsEqual("state".utf8),
                !ReducerSwitchReader.isWordByte(code[index + 6]),
                let open = Self.skipWhitespace(code, from: index + 6, end: end), code[open] == UInt8(ascii: "(")
            {
                found = true
                if let argument = Self.skipWhitespace(code, from: open + 1, end: end) { read(code, at: argument, end: end) }
            }
            index += 1
        }
        if !found { hasUnread = true }
    }

    /// For `Next(state: …)` / `Next<…>(state: …)`: where the value after `state:` starts.
    private static func argumentStart(_ code: [UInt8], word: Range<Int>, start: Int, end: Int) -> Int? {
        guard let colon = skipWhitespace(code, from: word.upperBound, end: end), code[colon] == UInt8(ascii: ":")
        else { return nil }
        var index = word.lowerBound - 1
        while index >= start, SwiftDeclarationReader.isWhitespace(code[index]) { index -= 1 }
        guard index > start, code[index] == UInt8(ascii: "(") else { return nil }
        index -= 1
        if code[index] == UInt8(ascii: ">") {
            var depth = 0
            while index >= start {
                if code[index] == UInt8(ascii: ">") { depth += 1 }
                if code[index] == UInt8(ascii: "<") { depth -= 1 }
                if depth == 0 { break }
                index -= 1
            }
            index -= 1
        }
        guard index >= 4, String(decoding: code[(index - 3)...index], as: UTF8.self) == "Next" else { return nil }
        return skipWhitespace(code, from: colon + 1, end: end)
    }

    /// Reads the state expression at `offset`: `.x…`, `LoginState.x…`, or `state`.
    private mutating func read(_ code: [UInt8], at offset: Int, end: Int) {
        var index = offset
        var name = ""
        while index < end, ReducerSwitchReader.isWordByte(code[index]) || code[index] == UInt8(ascii: ".") {
            index += 1
        }
        name = String(decoding: code[offset..<index], as: UTF8.self)
        let next = Self.skipWhitespace(code, from: index, end: end).map { code[$0] }
        let closes = next == UInt8(ascii: "(") || next == UInt8(ascii: ")") || next == UInt8(ascii: ",")
        if name == "state", next == UInt8(ascii: ")") {
            keepsState = true
        } else if closes, let dot = name.lastIndex(of: "."), name.first == "." || name.first?.isUppercase == true {
            names.insert(String(name[name.index(after: dot)...]))
        } else {
            hasUnread = true
        }
    }

    private static func skipWhitespace(_ code: [UInt8], from start: Int, end: Int) -> Int? {
        var index = start
        while index < end, SwiftDeclarationReader.isWhitespace(code[index]) { index += 1 }
        return index < end ? index : nil
    }
}
