/// Parses acceptance-trace lines (see ``TraceSyntax`` for the grammar).
public enum TraceParser {
    private enum Separator: Equatable {
        case plus, arrow
    }

    private struct Segment {
        /// The separator before the segment (`nil` for the first).
        var separator: Separator?
        var separatorOffset: Int
        var start: Int
        var end: Int
    }

    /// Parses one line such as `idle + submit(valid form) -> validating + validate effect`.
    public static func parse(_ text: String) -> Result<TraceSyntax, TraceSyntax.Failure> {
        do throws(TraceSyntax.Failure) {
            return .success(try parseOrThrow(Array(text.unicodeScalars)))
        } catch {
            return .failure(error)
        }
    }

    private static func parseOrThrow(_ scalars: [Unicode.Scalar]) throws(TraceSyntax.Failure) -> TraceSyntax {
        let segments = try split(scalars)
        guard segments.contains(where: { !isBlank(scalars, $0) }) else {
            throw TraceSyntax.Failure(
                message: "empty trace; write '<state> + <intent or event> -> <state>'", offset: 0)
        }
        guard segments.count >= 2, segments[1].separator == .plus else {
            let offset = segments.count >= 2 ? segments[1].separatorOffset : scalars.count
            throw TraceSyntax.Failure(
                message: "expected '+ <intent or event>' after the first state; write '<state> + <signal> -> <state>'",
                offset: offset)
        }
        guard segments.count >= 3, segments[2].separator == .arrow else {
            let offset = segments.count >= 3 ? segments[2].separatorOffset : scalars.count
            throw TraceSyntax.Failure(message: "expected '-> <state>' after the signal", offset: offset)
        }
        let from = try term(scalars, segments[0], what: "a state")
        let (signal, signalKind) = try signalTerm(scalars, segments[1])
        let to = try term(scalars, segments[2], what: "a state after '->'")
        var requests: [TraceSyntax.Request] = []
        for segment in segments.dropFirst(3) {
            guard segment.separator == .plus else {
                throw TraceSyntax.Failure(
                    message: "a trace has one '->'; list what the transition requests with '+'",
                    offset: segment.separatorOffset)
            }
            requests.append(try request(scalars, segment))
        }
        return TraceSyntax(from: from, signal: signal, signalKind: signalKind, to: to, requests: requests)
    }

    /// Splits the line at `+` and `->` outside parentheses.
    private static func split(_ scalars: [Unicode.Scalar]) throws(TraceSyntax.Failure) -> [Segment] {
        var segments: [Segment] = []
        var current = Segment(separator: nil, separatorOffset: 0, start: 0, end: 0)
        var depth = 0
        var openOffset = 0
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "(" {
                if depth == 0 { openOffset = index }
                depth += 1
            } else if scalar == ")" {
                guard depth > 0 else {
                    throw TraceSyntax.Failure(message: "')' without a matching '('", offset: index)
                }
                depth -= 1
            } else if depth == 0, scalar == "+" || (scalar == "-" && index + 1 < scalars.count && scalars[index + 1] == ">") {
                current.end = index
                segments.append(current)
                let separator: Separator = scalar == "+" ? .plus : .arrow
                let width = separator == .plus ? 1 : 2
                current = Segment(separator: separator, separatorOffset: index, start: index + width, end: 0)
                index += width
                continue
            }
            index += 1
        }
        guard depth == 0 else { throw TraceSyntax.Failure(message: "'(' is never closed", offset: openOffset) }
        current.end = scalars.count
        segments.append(current)
        return segments
    }

    /// The words of a segment: names and parenthesized groups, with offsets.
    private struct Word {
        var text: String
        var offset: Int
        var isGroup: Bool
    }

    private static func words(_ scalars: [Unicode.Scalar], _ segment: Segment) -> [Word] {
        var words: [Word] = []
        var index = segment.start
        while index < segment.end {
            let scalar = scalars[index]
            if scalar == " " || scalar == "\t" {
                index += 1
            } else if scalar == "(" {
                var depth = 0
                let start = index
                repeat {
                    if scalars[index] == "(" { depth += 1 } else if scalars[index] == ")" { depth -= 1 }
                    index += 1
                } while depth > 0 && index < segment.end
                let inner = String(String.UnicodeScalarView(scalars[(start + 1)..<max(start + 1, index - 1)]))
                words.append(Word(text: inner, offset: start, isGroup: true))
            } else {
                let start = index
                while index < segment.end, scalars[index] != " ", scalars[index] != "\t", scalars[index] != "(" {
                    index += 1
                }
                words.append(Word(text: String(String.UnicodeScalarView(scalars[start..<index])), offset: start, isGroup: false))
            }
        }
        return words
    }

    private static func isBlank(_ scalars: [Unicode.Scalar], _ segment: Segment) -> Bool {
        scalars[segment.start..<segment.end].allSatisfy { $0 == " " || $0 == "\t" }
    }

    /// Reads `name [(detail)]` from the front of `words`, removing what it used.
    private static func takeTerm(_ words: inout ArraySlice<Word>, at offset: Int, what: String)
        throws(TraceSyntax.Failure) -> TraceSyntax.Term
    {
        guard let word = words.first else { throw TraceSyntax.Failure(message: "expected \(what)", offset: offset) }
        guard !word.isGroup, SwiftIdentifier.isValid(word.text) else {
            let shown = word.isGroup ? "(\(word.text))" : word.text
            throw TraceSyntax.Failure(message: "expected \(what), found '\(shown)'", offset: word.offset)
        }
        words.removeFirst()
        var term = TraceSyntax.Term(name: word.text, detail: nil, offset: word.offset)
        if let group = words.first, group.isGroup {
            term.detail = group.text.trimmingSpaces
            words.removeFirst()
        }
        return term
    }

    private static func term(_ scalars: [Unicode.Scalar], _ segment: Segment, what: String)
        throws(TraceSyntax.Failure) -> TraceSyntax.Term
    {
        var words = words(scalars, segment)[...]
        let term = try takeTerm(&words, at: endOffset(scalars, segment), what: what)
        if let extra = words.first {
            throw TraceSyntax.Failure(message: "unexpected '\(extra.text)' after '\(term.name)'", offset: extra.offset)
        }
        return term
    }

    private static func signalTerm(_ scalars: [Unicode.Scalar], _ segment: Segment)
        throws(TraceSyntax.Failure) -> (TraceSyntax.Term, TraceSignal.Kind?)
    {
        var words = words(scalars, segment)
        var kind: TraceSignal.Kind?
        if let first = words.first, !first.isGroup, let colon = first.text.firstIndex(of: ":") {
            let prefix = String(first.text[..<colon])
            guard let qualifier = TraceSignal.Kind(rawValue: prefix) else {
                throw TraceSyntax.Failure(
                    message: "unknown qualifier '\(prefix):'; write 'intent:' or 'event:'", offset: first.offset)
            }
            kind = qualifier
            let rest = String(first.text[first.text.index(after: colon)...])
            let restOffset = first.offset + prefix.unicodeScalars.count + 1
            if rest.isEmpty {
                words.removeFirst()
                if words.isEmpty {
                    throw TraceSyntax.Failure(message: "expected an \(qualifier.rawValue) name", offset: restOffset)
                }
            } else {
                words[0] = Word(text: rest, offset: restOffset, isGroup: false)
            }
        }
        var slice = words[...]
        let term = try takeTerm(&slice, at: endOffset(scalars, segment), what: "an intent or event")
        if let extra = slice.first {
            throw TraceSyntax.Failure(message: "unexpected '\(extra.text)' after '\(term.name)'", offset: extra.offset)
        }
        return (term, kind)
    }

    private static func request(_ scalars: [Unicode.Scalar], _ segment: Segment)
        throws(TraceSyntax.Failure) -> TraceSyntax.Request
    {
        var words = words(scalars, segment)[...]
        let at = endOffset(scalars, segment)
        let cancels = words.count >= 3 && words.first?.text == "cancel" && words.first?.isGroup == false
        if cancels { words.removeFirst() }
        let term = try takeTerm(&words, at: at, what: "an effect, output or route")
        guard let kindWord = words.first else {
            let hint = cancels
                ? "write 'cancel \(term.name) effect'"
                : "write '\(term.name) effect', '\(term.name) output' or '\(term.name) route'"
            throw TraceSyntax.Failure(message: "say what '\(term.name)' is: \(hint)", offset: term.offset)
        }
        words.removeFirst()
        let kinds = ["effect", "output", "route"]
        guard !kindWord.isGroup, kinds.contains(kindWord.text) else {
            throw TraceSyntax.Failure(
                message: "expected 'effect', 'output' or 'route' after '\(term.name)', found '\(kindWord.text)'"
                    + EditDistance.hint(for: kindWord.text, among: kinds), offset: kindWord.offset)
        }
        if cancels, kindWord.text != "effect" {
            throw TraceSyntax.Failure(message: "only effects can be cancelled", offset: kindWord.offset)
        }
        if let extra = words.first {
            throw TraceSyntax.Failure(message: "unexpected '\(extra.text)' after '\(kindWord.text)'", offset: extra.offset)
        }
        let kind: TraceSyntax.RequestKind =
            cancels ? .cancel : (TraceSyntax.RequestKind(rawValue: kindWord.text) ?? .effect)
        return TraceSyntax.Request(kind: kind, term: term)
    }

    /// Where to point when a segment is missing something: its first non-space character, or its end.
    private static func endOffset(_ scalars: [Unicode.Scalar], _ segment: Segment) -> Int {
        var index = segment.start
        while index < segment.end, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
        return index
    }
}
