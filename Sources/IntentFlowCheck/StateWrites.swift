/// The fields of a struct state a reducer case's body assigns, read from its blanked code: `next.query = q`,
/// `next.count += 1`, `next.todos[id: id]?.isDone = true`, `next.todos.append(todo)`; and the phases it sets,
/// `next.phase = .locked`.
///
/// Any variable counts (a copy of the state, or a helper's `inout` parameter), so a write is never missed where the
/// body makes one; a `&next` handed to a function that cannot be followed makes the writes unread (taken to write
/// every field).
package struct StateWrites: Hashable, Sendable {
    /// The fields assigned.
    private(set) var fields: Set<String> = []
    /// The phase cases assigned (`.locked` in `next.phase = .locked`).
    private(set) var phases: Set<String> = []
    /// Whether a phase is assigned at the body's top level (not inside an `if` or a closure), so the state's own
    /// phase is not what the body returns.
    private(set) var setsPhaseAlways = false
    /// Whether a phase is assigned something that is not a case.
    private(set) var hasUnreadPhase = false
    /// Whether a value is passed `inout` to a function that cannot be followed.
    private(set) var isUnread = false

    /// The methods that change the collection or value they are called on.
    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange", "removeValue",
        "popLast", "popFirst", "updateValue", "merge", "formUnion", "formIntersection", "formSymmetricDifference",
        "subtract", "sort", "reverse", "shuffle", "swapAt", "toggle", "replaceSubrange", "move",
    ]

    /// No writes.
    package init() {}

    /// Reads the writes in `code[start..<end]`; an `&value` passed to a function not among `followed` is unread.
    init(code: [UInt8], from start: Int, to end: Int, followed: Set<String>) {
        var depth = 0
        var index = start
        while index < end {
            let byte = code[index]
            if byte == UInt8(ascii: "{") { depth += 1 }
            if byte == UInt8(ascii: "}") { depth -= 1 }
            if byte == UInt8(ascii: "&"), Self.isInoutArgument(code, at: index, end: end),
                !followed.contains(Self.callee(code, before: index, start: start) ?? "")
            {
                isUnread = true
            }
            guard Self.startsRoot(code, at: index, start: start) else {
                index += 1
                continue
            }
            index = readAccess(code, from: index, end: end, topLevel: depth == 0)
        }
    }

    /// Adds the writes of `other` (a helper the body calls).
    mutating func formUnion(_ other: StateWrites) {
        fields.formUnion(other.fields)
        phases.formUnion(other.phases)
        hasUnreadPhase = hasUnreadPhase || other.hasUnreadPhase
        isUnread = isUnread || other.isUnread
    }

    /// Reads `root.field…` at `index` and records it when it is assigned or changed in place; returns where to go on.
    private mutating func readAccess(_ code: [UInt8], from index: Int, end: Int, topLevel: Bool) -> Int {
        var cursor = Self.wordEnd(code, from: index, end: end)
        guard cursor < end, code[cursor] == UInt8(ascii: "."), cursor + 1 < end,
            Self.isIdentifierStart(code[cursor + 1])
        else { return cursor }
        let fieldEnd = Self.wordEnd(code, from: cursor + 1, end: end)
        let field = String(decoding: code[(cursor + 1)..<fieldEnd], as: UTF8.self)
        cursor = fieldEnd
        // Follow `?`, `!`, subscripts and members to the end of the access.
        var lastMember: String?
        var isCall = false
        while cursor < end {
            let byte = code[cursor]
            if byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!"), cursor + 1 < end,
                code[cursor + 1] != UInt8(ascii: "=")
            {
                cursor += 1
            } else if byte == UInt8(ascii: "["),
                let close = SwiftDeclarationReader.matchingClose(in: code, from: cursor)
            {
                cursor = close + 1
            } else if byte == UInt8(ascii: "."), cursor + 1 < end, Self.isIdentifierStart(code[cursor + 1]) {
                let memberEnd = Self.wordEnd(code, from: cursor + 1, end: end)
                lastMember = String(decoding: code[(cursor + 1)..<memberEnd], as: UTF8.self)
                cursor = memberEnd
                let after = code[cursor..<end].first { !SwiftDeclarationReader.isWhitespace($0) }
                isCall = after == UInt8(ascii: "(") || after == UInt8(ascii: "{")
                if isCall { break }
            } else {
                break
            }
        }
        if isCall {
            if let method = lastMember, Self.mutatingMethods.contains(method) { fields.insert(field) }
            return cursor
        }
        guard let valueStart = Self.assignmentValue(code, from: cursor, end: end) else { return cursor }
        if field == "phase", lastMember == nil {
            recordPhase(code, from: valueStart, end: end, topLevel: topLevel)
        } else {
            fields.insert(field)
        }
        return valueStart
    }

    /// Records the case a `phase` is assigned.
    private mutating func recordPhase(_ code: [UInt8], from start: Int, end: Int, topLevel: Bool) {
        var valueEnd = start
        var depth = 0
        while valueEnd < end {
            let byte = code[valueEnd]
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") { depth -= 1 }
            if depth == 0, byte == UInt8(ascii: "\n") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "}") {
                break
            }
            if depth < 0 { break }
            valueEnd += 1
        }
        let value = String(decoding: code[start..<valueEnd], as: UTF8.self)
        if let name = PatternElement(value, bindsAll: false)?.name {
            phases.insert(name)
            if topLevel { setsPhaseAlways = true }
        } else {
            hasUnreadPhase = true
        }
    }

    /// Where the value of an assignment (`=`, `+=`, `??=`, …, not `==`) after the access at `start` begins.
    private static func assignmentValue(_ code: [UInt8], from start: Int, end: Int) -> Int? {
        var index = start
        while index < end, SwiftDeclarationReader.isWhitespace(code[index]) { index += 1 }
        let operatorStart = index
        while index < end, Array("+-*/%&|^<>=?!".utf8).contains(code[index]) { index += 1 }
        let written = String(decoding: code[operatorStart..<index], as: UTF8.self)
        guard written.hasSuffix("="), !["==", "===", "!=", "!==", "<=", ">="].contains(written) else { return nil }
        while index < end, SwiftDeclarationReader.isWhitespace(code[index]) { index += 1 }
        return index
    }

    /// Whether an identifier that is not a member (nothing before it is `.`) starts at `index`.
    private static func startsRoot(_ code: [UInt8], at index: Int, start: Int) -> Bool {
        guard isIdentifierStart(code[index]) else { return false }
        guard index > start else { return true }
        let before = code[index - 1]
        return !ReducerSwitchReader.isWordByte(before) && before != UInt8(ascii: ".") && before != UInt8(ascii: "$")
    }

    /// Whether the `&` at `index` passes a value `inout` (not `&&`, `&=`, `&+`).
    private static func isInoutArgument(_ code: [UInt8], at index: Int, end: Int) -> Bool {
        guard index + 1 < end, isIdentifierStart(code[index + 1]) else { return false }
        return index == 0 || code[index - 1] != UInt8(ascii: "&")
    }

    /// The name of the function whose argument list holds `offset`: the word before the `(` that opens it.
    private static func callee(_ code: [UInt8], before offset: Int, start: Int) -> String? {
        var depth = 0
        var index = offset - 1
        while index >= start {
            switch code[index] {
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth += 1
            case UInt8(ascii: "["): depth = max(0, depth - 1)
            case UInt8(ascii: "("):
                if depth == 0 {
                    var nameEnd = index
                    while nameEnd > start, SwiftDeclarationReader.isWhitespace(code[nameEnd - 1]) { nameEnd -= 1 }
                    var nameStart = nameEnd
                    while nameStart > start, ReducerSwitchReader.isWordByte(code[nameStart - 1]) { nameStart -= 1 }
                    return String(decoding: code[nameStart..<nameEnd], as: UTF8.self)
                }
                depth -= 1
            default: break
            }
            index -= 1
        }
        return nil
    }

    private static func wordEnd(_ code: [UInt8], from start: Int, end: Int) -> Int {
        var index = start
        while index < end, ReducerSwitchReader.isWordByte(code[index]) { index += 1 }
        return index
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        ReducerSwitchReader.isWordByte(byte) && !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
