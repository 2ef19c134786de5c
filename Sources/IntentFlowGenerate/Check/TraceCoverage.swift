import IntentFlowAI

/// Decides which acceptance traces the tests cover.
///
/// A test covers a trace when a test file of the feature holds, after whitespace is collapsed,
///
/// - a comment `// trace: <the trace as written in the manifest>` (what the default pack's tests carry above each
///   test, and what a person adds to a hand-written test), or
/// - a string literal equal to the trace, such as a Swift Testing display name: `@Test("idle + submit -> validating")`.
///
/// Comparing the text, not a derived function name, keeps the link readable and survives renaming the test.
public enum TraceCoverage {
    /// The normalized texts of every trace the test files declare they cover.
    public static func coveredTraces(in testFiles: [SwiftSourceFile]) -> Set<String> {
        var covered: Set<String> = []
        for file in testFiles {
            for line in 0..<file.lines.lineStarts.count {
                let range = file.lines.range(ofLine: line, in: file.text)
                let text = file.text(in: range)
                if let marker = text.range(of: "trace:"), text[..<marker.lowerBound].contains("//") {
                    covered.insert(normalized(String(text[marker.upperBound...])))
                }
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
                    literals.append(file.text(in: (start + 1)..<index))
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
