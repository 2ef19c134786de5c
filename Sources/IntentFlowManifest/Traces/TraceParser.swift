/// Parses acceptance-trace lines (see ``TraceSyntax`` for the grammar).
///
/// Works on the line's UTF-8 bytes (every delimiter is ASCII) and reports offsets in Unicode scalars.
package enum TraceParser {
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

    /// A name or a parenthesized group inside a segment (byte offsets; a group excludes its parentheses).
    private struct Word {
        var start: Int
        var end: Int
        var isGroup: Bool
        /// Where the word starts, including a group's `(`.
        var offset: Int
    }

    /// Parses one line such as `idle + submit(valid form) -> validating + validate effect`.
    package static func parse(_ text: String) -> Result<TraceSyntax, TraceSyntax.Failure> {
        UTF8Text.with(text) { utf8 in
            do throws(ByteFailure) {
                return .success(try Parser(text: utf8).parse())
            } catch {
                return .failure(TraceSyntax.Failure(message: error.message, offset: utf8.scalarOffset(error.offset)))
            }
        }
    }

    /// A failure with a byte offset, converted to a scalar offset at the end.
    private struct ByteFailure: Error {
        var message: String
        var offset: Int
    }

    /// The words a request ends with.
    private static let requestKinds = ["effect", "output", "route"]

    /// The words of a segment, read one at a time as they are used (nothing is stored).
    private struct Words {
        let text: UTF8Text
        let end: Int
        /// Where reading continues after ``first``.
        private var index: Int
        /// The next word, or `nil` at the segment's end.
        private(set) var first: Word?

        init(_ text: UTF8Text, _ segment: Segment) {
            self.text = text
            end = segment.end
            index = segment.start
            first = nil
            first = read()
        }

        var isEmpty: Bool { first == nil }

        /// How many words remain, ``first`` included.
        var count: Int {
            var rest = self
            var count = 0
            while rest.first != nil {
                count += 1
                rest.removeFirst()
            }
            return count
        }

        mutating func removeFirst() { first = read() }

        mutating func replaceFirst(with word: Word) { first = word }

        private mutating func read() -> Word? {
            while index < end, text.isBlank(text[index]) { index += 1 }
            guard index < end else { return nil }
            let start = index
            if text[index] == 0x28 {
                var depth = 0
                repeat {
                    if text[index] == 0x28 { depth += 1 } else if text[index] == 0x29 { depth -= 1 }
                    index += 1
                } while depth > 0 && index < end
                return Word(start: start + 1, end: max(start + 1, index - 1), isGroup: true, offset: start)
            }
            while index < end, !text.isBlank(text[index]), text[index] != 0x28 { index += 1 }
            return Word(start: start, end: index, isGroup: false, offset: start)
        }
    }

    private struct Parser {
        let text: UTF8Text

        func parse() throws(ByteFailure) -> TraceSyntax {
            let condition = try findCondition()
            let segments = try split(skipping: condition)
            guard segments.contains(where: { !isBlank($0) }) else {
                throw ByteFailure(message: "empty trace; write '<state> + <intent or event> -> <state>'", offset: 0)
            }
            guard segments.count >= 2, segments[1].separator == .plus else {
                let offset = segments.count >= 2 ? segments[1].separatorOffset : text.count
                throw ByteFailure(
                    message:
                        "expected '+ <intent or event>' after the first state; write '<state> + <signal> -> <state>'",
                    offset: offset)
            }
            guard segments.count >= 3, segments[2].separator == .arrow else {
                let offset = segments.count >= 3 ? segments[2].separatorOffset : text.count
                throw ByteFailure(message: "expected '-> <state>' after the signal", offset: offset)
            }
            let from = try term(segments[0], what: "a state", allowsAnyState: true)
            let (signal, signalKind) = try signalTerm(segments[1])
            let to: TraceSyntax.Term
            if let kept = try keptTerm(segments[2], from: from) {
                to = kept
            } else {
                to = try term(segments[2], what: "a state after '->'")
            }
            var requests: [TraceSyntax.Request] = []
            requests.reserveCapacity(segments.count - 3)
            for segment in segments.dropFirst(3) {
                guard segment.separator == .plus else {
                    throw ByteFailure(
                        message: "a trace has one '->'; list what the transition requests with '+'",
                        offset: segment.separatorOffset)
                }
                requests.append(try request(segment))
            }
            var syntax = TraceSyntax(from: from, signal: signal, signalKind: signalKind, to: to, requests: requests)
            if let condition {
                syntax.condition = text.string(condition.start, condition.end)
                syntax.conditionOffset = text.scalarOffset(condition.start)
            }
            return syntax
        }

        /// A `where` guard: where its keyword starts, and where its condition starts and ends (byte offsets).
        private struct Condition {
            var keyword: Int
            var start: Int
            var end: Int
        }

        private static let whereWord = Array("where".utf8)

        /// The `where` guard, if one is written: the word `where` outside parentheses, after a blank and not the
        /// first word of a part (a case may be named `where`). Written after the signal, the condition ends at the
        /// next `->`; written after the last part, it ends with the line.
        private func findCondition() throws(ByteFailure) -> Condition? {
            var depth = 0
            var arrowSeen = false
            var previous: UInt8?
            var index = 0
            let count = text.count
            while index < count {
                let byte = text[index]
                if byte == 0x28 {
                    depth += 1
                } else if byte == 0x29 {
                    depth = max(0, depth - 1)
                } else if depth == 0, byte == 0x2D, index + 1 < count, text[index + 1] == 0x3E {
                    arrowSeen = true
                    previous = 0x3E
                    index += 2
                    continue
                } else if depth == 0, index > 0, text.isBlank(text[index - 1]), let previous, previous != 0x2B,
                    previous != 0x3E, isWhere(at: index)
                {
                    return try condition(keyword: index, endsAtArrow: !arrowSeen)
                }
                if !text.isBlank(byte) { previous = byte }
                index += 1
            }
            return nil
        }

        /// Whether the word `where` starts at `index` and ends before a blank or the line's end.
        private func isWhere(at index: Int) -> Bool {
            let end = index + Self.whereWord.count
            return end <= text.count && text.equals(index, end, Self.whereWord)
                && (end == text.count || text.isBlank(text[end]))
        }

        /// The condition after the `where` at `keyword`: up to the next `->` outside parentheses when it follows
        /// the signal, else to the line's end.
        private func condition(keyword: Int, endsAtArrow: Bool) throws(ByteFailure) -> Condition {
            let start = keyword + Self.whereWord.count
            var end = text.count
            if endsAtArrow {
                var depth = 0
                var index = start
                while index < text.count {
                    let byte = text[index]
                    if byte == 0x28 { depth += 1 } else if byte == 0x29 { depth -= 1 }
                    if depth == 0, byte == 0x2D, index + 1 < text.count, text[index + 1] == 0x3E {
                        end = index
                        break
                    }
                    index += 1
                }
            }
            let (trimmedStart, trimmedEnd) = text.trimmed(start, end)
            guard trimmedEnd > trimmedStart else {
                throw ByteFailure(
                    message: "expected a condition after 'where', as in 'where n < 3'", offset: keyword)
            }
            return Condition(keyword: keyword, start: trimmedStart, end: trimmedEnd)
        }

        /// Splits the line at `+` and `->` outside parentheses, passing over the `where` guard (which ends the
        /// part it is written in).
        private func split(skipping condition: Condition?) throws(ByteFailure) -> [Segment] {
            var segments: [Segment] = []
            segments.reserveCapacity(8)
            var current = Segment(separator: nil, separatorOffset: 0, start: 0, end: 0)
            var depth = 0
            var openOffset = 0
            var index = 0
            let count = text.count
            var closedAt: Int?
            while index < count {
                if let condition, index == condition.keyword {
                    closedAt = index
                    index = condition.end
                    continue
                }
                let byte = text[index]
                if byte == 0x28 {  // (
                    if depth == 0 { openOffset = index }
                    depth += 1
                } else if byte == 0x29 {  // )
                    guard depth > 0 else { throw ByteFailure(message: "')' without a matching '('", offset: index) }
                    depth -= 1
                } else if depth == 0, byte == 0x2B || (byte == 0x2D && index + 1 < count && text[index + 1] == 0x3E) {
                    current.end = closedAt ?? index
                    closedAt = nil
                    segments.append(current)
                    let separator: Separator = byte == 0x2B ? .plus : .arrow
                    let width = separator == .plus ? 1 : 2
                    current = Segment(separator: separator, separatorOffset: index, start: index + width, end: 0)
                    index += width
                    continue
                }
                index += 1
            }
            guard depth == 0 else { throw ByteFailure(message: "'(' is never closed", offset: openOffset) }
            current.end = closedAt ?? count
            segments.append(current)
            return segments
        }

        private func words(_ segment: Segment) -> Words { Words(text, segment) }

        private func isBlank(_ segment: Segment) -> Bool {
            (segment.start..<segment.end).allSatisfy { text.isBlank(text[$0]) }
        }

        private func shown(_ word: Word) -> String {
            let inner = text.string(word.start, word.end)
            return word.isGroup ? "(\(inner))" : inner
        }

        /// Reads `name [(detail)]` from the front of `words`, removing what it used.
        private func takeTerm(_ words: inout Words, at offset: Int, what: String, allowsAnyState: Bool = false)
            throws(ByteFailure) -> TraceSyntax.Term
        {
            guard let word = words.first else { throw ByteFailure(message: "expected \(what)", offset: offset) }
            if !word.isGroup, word.end == word.start + 1, text[word.start] == 0x5F {  // _
                return try anyState(&words, word, what: what, allowed: allowsAnyState)
            }
            guard !word.isGroup, text.isIdentifier(word.start, word.end) else {
                throw ByteFailure(message: "expected \(what), found '\(shown(word))'", offset: word.offset)
            }
            words.removeFirst()
            var term = TraceSyntax.Term(
                name: text.string(word.start, word.end), detail: nil, offset: text.scalarOffset(word.offset))
            if let group = words.first, group.isGroup {
                let (start, end) = text.trimmed(group.start, group.end)
                term.detail = text.string(start, end)
                term.detailOffset = text.scalarOffset(start)
                words.removeFirst()
            }
            return term
        }

        /// `_`: any state, where the grammar allows it; it takes no arguments.
        private func anyState(_ words: inout Words, _ word: Word, what: String, allowed: Bool)
            throws(ByteFailure) -> TraceSyntax.Term
        {
            guard allowed else {
                throw ByteFailure(message: "expected \(what), found '_'", offset: word.offset)
            }
            words.removeFirst()
            if let group = words.first, group.isGroup {
                throw ByteFailure(message: "'_' stands for any state and takes no arguments", offset: group.offset)
            }
            return TraceSyntax.Term(name: TraceSyntax.anyState, detail: nil, offset: text.scalarOffset(word.offset))
        }

        /// `_` after `->`: the state before is kept (its phase, when fields are named in parentheses). Only a trace
        /// from any state may write it; after a named state, that state is written instead. `nil` for another term.
        private func keptTerm(_ segment: Segment, from: TraceSyntax.Term) throws(ByteFailure) -> TraceSyntax.Term? {
            let words = words(segment)
            guard let word = words.first, !word.isGroup, word.end == word.start + 1, text[word.start] == 0x5F else {
                return nil
            }
            guard from.name == TraceSyntax.anyState else {
                throw ByteFailure(
                    message: "'_' after '->' keeps the state of a trace from any state ('_ + …'); this trace starts "
                        + "in '\(from.name)', so write '\(from.name)' after '->'", offset: word.offset)
            }
            var rest = words
            rest.removeFirst()
            var term = TraceSyntax.Term(
                name: TraceSyntax.keptState, detail: nil, offset: text.scalarOffset(word.offset))
            if let group = rest.first, group.isGroup {
                let (start, end) = text.trimmed(group.start, group.end)
                term.detail = text.string(start, end)
                term.detailOffset = text.scalarOffset(start)
                rest.removeFirst()
            }
            if let extra = rest.first {
                throw ByteFailure(message: "unexpected '\(shown(extra))' after '_'", offset: extra.offset)
            }
            return term
        }

        private func term(_ segment: Segment, what: String, allowsAnyState: Bool = false)
            throws(ByteFailure) -> TraceSyntax.Term
        {
            var words = words(segment)
            let term = try takeTerm(&words, at: firstNonBlank(segment), what: what, allowsAnyState: allowsAnyState)
            if let extra = words.first {
                throw ByteFailure(message: "unexpected '\(shown(extra))' after '\(term.name)'", offset: extra.offset)
            }
            return term
        }

        private func signalTerm(_ segment: Segment) throws(ByteFailure) -> (TraceSyntax.Term, TraceSignal.Kind?) {
            var words = words(segment)
            var kind: TraceSignal.Kind?
            if let first = words.first, !first.isGroup,
                let colon = (first.start..<first.end).first(where: { text[$0] == 0x3A })
            {
                let prefix = text.string(first.start, colon)
                guard let qualifier = TraceSignal.Kind(rawValue: prefix) else {
                    throw ByteFailure(
                        message: "unknown qualifier '\(prefix):'; write 'intent:' or 'event:'", offset: first.offset)
                }
                kind = qualifier
                if colon + 1 == first.end {
                    words.removeFirst()
                    if words.isEmpty {
                        throw ByteFailure(message: "expected an \(qualifier.rawValue) name", offset: colon + 1)
                    }
                } else {
                    words.replaceFirst(with: Word(start: colon + 1, end: first.end, isGroup: false, offset: colon + 1))
                }
            }
            let term = try takeTerm(&words, at: firstNonBlank(segment), what: "an intent or event")
            if let extra = words.first {
                throw ByteFailure(message: "unexpected '\(shown(extra))' after '\(term.name)'", offset: extra.offset)
            }
            return (term, kind)
        }

        private func request(_ segment: Segment) throws(ByteFailure) -> TraceSyntax.Request {
            var words = words(segment)
            let at = firstNonBlank(segment)
            let cancels =
                words.first.map { !$0.isGroup && text.equals($0.start, $0.end, Self.cancelWord) } == true
                && words.count >= 3
            if cancels { words.removeFirst() }
            let termOffset = words.first?.offset ?? at
            let term = try takeTerm(&words, at: at, what: "an effect, output or route")
            guard let kindWord = words.first else {
                let hint =
                    cancels
                    ? "write 'cancel \(term.name) effect'"
                    : "write '\(term.name) effect', '\(term.name) output' or '\(term.name) route'"
                throw ByteFailure(message: "say what '\(term.name)' is: \(hint)", offset: termOffset)
            }
            words.removeFirst()
            let kinds = TraceParser.requestKinds
            guard !kindWord.isGroup, let written = requestKind(kindWord) else {
                let kindText = text.string(kindWord.start, kindWord.end)
                throw ByteFailure(
                    message: "expected 'effect', 'output' or 'route' after '\(term.name)', found '\(shown(kindWord))'"
                        + EditDistance.hint(for: kindText, among: kinds), offset: kindWord.offset)
            }
            if cancels, written != .effect {
                throw ByteFailure(message: "only effects can be cancelled", offset: kindWord.offset)
            }
            if let extra = words.first {
                throw ByteFailure(
                    message: "unexpected '\(shown(extra))' after '\(written.rawValue)'", offset: extra.offset)
            }
            return TraceSyntax.Request(kind: cancels ? .cancel : written, term: term)
        }

        private static let cancelWord = Array("cancel".utf8)
        private static let effectWord = Array("effect".utf8)
        private static let outputWord = Array("output".utf8)
        private static let routeWord = Array("route".utf8)

        /// The kind a request's last word names (`effect`, `output` or `route`), compared as bytes.
        private func requestKind(_ word: Word) -> TraceSyntax.RequestKind? {
            if text.equals(word.start, word.end, Self.effectWord) { return .effect }
            if text.equals(word.start, word.end, Self.outputWord) { return .output }
            if text.equals(word.start, word.end, Self.routeWord) { return .route }
            return nil
        }

        /// Where to point when a segment is missing something: its first non-blank byte, or its end.
        private func firstNonBlank(_ segment: Segment) -> Int {
            var index = segment.start
            while index < segment.end, text.isBlank(text[index]) { index += 1 }
            return index
        }
    }
}
