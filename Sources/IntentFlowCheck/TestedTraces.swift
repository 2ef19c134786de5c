import IntentFlowManifest

/// Decides which acceptance traces the tests cover.
///
/// A test covers a trace when a test file of the feature holds the trace's text (whitespace collapsed)
///
/// - as a string literal, such as the Swift Testing display name the default pack generates for each trace:
///   `@Test("idle + submit(valid form) -> validating + validate effect")`;
/// - as a whole comment line, with or without a `trace:` prefix: `// trace: idle + submit -> validating` (what a
///   person adds to a hand-written test) or `/// idle + submit -> validating` (the doc comment the default pack puts
///   on each XCTest method).
///
/// Comparing the text, not a derived function name, keeps the link readable and survives renaming the test.
///
/// The test that follows the text (the next `func`) does not run when its attribute says `.disabled(…)` (not
/// `.disabled(if:)`, which may run) or its body begins with `throw XCTSkip(…)`: the forms the default pack writes
/// for a trace it cannot test.
package enum TestedTraces {
    /// The normalized texts of `traces` that the test files declare they cover, each with whether one of its tests
    /// runs (`false`: every test of it is disabled or skipped).
    package static func coverage(of traces: [AcceptanceTrace], in testFiles: [SwiftSourceFile]) -> [String: Bool] {
        let wanted = Set(traces.map { normalized($0.text) })
        var covered: [String: Bool] = [:]
        for file in testFiles {
            var marks: [(text: String, offset: Int)] = []
            for line in 0..<file.lines.lineStarts.count {
                if let comment = commentLine(line, of: file) { marks.append((comment, file.lines.lineStarts[line])) }
            }
            marks += stringLiterals(in: file)
            for mark in marks {
                let text = traceText(of: normalized(mark.text))
                // Only a trace's own text needs its test read, and once one test runs the others cannot matter.
                guard wanted.contains(text), covered[text] != true else { continue }
                covered[text] = !isSkipped(testAt: mark.offset, in: file)
            }
        }
        return covered
    }

    /// The trace a mark names: the mark itself, or for a test of a `_` trace from one of the states — the default
    /// pack names those `"_ + disconnect -> idle (from scanning)"` — the trace without its `(from …)` suffix.
    private static func traceText(of mark: String) -> String {
        guard mark.hasPrefix("_"), mark.hasSuffix(")"), let from = mark.ranges(of: " (from ").last else {
            return mark
        }
        let state = mark[from.upperBound..<mark.index(before: mark.endIndex)]
        return state.allSatisfy(IdentifierSyntax.isIdentifierCharacter) ? String(mark[..<from.lowerBound]) : mark
    }

    /// Collapses runs of whitespace into one space and trims the ends, so line wrapping and spacing never matter.
    package static func normalized(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The text of a line that is only a comment (`//`, `///`), without its slashes and an optional `trace:`.
    private static func commentLine(_ line: Int, of file: SwiftSourceFile) -> String? {
        let range = file.lines.range(ofLine: line, in: file.text)
        let text = file.text(in: range).drop(while: \.isWhitespace)
        guard text.hasPrefix("//") else {
            // A marker after code: `func test() { // trace: …`.
            guard let marker = text.firstRange(of: "// trace:") else { return nil }
            return String(text[marker.upperBound...])
        }
        var body = text.drop(while: { $0 == "/" }).drop(while: \.isWhitespace)
        if body.hasPrefix("trace:") { body = body.dropFirst("trace:".count) }
        return String(body)
    }

    /// `\"` and `\\` as the characters they stand for, so a trace with quotes matches its escaped literal.
    private static func unescaped(_ literal: String) -> String {
        guard literal.contains("\\") else { return literal }
        return literal.replacingEvery("\\\"", with: "\"").replacingEvery("\\\\", with: "\\")
    }

    /// Whether the test declared after `offset` (the next `func`) is disabled or skipped.
    private static func isSkipped(testAt offset: Int, in file: SwiftSourceFile) -> Bool {
        let code = file.code
        let lineStart = file.lines.lineStarts[file.lines.lineIndex(ofOffset: offset)]
        guard let function = ReducerSwitchReader.firstWord("func", in: code, from: lineStart),
            let open = code[function.range.upperBound...].firstIndex(of: UInt8(ascii: "{"))
        else { return false }
        let attribute = ReducerSwitchReader.collapsed(file.code(in: offset..<open))
        if let disabled = attribute.firstRange(of: ".disabled("), !attribute[disabled.upperBound...].hasPrefix("if") {
            return true
        }
        let body = ReducerSwitchReader.collapsed(file.code(in: (open + 1)..<min(open + 200, code.count)))
        return body.hasPrefix("throw XCTSkip")
    }

    /// The contents of the file's single-line string literals (the blanked code shows where they are), each with
    /// the offset of its opening quote.
    private static func stringLiterals(in file: SwiftSourceFile) -> [(text: String, offset: Int)] {
        var literals: [(text: String, offset: Int)] = []
        let code = file.code
        var index = 0
        var open: Int?
        while index < code.count {
            let byte = code[index]
            if byte == UInt8(ascii: "\n") {
                open = nil
            } else if byte == UInt8(ascii: "\"") {
                if let start = open {
                    literals.append((unescaped(file.text(in: (start + 1)..<index)), start))
                    open = nil
                } else {
                    open = index
                }
            }
            index += 1
        }
        return literals
    }
}
