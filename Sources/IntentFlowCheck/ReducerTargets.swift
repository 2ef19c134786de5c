/// The states a reducer case's body returns, read from its blanked code: `.state(.x…)` (as in `return .state(.x)`
/// or `LoginNext.state(.x)`) and `Next(state: .x…)`. A `return` of a call (`return Self.end(saving: s)`) is
/// followed into the helper of that name among ``ReducerHelpers``; a return that cannot be read (an unknown call, a
/// variable) makes the state after unread, so no trace is said to be unimplemented by a case the reader cannot
/// follow. See ``ReducerSwitchReader``.
public struct ReducerTargets: Hashable, Sendable {
    /// The state cases returned by name.
    private(set) var names: Set<String> = []
    /// Whether the body returns the state it was given: `.state(state)`.
    private(set) var keepsState = false
    /// Whether a returned state cannot be read (`.state(next)`), or the body shows no `.state(…)` at all.
    private(set) var hasUnread = false

    /// Reads `code[start..<end]`, following returned calls into `helpers` up to ``ReducerHelpers/maximumDepth``.
    public init(code: [UInt8], from start: Int, to end: Int, helpers: ReducerHelpers = ReducerHelpers(), depth: Int = 0) {
        var found = false
        for word in ReducerSwitchReader.words(in: code, from: start, to: end) where word.name == "return" {
            found = readReturn(code, at: word.range.upperBound, end: end, helpers: helpers, depth: depth) || found
        }
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

    /// Reads what a `return` at `offset` returns when it is not a `.state(…)` or `Next(…)` the scan reads: a helper's
    /// states, or else an unread state. Whether it read states from a helper.
    private mutating func readReturn(
        _ code: [UInt8], at offset: Int, end: Int, helpers: ReducerHelpers, depth: Int
    ) -> Bool {
        guard let start = Self.skipWhitespace(code, from: offset, end: end) else {
            hasUnread = true
            return false
        }
        var index = start
        while index < end, ReducerSwitchReader.isWordByte(code[index]) || code[index] == UInt8(ascii: ".") {
            index += 1
        }
        let path = String(decoding: code[start..<index], as: UTF8.self)
        let last = path.split(separator: ".").last.map(String.init) ?? ""
        let next = Self.skipWhitespace(code, from: index, end: end).map { code[$0] }
        // `.state(…)`, `LoginNext.state(…)`, `Next(state: …)`, `Next<…>(…)`: the scan reads them.
        if last == "state" || last.hasSuffix("Next") { return false }
        guard next == UInt8(ascii: "("), !last.isEmpty, depth < ReducerHelpers.maximumDepth else {
            hasUnread = true
            return false
        }
        let bodies = helpers.bodies(named: last)
        guard !bodies.isEmpty else {
            hasUnread = true
            return false
        }
        for body in bodies {
            let helper = ReducerTargets(
                code: helpers.files[body.file].code, from: body.range.lowerBound, to: body.range.upperBound,
                helpers: helpers, depth: depth + 1)
            names.formUnion(helper.names)
            // A helper's `state` is its own parameter, not necessarily the case's: keeping it is not readable.
            if helper.hasUnread || helper.keepsState { hasUnread = true }
        }
        return true
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
