/// Blanks out the comments and string-literal contents of Swift source, keeping every byte offset and newline, so
/// patterns run over what remains see only code.
///
/// Handles line and nested block comments, single-line, multi-line (`"""`) and raw (`#"…"#`, `##"""…"""##`) strings,
/// interpolations (`\(…)`, `\#(…)`, kept as code, nested strings included) and extended regex literals (`#/…/#`).
/// Quote delimiters stay, so a pattern can still find a literal (`id: "…"`) and read its text from the original at
/// the same offsets. Works on UTF-8 bytes: a blanked multi-byte character becomes as many spaces as it had bytes.
package enum SwiftCodeBlanker {
    /// Returns `source` with comments and string contents replaced by spaces (newlines kept).
    package static func blank(_ source: [UInt8]) -> [UInt8] {
        var output = source
        source.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                var scanner = Scanner(input: input, output: out)
                scanner.run()
            }
        }
        return output
    }

    /// A string literal being read: how many `#` delimit it and whether it is multi-line.
    private struct StringKind {
        var hashes: Int
        var isMultiline: Bool
    }

    /// An interpolation being read: the string it belongs to and how many parentheses are open inside it.
    private struct Interpolation {
        var kind: StringKind
        var openParentheses: Int
    }

    private struct Scanner {
        let input: UnsafeBufferPointer<UInt8>
        let output: UnsafeMutableBufferPointer<UInt8>
        var index = 0
        var interpolations: [Interpolation] = []

        init(input: UnsafeBufferPointer<UInt8>, output: UnsafeMutableBufferPointer<UInt8>) {
            self.input = input
            self.output = output
        }

        private static let slash = UInt8(ascii: "/")
        private static let star = UInt8(ascii: "*")
        private static let quote = UInt8(ascii: "\"")
        private static let hash = UInt8(ascii: "#")
        private static let backslash = UInt8(ascii: "\\")
        private static let open = UInt8(ascii: "(")
        private static let close = UInt8(ascii: ")")
        private static let newline = UInt8(ascii: "\n")
        private static let carriageReturn = UInt8(ascii: "\r")
        private static let space = UInt8(ascii: " ")

        private func byte(at offset: Int) -> UInt8 { offset < input.count ? input[offset] : 0 }

        /// Replaces one byte by a space unless it ends a line.
        private func blankByte(at offset: Int) {
            let value = input[offset]
            if value != Self.newline, value != Self.carriageReturn { output[offset] = Self.space }
        }

        mutating func run() {
            let count = input.count
            while index < count {
                let value = input[index]
                switch value {
                case Self.slash:
                    let next = byte(at: index + 1)
                    if next == Self.slash {
                        lineComment()
                    } else if next == Self.star {
                        blockComment()
                    } else {
                        index += 1
                    }
                case Self.quote:
                    openString(hashes: 0)
                case Self.hash:
                    var end = index
                    while end < count, input[end] == Self.hash { end += 1 }
                    let hashes = end - index
                    if byte(at: end) == Self.quote {
                        index = end
                        openString(hashes: hashes)
                    } else if byte(at: end) == Self.slash {
                        regexLiteral(hashes: hashes, contentStart: end + 1)
                    } else {
                        index = end
                    }
                case Self.open:
                    if !interpolations.isEmpty { interpolations[interpolations.count - 1].openParentheses += 1 }
                    index += 1
                case Self.close:
                    index += 1
                    if let last = interpolations.last {
                        if last.openParentheses == 0 {
                            interpolations.removeLast()
                            stringBody(last.kind)
                        } else {
                            interpolations[interpolations.count - 1].openParentheses -= 1
                        }
                    }
                default:
                    index += 1
                }
            }
        }

        private mutating func lineComment() {
            while index < input.count, input[index] != Self.newline {
                blankByte(at: index)
                index += 1
            }
        }

        /// Swift block comments nest: `/* a /* b */ c */` is one comment.
        private mutating func blockComment() {
            var depth = 0
            while index < input.count {
                let value = input[index]
                if value == Self.slash, byte(at: index + 1) == Self.star {
                    depth += 1
                    blankByte(at: index)
                    blankByte(at: index + 1)
                    index += 2
                } else if value == Self.star, byte(at: index + 1) == Self.slash {
                    depth -= 1
                    blankByte(at: index)
                    blankByte(at: index + 1)
                    index += 2
                    if depth == 0 { return }
                } else {
                    blankByte(at: index)
                    index += 1
                }
            }
        }

        /// `index` is at the opening quote; `hashes` `#` precede it.
        private mutating func openString(hashes: Int) {
            if byte(at: index + 1) == Self.quote, byte(at: index + 2) == Self.quote {
                index += 3
                stringBody(StringKind(hashes: hashes, isMultiline: true))
            } else {
                index += 1
                stringBody(StringKind(hashes: hashes, isMultiline: false))
            }
        }

        /// Whether `count` `#` follow `offset`.
        private func hashes(_ count: Int, at offset: Int) -> Bool {
            guard count > 0 else { return true }
            guard offset + count <= input.count else { return false }
            for position in offset..<(offset + count) where input[position] != Self.hash { return false }
            return true
        }

        /// Blanks a string's contents from `index` up to its closing delimiter, or up to an interpolation, which is
        /// then read as code until its closing parenthesis resumes the string.
        private mutating func stringBody(_ kind: StringKind) {
            let count = input.count
            while index < count {
                let value = input[index]
                if value == Self.backslash, hashes(kind.hashes, at: index + 1) {
                    let escaped = index + 1 + kind.hashes
                    if byte(at: escaped) == Self.open {
                        for position in index..<escaped { blankByte(at: position) }
                        interpolations.append(Interpolation(kind: kind, openParentheses: 0))
                        index = escaped + 1
                        return
                    }
                    for position in index..<min(escaped + 1, count) { blankByte(at: position) }
                    index = escaped + 1
                    continue
                }
                if value == Self.quote {
                    if kind.isMultiline {
                        if byte(at: index + 1) == Self.quote, byte(at: index + 2) == Self.quote,
                            hashes(kind.hashes, at: index + 3)
                        {
                            index += 3 + kind.hashes
                            return
                        }
                    } else if hashes(kind.hashes, at: index + 1) {
                        index += 1 + kind.hashes
                        return
                    }
                }
                if value == Self.newline, !kind.isMultiline {
                    // An unterminated single-line string ends at the line's end, as the compiler recovers.
                    return
                }
                blankByte(at: index)
                index += 1
            }
        }

        /// `#/…/#` (any number of `#`): blanked like a string, delimiters kept.
        private mutating func regexLiteral(hashes: Int, contentStart: Int) {
            index = contentStart
            let count = input.count
            while index < count {
                let value = input[index]
                if value == Self.backslash {
                    blankByte(at: index)
                    if index + 1 < count { blankByte(at: index + 1) }
                    index += 2
                    continue
                }
                if value == Self.slash, self.hashes(hashes, at: index + 1) {
                    index += 1 + hashes
                    return
                }
                if value == Self.newline, hashes == 1 {
                    // A single-line extended regex ends at the line's end even when unterminated.
                    return
                }
                blankByte(at: index)
                index += 1
            }
        }
    }
}
