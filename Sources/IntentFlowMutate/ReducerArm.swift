import IntentFlowCheck

/// One arm of a reducer's `switch (state, signal)` or `switch signal` cut into the parts mutation edits: the patterns
/// of its label, its `where` clause and its body, as byte ranges of the file.
///
/// ``ReducerSwitchReader`` reads what a label matches; mutation also needs where each part is, to rewrite the label
/// and the body of a copy without touching the rest of the file.
package struct ReducerArm: Hashable, Sendable {
    /// The case as the reader read it.
    package var reducerCase: ReducerCase
    /// Each pattern of the label (`case p1, p2 where g:` has two), without the `where` clause.
    package var patterns: [Range<Int>]
    /// The guard expression after `where`, up to the label's `:`.
    package var guardExpression: Range<Int>?
    /// The label between the `case` keyword and its `:`, whitespace trimmed.
    package var label: Range<Int>
    /// From after the label's `:` to its last byte of code before the next label or the switch's closing brace.
    package var body: Range<Int>

    /// Cuts `reducerCase` of `file` into its parts; `nil` for `default:` and for a label that cannot be read.
    package init?(_ reducerCase: ReducerCase, in file: SwiftSourceFile) {
        guard !reducerCase.isDefault else { return nil }
        let code = file.code
        let keywordEnd = reducerCase.offset + "case".count
        guard keywordEnd < reducerCase.end,
            let colon = ReducerSwitchReader.topLevelColon(in: code, from: keywordEnd, to: reducerCase.end)
        else { return nil }
        let whereWord = ReducerSwitchReader.words(in: code, from: keywordEnd, to: colon, topLevelOnly: true)
            .first { $0.name == "where" }
        let patternsEnd = whereWord?.range.lowerBound ?? colon
        let pieces = SwiftDeclarationReader.topLevelSplit(
            code, from: keywordEnd, to: patternsEnd, separator: UInt8(ascii: ","))
        let patterns = pieces.map { Self.trimmed($0, in: code) }.filter { !$0.isEmpty }
        guard !patterns.isEmpty else { return nil }
        self.reducerCase = reducerCase
        self.patterns = patterns
        self.guardExpression = whereWord.map { Self.trimmed($0.range.upperBound..<colon, in: code) }
        self.label = Self.trimmed(keywordEnd..<colon, in: code)
        // The comments above the next label belong to it: the body ends at its last byte of code.
        var bodyEnd = reducerCase.end
        while bodyEnd > colon + 1, SwiftDeclarationReader.isWhitespace(code[bodyEnd - 1]) { bodyEnd -= 1 }
        self.body = (colon + 1)..<bodyEnd
    }

    /// `range` without the whitespace at either end.
    static func trimmed(_ range: Range<Int>, in code: [UInt8]) -> Range<Int> {
        var lower = range.lowerBound
        var upper = range.upperBound
        while lower < upper, SwiftDeclarationReader.isWhitespace(code[lower]) { lower += 1 }
        while upper > lower, SwiftDeclarationReader.isWhitespace(code[upper - 1]) { upper -= 1 }
        return lower..<upper
    }
}
