import IntentFlowCheck

/// A statement of a reducer arm that writes the state it builds: `next.count += 1`, `next.alert = nil`,
/// `next.todos.append(item)`, `Self.validate(&next)`.
///
/// A reducer written as `switch signal` over a struct state copies it (`var next = state`), changes fields and
/// returns `.state(next)`: there ``MutationOperator/keepState`` drops one such statement, the field keeping the value
/// it was given, where a reducer over a state enum has its `.state(x)` replaced by `.state(state)`.
package struct StateWrite: Hashable, Sendable {
    /// The whole statement, which the mutant removes.
    package var statement: Range<Int>
    /// The path written after the state's name (`count`, `form.email`, `todos` of `next.todos.append(item)`); `nil`
    /// for a call given `&next`, and empty for the whole state assigned (`next = …`).
    package var field: String?
    /// The assignment operator (`=`, `+=`, …); `nil` for a call.
    package var assignment: String?
    /// The value assigned; `nil` for a call.
    package var value: Range<Int>?

    /// The writes among the statements of `range` (an arm's body) in blanked `code`, in the order of the file;
    /// `names` are the state parameter and the variables that copy it.
    package static func all(in code: [UInt8], range: Range<Int>, names: Set<String>) -> [StateWrite] {
        statements(in: code, range: range).compactMap { statement in
            assignment(in: code, statement: statement, names: names)
                ?? inoutCall(in: code, statement: statement, names: names)
        }
    }

    // MARK: - Statements

    /// The statements of `range`: each begins at the range's start, after a line break, `{` or `;` outside
    /// parentheses and brackets, and runs to the end of its line, or further where the next line continues it
    /// (a leading `.`, or a line ending in an operator or an open bracket). A statement holding a block (`if … { … }`)
    /// is listed and so is each statement inside it.
    static func statements(in code: [UInt8], range: Range<Int>) -> [Range<Int>] {
        var found: [Range<Int>] = []
        var depth = 0
        var atStart = true
        for index in range {
            let byte = code[index]
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
            default: break
            }
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "{")
                || byte == UInt8(ascii: "}")
            {
                atStart = atStart || depth == 0
                continue
            }
            if SwiftDeclarationReader.isWhitespace(byte) { continue }
            if atStart, depth == 0, ReducerSwitchReader.isWordByte(byte) {
                found.append(index..<statementEnd(in: code, from: index, limit: range.upperBound))
            }
            atStart = false
        }
        return found
    }

    /// Where the statement that begins at `start` ends (after its last byte of code).
    private static func statementEnd(in code: [UInt8], from start: Int, limit: Int) -> Int {
        var depth = 0
        var index = start
        var last = start
        while index < limit {
            let byte = code[index]
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                if depth == 0 { return last + 1 }
                depth -= 1
            case UInt8(ascii: ";") where depth == 0:
                return last + 1
            case UInt8(ascii: "\n")
            where depth == 0 && !continues(code, after: index, lastByte: code[last], limit: limit):
                return last + 1
            default: break
            }
            if !SwiftDeclarationReader.isWhitespace(byte) { last = index }
            index += 1
        }
        return last + 1
    }

    /// Whether the line after the break at `newline` continues the statement: it begins with `.` (a chained call),
    /// or the line before ended in an operator or a comma.
    private static func continues(_ code: [UInt8], after newline: Int, lastByte: UInt8, limit: Int) -> Bool {
        if Array("=+-*/%&|^<>?:,".utf8).contains(lastByte) { return true }
        let next = code[(newline + 1)..<limit].first { !SwiftDeclarationReader.isWhitespace($0) }
        return next == UInt8(ascii: ".")
    }

    // MARK: - Writes

    /// `name.path op value`, `name = value` or `name.path.method(…)` (a mutating call) with `name` one of `names`.
    private static func assignment(in code: [UInt8], statement: Range<Int>, names: Set<String>) -> StateWrite? {
        guard
            let name = ReducerSwitchReader.words(in: code, from: statement.lowerBound, to: statement.upperBound).first,
            name.range.lowerBound == statement.lowerBound, names.contains(name.name)
        else { return nil }
        var index = name.range.upperBound
        var path: [String] = []
        while index < statement.upperBound, code[index] == UInt8(ascii: ".") || code[index] == UInt8(ascii: "[") {
            if code[index] == UInt8(ascii: "[") {
                guard let close = SwiftDeclarationReader.matchingClose(in: code, from: index) else { return nil }
                index = close + 1
                continue
            }
            var end = index + 1
            while end < statement.upperBound, ReducerSwitchReader.isWordByte(code[end]) { end += 1 }
            guard end > index + 1 else { return nil }
            path.append(String(decoding: code[(index + 1)..<end], as: UTF8.self))
            index = end
        }
        if index < statement.upperBound, code[index] == UInt8(ascii: "("), path.count > 0,
            SwiftDeclarationReader.matchingClose(in: code, from: index) == statement.upperBound - 1
        {
            return StateWrite(
                statement: statement, field: path.dropLast().joined(separator: "."), assignment: nil, value: nil)
        }
        while index < statement.upperBound, SwiftDeclarationReader.isWhitespace(code[index]) { index += 1 }
        guard let operatorEnd = assignmentEnd(in: code, at: index, limit: statement.upperBound) else { return nil }
        var valueStart = operatorEnd
        while valueStart < statement.upperBound, SwiftDeclarationReader.isWhitespace(code[valueStart]) {
            valueStart += 1
        }
        guard valueStart < statement.upperBound else { return nil }
        return StateWrite(
            statement: statement, field: path.joined(separator: "."),
            assignment: String(decoding: code[index..<operatorEnd], as: UTF8.self),
            value: valueStart..<statement.upperBound)
    }

    /// The end of the assignment operator at `index` (`=`, `+=`, `-=`, `*=`, `/=`, `%=`, `&=`, `|=`, `^=`), or `nil`
    /// when there is none (`==` is a comparison).
    private static func assignmentEnd(in code: [UInt8], at index: Int, limit: Int) -> Int? {
        guard index < limit else { return nil }
        if code[index] == UInt8(ascii: "=") {
            return index + 1 < limit && code[index + 1] == UInt8(ascii: "=") ? nil : index + 1
        }
        guard Array("+-*/%&|^".utf8).contains(code[index]), index + 1 < limit, code[index + 1] == UInt8(ascii: "=")
        else { return nil }
        return index + 2
    }

    /// A call given the state `inout` (`Self.validate(&next)`): a statement that is neither a declaration nor a
    /// control statement, holds no block, and passes `&name`.
    private static func inoutCall(in code: [UInt8], statement: Range<Int>, names: Set<String>) -> StateWrite? {
        let keywords: Set<String> = [
            "if", "guard", "switch", "for", "while", "repeat", "do", "return", "let", "var", "case", "default", "else",
            "defer", "throw",
        ]
        let words = ReducerSwitchReader.words(in: code, from: statement.lowerBound, to: statement.upperBound)
        guard let first = words.first, !keywords.contains(first.name),
            !code[statement].contains(UInt8(ascii: "{"))
        else { return nil }
        let passes = words.contains { word in
            names.contains(word.name) && word.range.lowerBound > statement.lowerBound
                && code[word.range.lowerBound - 1] == UInt8(ascii: "&")
        }
        return passes ? StateWrite(statement: statement, field: nil, assignment: nil, value: nil) : nil
    }
}
