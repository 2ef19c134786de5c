import IntentFlowText

/// Reads the comments that silence a finding:
///
/// ```swift
/// // intentflow:disable:next flow.no-print
/// print(state)                      // not reported
/// let now = Date() // intentflow:disable-line flow.no-clock
/// ```
///
/// `disable:next` silences the named rules on the line after the comment, `disable-line` on the comment's own line.
/// Several ids may be listed, separated by spaces or commas. Only comments count: the marker inside a string literal
/// silences nothing.
package enum SuppressionComments {
    private static let marker = Array("intentflow:disable".utf8)

    /// Whether a finding of `ruleID` on 1-based `line` of `file` is silenced.
    package static func isSuppressed(_ ruleID: String, line: Int, in file: SwiftSourceFile) -> Bool {
        ids(onLine: line - 1, of: file, directive: "-line").contains(ruleID)
            || ids(onLine: line - 2, of: file, directive: ":next").contains(ruleID)
    }

    /// The rule ids a `intentflow:disable<directive>` comment on 0-based `line` names.
    private static func ids(onLine line: Int, of file: SwiftSourceFile, directive: String) -> [String] {
        let range = file.lines.range(ofLine: line, in: file.text)
        guard !range.isEmpty, let start = firstOccurrence(of: marker, in: file.text, range: range) else { return [] }
        // A comment's text is blanked in the code; a marker that survives blanking is code, not a comment. So is one
        // in a string literal, which the raw text shows after a quote; requiring `//` or `/*` before it rules that out.
        guard file.code[start] == UInt8(ascii: " ") else { return [] }
        let before = file.text(in: range.lowerBound..<start)
        guard before.contains("//") || before.contains("/*") else { return [] }
        let rest = file.text(in: (start + marker.count)..<range.upperBound)
        guard rest.hasPrefix(directive) else { return [] }
        let list = rest.dropFirst(directive.count).prefix { $0 != "*" }
        return list.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
    }

    private static func firstOccurrence(of needle: [UInt8], in bytes: [UInt8], range: Range<Int>) -> Int? {
        guard range.count >= needle.count else { return nil }
        var index = range.lowerBound
        while index + needle.count <= range.upperBound {
            if bytes[index] == needle[0], bytes[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
