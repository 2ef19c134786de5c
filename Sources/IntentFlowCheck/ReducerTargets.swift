/// What a reducer case's body returns, read from its blanked code: the states (`.state(.x…)` as in
/// `return .state(.x)` or `LoginNext.state(.x)`, and `Next(state: .x…)`), struct states built with their phase
/// (`.state(.init(phase: .x, …))`, `LoginState(phase: .x)`) or copied and changed (`var next = state;
/// next.phase = .x; return .state(next)`), the fields it writes and the effects, outputs and routes it asks for.
///
/// A `return` of a call (`return Self.end(saving: s)`) is followed into the helper of that name among
/// ``ReducerHelpers``, and so is a helper called for its writes or requests (`Self.validate(&next)`); a return that
/// cannot be read (an unknown call, a variable of unknown origin) makes the state after unread, so no trace is said
/// to be unimplemented by a case the reader cannot follow. See ``ReducerSwitchReader``.
package struct ReducerTargets: Hashable, Sendable {
    /// The state cases (or phases) returned by name.
    private(set) var names: Set<String> = []
    /// Whether the body returns the state it was given (`.state(state)`), or a copy whose phase it leaves alone.
    private(set) var keepsState = false
    /// Whether a returned state cannot be read (`.state(next)`), or the body shows no `.state(…)` at all.
    private(set) var hasUnread = false
    /// The struct states the body builds with an initializer.
    private(set) var constructions: [StateConstruction] = []
    /// The fields and phases the body assigns.
    private(set) var writes = StateWrites()
    /// The effects, outputs and routes the body asks for.
    private(set) var requests = ReducerRequests()

    /// Reads `code[start..<end]`, following returned calls into `helpers` up to ``ReducerHelpers/maximumDepth``.
    ///
    /// `fallThrough` is the code after the switch the body belongs to (up to the end of the function): a body that
    /// does not return at its own top level (`case .intent(.x): next.count += 1`) returns what that code returns.
    package init(
        code: [UInt8], from start: Int, to end: Int, helpers: ReducerHelpers = ReducerHelpers(), depth: Int = 0,
        fallThrough: Range<Int>? = nil
    ) {
        let called = helpers.calls(in: code, from: start, to: end)
        writes = StateWrites(code: code, from: start, to: end, followed: called)
        requests = ReducerRequests(code: code, from: start, to: end)
        if depth < ReducerHelpers.maximumDepth {
            for name in called {
                for body in helpers.bodies(named: name) {
                    let helper = ReducerTargets(
                        code: helpers.files[body.file].code, from: body.range.lowerBound, to: body.range.upperBound,
                        helpers: helpers, depth: depth + 1)
                    writes.formUnion(helper.writes)
                    requests.formUnion(helper.requests)
                }
            }
        }
        var found = readStates(code, scanning: start..<end, body: start..<end, helpers: helpers, depth: depth)
        // A body with no `return` of its own ends in the code after the switch (`return .state(next)`).
        if let tail = fallThrough, !Self.returnsAtTopLevel(code, from: start, to: end) {
            requests.formUnion(ReducerRequests(code: code, from: tail.lowerBound, to: tail.upperBound))
            found = readStates(code, scanning: tail, body: start..<end, helpers: helpers, depth: depth) || found
        }
        if !found { hasUnread = true }
        if hasUnread { requests.markUnread() }
    }

    /// Reads the states returned in `code[scan]`: `return`s, `Next(state: …)` and `.state(…)`, whose variables are
    /// looked up as declared in `body` or before it. Whether it found any.
    private mutating func readStates(
        _ code: [UInt8], scanning scan: Range<Int>, body: Range<Int>, helpers: ReducerHelpers, depth: Int
    ) -> Bool {
        let (start, end) = (scan.lowerBound, scan.upperBound)
        var found = false
        for word in ReducerSwitchReader.words(in: code, from: start, to: end) where word.name == "return" {
            found = readReturn(code, at: word.range.upperBound, end: end, helpers: helpers, depth: depth) || found
        }
        for word in ReducerSwitchReader.words(in: code, from: start, to: end) where word.name == "state" {
            guard let argument = Self.argumentStart(code, word: word.range, start: start, end: end) else { continue }
            found = true
            read(code, at: argument, end: end, body: body)
        }
        // `words` skips `.state`; read those here.
        var index = start
        while index + 7 <= end {
            if code[index] == UInt8(ascii: "."), code[(index + 1)..<(index + 6)].elementsEqual("state".utf8),
                !ReducerSwitchReader.isWordByte(code[index + 6]),
                let open = Self.skipWhitespace(code, from: index + 6, end: end), code[open] == UInt8(ascii: "(")
            {
                found = true
                if let argument = Self.skipWhitespace(code, from: open + 1, end: end) {
                    read(code, at: argument, end: end, body: body)
                }
            }
            index += 1
        }
        return found
    }

    /// Whether `code[start..<end]` has a `return` outside any braces: the body cannot reach its end.
    private static func returnsAtTopLevel(_ code: [UInt8], from start: Int, to end: Int) -> Bool {
        ReducerSwitchReader.words(in: code, from: start, to: end, topLevelOnly: true).contains { $0.name == "return" }
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
            constructions += helper.constructions
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

    /// Reads the state expression at `offset`: `.x…`, `LoginState.x…`, `state`, a struct built with `.init(…)` or
    /// `LoginState(…)`, or a variable declared in `body` or copied from `state` before the switch.
    private mutating func read(
        _ code: [UInt8], at offset: Int, end: Int, body: Range<Int>, following: Set<String> = []
    ) {
        var index = offset
        while index < end, ReducerSwitchReader.isWordByte(code[index]) || code[index] == UInt8(ascii: ".") {
            index += 1
        }
        let name = String(decoding: code[offset..<index], as: UTF8.self)
        let nextOffset = Self.skipWhitespace(code, from: index, end: end)
        let next = nextOffset.map { code[$0] }
        let closes = next == UInt8(ascii: "(") || next == UInt8(ascii: ")") || next == UInt8(ascii: ",")
        let isType = name.first?.isUppercase == true && !name.contains(".")
        if name == "state", next == UInt8(ascii: ")") {
            keepsState = true
        } else if name == ".init" || isType, let open = nextOffset, code[open] == UInt8(ascii: "("),
            let close = SwiftDeclarationReader.matchingClose(in: code, from: open)
        {
            readConstruction(StateConstruction(code: code, from: open + 1, to: close))
        } else if closes, let dot = name.lastIndex(of: "."), name.first == "." || name.first?.isUppercase == true {
            names.insert(String(name[name.index(after: dot)...]))
        } else if Self.isVariable(name), !following.contains(name) {
            readVariable(name, code: code, body: body, following: following.union([name]))
        } else {
            hasUnread = true
        }
    }

    /// A struct state built with an initializer: its phase, or the default one when it names none.
    private mutating func readConstruction(_ construction: StateConstruction) {
        constructions.append(construction)
        if construction.hasUnreadPhase { hasUnread = true }
        if construction.keepsPhase { keepsState = true }
        if let phase = construction.phase { names.insert(phase) }
    }

    /// A variable returned as the state: its initializer when `body` declares it (`var next = state`,
    /// `let next = LoginState(phase: .x)`), else a copy of `state` when the code before the body declares it so
    /// (`var next = state` above the switch); either way changed by the phases the body assigns.
    private mutating func readVariable(_ name: String, code: [UInt8], body: Range<Int>, following: Set<String>) {
        let copiesState: Bool
        if let initializer = Self.declaration(of: name, in: code, range: body) {
            copiesState = Self.isState(code, at: initializer)
            if !copiesState {
                read(code, at: initializer, end: body.upperBound, body: body, following: following)
            }
        } else if let initializer = Self.declaration(of: name, in: code, range: 0..<body.lowerBound),
            Self.isState(code, at: initializer)
        {
            copiesState = true
        } else {
            hasUnread = true
            return
        }
        names.formUnion(writes.phases)
        if writes.hasUnreadPhase { hasUnread = true }
        if copiesState, !writes.setsPhaseAlways { keepsState = true }
    }

    /// Where the initializer of the last `var name =` / `let name =` in `code[range]` starts.
    private static func declaration(of name: String, in code: [UInt8], range: Range<Int>) -> Int? {
        var found: Int?
        let words = ReducerSwitchReader.words(in: code, from: range.lowerBound, to: range.upperBound)
        for (position, word) in words.enumerated()
        where (word.name == "var" || word.name == "let") && position + 1 < words.count
            && words[position + 1].name == name
        {
            guard let equals = skipWhitespace(code, from: words[position + 1].range.upperBound, end: range.upperBound),
                code[equals] == UInt8(ascii: "="), equals + 1 < range.upperBound, code[equals + 1] != UInt8(ascii: "=")
            else { continue }
            found = skipWhitespace(code, from: equals + 1, end: range.upperBound)
        }
        return found
    }

    /// Whether the expression at `offset` is `state` alone.
    private static func isState(_ code: [UInt8], at offset: Int) -> Bool {
        offset + 5 <= code.count && code[offset..<(offset + 5)].elementsEqual("state".utf8)
            && (offset + 5 == code.count
                || !ReducerSwitchReader.isWordByte(code[offset + 5])
                    && code[offset + 5] != UInt8(ascii: "."))
    }

    /// Whether `name` is a plain lower-case identifier (a variable), not a member path or a keyword.
    private static func isVariable(_ name: String) -> Bool {
        guard let first = name.first, first.isLowercase || first == "_", !name.contains(".") else { return false }
        return !["self", "try", "await", "nil", "true", "false"].contains(name)
    }

    private static func skipWhitespace(_ code: [UInt8], from start: Int, end: Int) -> Int? {
        var index = start
        while index < end, SwiftDeclarationReader.isWhitespace(code[index]) { index += 1 }
        return index < end ? index : nil
    }
}
