import IntentFlowAI

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
public enum TestedTraces {
    /// The normalized texts of every trace the test files declare they cover.
    public static func coveredTraces(in testFiles: [SwiftSourceFile]) -> Set<String> {
        var covered: Set<String> = []
        for file in testFiles {
            for line in 0..<file.lines.lineStarts.count {
                if let comment = commentLine(line, of: file) { covered.insert(normalized(comment)) }
            }
            covered.formUnion(stringLiterals(in: file).map(normalized))
        }
        return covered
    }

    /// Whether `trace` is among `covered` (from ``coveredTraces(in:)``).
    public static func isCovered(_ trace: AcceptanceTrace, by covered: Set<String>) -> Bool {
        covered.contains(normalized(trace.text))
    }

    /// Collapses runs of whitespace into one space and trims the ends, so line wrapping and spacing never matter.
    public static func normalized(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The text of a line that is only a comment (`//`, `///`), without its slashes and an optional `trace:`.
    private static func commentLine(_ line: Int, of file: SwiftSourceFile) -> String? {
        let range = file.lines.range(ofLine: line, in: file.text)
        let text = file.text(in: range).drop(while: \.isWhitespace)
        guard text.hasPrefix("//") else {
            // A marker after code: `func test() { // trace: …`.
            guard let marker = text.range(of: "// trace:") else { return nil }
            return String(text[marker.upperBound...])
        }
        var body = text.drop(while: { $0 == "/" }).drop(while: \.isWhitespace)
        if body.hasPrefix("trace:") { body = body.dropFirst("trace:".count) }
        return String(body)
    }

    /// `\"` and `\\` as the characters they stand for, so a trace with quotes matches its escaped literal.
    private static func unescaped(_ literal: String) -> String {
        guard literal.contains("\\") else { return literal }
        return literal.replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
    }

    /// The contents of the file's single-line string literals (the blanked code shows where they are).
    private static func stringLiterals(in file: SwiftSourceFile) -> [String] {
        var literals: [String] = []
        let code = file.code
        var index = 0
        var open: Int?
        while index < code.count {
            let byte = code[index]
            if byte == UInt8(ascii: "\n") {
                open = nil
            } else if byte == UInt8(ascii: "\"") {
                if let start = open {
                    literals.append(unescaped(file.text(in: (start + 1)..<index)))
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
