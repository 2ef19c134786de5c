import IntentFlowManifest

/// Reads the `switch (state, signal)` statements of a reducer: each case label's patterns by case name and the
/// states its body returns, so `intentflow check` can tell which acceptance traces the reducer implements.
///
/// Works on a file's blanked code, so comments and strings never look like patterns. A switch counts when at least
/// one of its patterns reads as `(state, .intent(…) | .event(…))`; others (a `switch state` in a helper) are left
/// alone. A pattern is read as:
///
/// | Written | Read as |
/// |---|---|
/// | `_`, `let current` | any state, or any signal |
/// | `.idle`, `LoginState.idle`, `.failed(let message)` | the state `idle`, `failed` |
/// | `.intent`, `.intent(_)`, `.event(let event)` | any intent, any event |
/// | `.intent(.submit(let email, _))` | the intent `submit` |
/// | `.event(.devicesFound([]))`, `.failed(.timeout)` | the case, matching only some values (conditional) |
///
/// What a body does is read by ``ReducerTargets``: its state after from `.state(.x…)`, `Next(state: .x…)`,
/// `.state(.init(phase: .x, …))`, `.state(LoginState(phase: .x))` and `var next = state; next.phase = .x;
/// return .state(next)` (`.state(state)` keeps the state), the fields it writes, and its effects, outputs and routes.
/// A body with no `return` of its own (`case .intent(.x): next.count += 1`) is read with the code after the switch,
/// where such reducers return (`return .state(next)`).
///
/// A reducer over a struct state is often written `switch signal { case .intent(.x): … }`, the state read and written
/// through its fields; asked to, the reader reads such a label as a pattern for any state (see
/// ``switches(in:helpers:readingSignalSwitches:)``).
package enum ReducerSwitchReader {
    /// The reducer switches of `file`, in order; a case that returns a call is read through `helpers`.
    ///
    /// With `readingSignalSwitches`, a label that is a signal pattern alone (`.intent(.search(let q))`,
    /// `.event(.loaded)`) reads as that signal in any state, so a `switch signal` counts too. `intentflow check` and
    /// `intentflow mutate` ask for it; `generate` reads a kept flow as `check` does.
    package static func switches(
        in file: SwiftSourceFile, helpers: ReducerHelpers = ReducerHelpers(), readingSignalSwitches: Bool = false
    ) -> [ReducerSwitch] {
        let code = file.code
        var found: [ReducerSwitch] = []
        for keyword in words(in: code, from: 0, to: code.count) where keyword.name == "switch" {
            guard let open = firstBrace(in: code, from: keyword.range.upperBound),
                let close = SwiftDeclarationReader.matchingClose(in: code, from: open)
            else { continue }
            let labels = labelOffsets(in: code, from: open + 1, to: close)
            let tail = codeAfter(switchAt: keyword.range.lowerBound, closingAt: close, in: code)
            var cases: [ReducerCase] = []
            for (index, label) in labels.enumerated() {
                let end = index + 1 < labels.count ? labels[index + 1].offset : close
                if let read = readCase(
                    in: file, label: label, end: end, helpers: helpers, readingSignalAlone: readingSignalSwitches,
                    fallThrough: tail)
                {
                    cases.append(read)
                }
            }
            guard cases.contains(where: { $0.patterns.contains { $0.signalKind != nil } }) else { continue }
            found.append(ReducerSwitch(cases: cases, openBrace: open, closeBrace: close))
        }
        return found
    }

    /// The code between a switch's closing `}` and the end of the braces that hold it (a reducer's
    /// `return .state(next)` after a switch whose arms only change `next`); `nil` when it has no `return`.
    private static func codeAfter(switchAt keyword: Int, closingAt close: Int, in code: [UInt8]) -> Range<Int>? {
        var depth = 0
        var index = keyword - 1
        while index >= 0 {
            if code[index] == UInt8(ascii: "}") { depth += 1 }
            if code[index] == UInt8(ascii: "{") {
                if depth == 0 { break }
                depth -= 1
            }
            index -= 1
        }
        guard index >= 0, let end = SwiftDeclarationReader.matchingClose(in: code, from: index), end > close,
            words(in: code, from: close + 1, to: end).contains(where: { $0.name == "return" })
        else { return nil }
        return (close + 1)..<end
    }

    // MARK: - Labels

    private struct Label {
        var offset: Int
        var isDefault: Bool
    }

    /// The `case` and `default` labels directly inside a switch body (not in nested braces, and not the `case` of
    /// `if case`, `guard case`, `for case` or a `, case` condition).
    private static func labelOffsets(in code: [UInt8], from start: Int, to end: Int) -> [Label] {
        words(in: code, from: start, to: end, topLevelOnly: true).compactMap { word in
            guard word.name == "case" || word.name == "default", startsStatement(code, at: word.range.lowerBound),
                word.name == "case" || nextByte(in: code, from: word.range.upperBound, limit: end) == UInt8(ascii: ":")
            else { return nil }
            return Label(offset: word.range.lowerBound, isDefault: word.name == "default")
        }
    }

    /// Whether the word at `offset` begins a statement: what comes before it is not `if`, `guard`, `while`, `for`,
    /// a `,` or a `.`.
    private static func startsStatement(_ code: [UInt8], at offset: Int) -> Bool {
        var index = offset - 1
        while index >= 0, SwiftDeclarationReader.isWhitespace(code[index]) { index -= 1 }
        guard index >= 0 else { return true }
        if code[index] == UInt8(ascii: ",") || code[index] == UInt8(ascii: ".") { return false }
        guard isWordByte(code[index]) else { return true }
        var start = index
        while start > 0, isWordByte(code[start - 1]) { start -= 1 }
        let previous = String(decoding: code[start...index], as: UTF8.self)
        return !["if", "guard", "while", "for"].contains(previous)
    }

    // MARK: - Cases

    private static func readCase(
        in file: SwiftSourceFile, label: Label, end: Int, helpers: ReducerHelpers, readingSignalAlone: Bool,
        fallThrough: Range<Int>?
    ) -> ReducerCase? {
        let code = file.code
        let keywordEnd = label.offset + (label.isDefault ? "default".count : "case".count)
        guard let colon = topLevelColon(in: code, from: keywordEnd, to: end) else { return nil }
        var patterns: [ReducerPattern] = []
        var hasGuard = false
        if !label.isDefault {
            let guardOffset = words(in: code, from: keywordEnd, to: colon, topLevelOnly: true)
                .first { $0.name == "where" }?.range.lowerBound
            hasGuard = guardOffset != nil
            let pieces = SwiftDeclarationReader.topLevelSplit(
                code, from: keywordEnd, to: guardOffset ?? colon, separator: UInt8(ascii: ","))
            patterns = pieces.compactMap { pattern(in: file, range: $0, readingSignalAlone: readingSignalAlone) }
            // A label none of whose patterns read as (state, signal) is not the reducer's to judge.
            guard !patterns.isEmpty else { return nil }
        }
        let targets = ReducerTargets(
            code: code, from: colon + 1, to: end, helpers: helpers, fallThrough: fallThrough)
        var read = ReducerCase(
            patterns: patterns, hasGuard: hasGuard, targets: targets.names, keepsState: targets.keepsState,
            hasUnreadTarget: targets.hasUnread, location: file.location(ofOffset: label.offset), offset: label.offset,
            end: end)
        read.constructions = targets.constructions
        read.writes = targets.writes
        read.requests = targets.requests
        return read
    }

    /// The first `:` outside brackets: the end of a label.
    package static func topLevelColon(in code: [UInt8], from start: Int, to end: Int) -> Int? {
        var depth = 0
        for index in start..<end {
            switch code[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: ":") where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    // MARK: - Patterns

    /// One tuple pattern `(state, signal)`, or with `readingSignalAlone` a signal pattern alone (for any state);
    /// `nil` when it has another shape.
    private static func pattern(
        in file: SwiftSourceFile, range: Range<Int>, readingSignalAlone: Bool
    ) -> ReducerPattern? {
        var start = range.lowerBound
        while start < range.upperBound, SwiftDeclarationReader.isWhitespace(file.code[start]) { start += 1 }
        var text = collapsed(file.code(in: start..<range.upperBound))
        var bindsAll = false
        for keyword in ["let ", "var "] where text.hasPrefix(keyword) {
            text.removeFirst(keyword.count)
            bindsAll = true
        }
        guard let read = elements(of: text, bindsAll: bindsAll, readingSignalAlone: readingSignalAlone) else {
            return nil
        }
        let (state, signal) = read
        var kind: TraceSignal.Kind?
        var signalCase: PatternElement?
        if let name = signal.name {
            guard let signalKind = TraceSignal.Kind(rawValue: name) else { return nil }
            kind = signalKind
            if let arguments = signal.arguments {
                guard let inner = PatternElement(arguments, bindsAll: bindsAll || signal.bindsAll) else { return nil }
                signalCase = inner
            }
        }
        return ReducerPattern(
            state: state?.name, signalKind: kind, signal: signalCase?.name,
            isConditional: (state?.isConditional ?? false) || (signalCase?.isConditional ?? false), text: text,
            location: file.location(ofOffset: start))
    }

    /// The state and signal elements of `(state, signal)`; with `readingSignalAlone`, a pattern that is not such a
    /// tuple is read as the signal element, for any state (`nil` for the state).
    private static func elements(
        of text: String, bindsAll: Bool, readingSignalAlone: Bool
    ) -> (state: PatternElement?, signal: PatternElement)? {
        if let inner = PatternElement.parenthesized(text[...]) {
            let bytes = Array(inner.utf8)
            let parts = SwiftDeclarationReader.topLevelSplit(
                bytes, from: 0, to: bytes.count, separator: UInt8(ascii: ","))
            if parts.count == 2 {
                let element = { (part: Range<Int>) in
                    PatternElement(String(decoding: bytes[part], as: UTF8.self), bindsAll: bindsAll)
                }
                guard let state = element(parts[0]), let signal = element(parts[1]) else { return nil }
                return (state, signal)
            }
        }
        guard readingSignalAlone, let signal = PatternElement(text, bindsAll: bindsAll) else { return nil }
        return (nil, signal)
    }

    /// Runs of whitespace as one space, ends trimmed.
    package static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    // MARK: - Words

    package struct Word {
        /// The word.
        package var name: String
        /// Its bytes in the code.
        package var range: Range<Int>
    }

    /// The identifiers and keywords of `code[start..<end]`; with `topLevelOnly`, only those outside brackets.
    package static func words(in code: [UInt8], from start: Int, to end: Int, topLevelOnly: Bool = false) -> [Word] {
        var found: [Word] = []
        forEachWord(in: code, from: start, to: end, topLevelOnly: topLevelOnly) { word in
            found.append(word)
            return true
        }
        return found
    }

    /// The first word of `code[start...]` that is `name`.
    package static func firstWord(_ name: String, in code: [UInt8], from start: Int) -> Word? {
        var found: Word?
        forEachWord(in: code, from: start, to: code.count, topLevelOnly: false) { word in
            if word.name == name { found = word }
            return found == nil
        }
        return found
    }

    /// Calls `body` with each word in order until it returns `false`.
    private static func forEachWord(
        in code: [UInt8], from start: Int, to end: Int, topLevelOnly: Bool, _ body: (Word) -> Bool
    ) {
        var depth = 0
        var index = start
        while index < end {
            let byte = code[index]
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
            guard isIdentifierByte(byte), index == 0 || !isWordByte(code[index - 1]) else {
                index += 1
                continue
            }
            let wordEnd = wordEnd(in: code, from: index, limit: end)
            let preceded = index > 0 && (code[index - 1] == UInt8(ascii: ".") || code[index - 1] == UInt8(ascii: "#"))
            if !preceded, !topLevelOnly || depth == 0,
                !body(Word(name: String(decoding: code[index..<wordEnd], as: UTF8.self), range: index..<wordEnd))
            {
                return
            }
            index = wordEnd
        }
    }

    private static func wordEnd(in code: [UInt8], from start: Int, limit: Int) -> Int {
        var index = start
        while index < limit, isWordByte(code[index]) { index += 1 }
        return index
    }

    private static func nextByte(in code: [UInt8], from start: Int, limit: Int) -> UInt8? {
        code[start..<limit].first { !SwiftDeclarationReader.isWhitespace($0) }
    }

    /// The `{` that opens a body (a switch's after its subject, an `if`'s or `while`'s after its conditions): the first
    /// one outside parentheses and brackets from `start`, before `end` (the code's end when `nil`).
    package static func firstBrace(in code: [UInt8], from start: Int, to end: Int? = nil) -> Int? {
        var depth = 0
        for index in start..<(end ?? code.count) {
            switch code[index] {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            case UInt8(ascii: "{") where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    package static func isWordByte(_ byte: UInt8) -> Bool {
        isIdentifierByte(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
