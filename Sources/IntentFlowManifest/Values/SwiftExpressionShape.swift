/// Whether a manifest's Swift expression (a `samples:` value) is exactly one expression, judged by its punctuation:
/// every bracket it opens it closes, in order; every string it opens it closes; and outside strings it has no line
/// break, no `;` between statements and no comment. A value such as `"" }; func evil() { _ = 1` cannot then close the
/// code it is placed in and add declarations after it.
///
/// This is the shape of one expression, not a Swift parser: a value that passes may still fail to compile, which the
/// generated tests' build reports.
package enum SwiftExpressionShape {
    /// `nil` when `text` has the shape of one expression; else why not, as a clause ("it holds a comment").
    package static func problem(in text: String) -> String? {
        var scanner = Scanner(bytes: Array(text.utf8))
        return scanner.run()
    }

    /// One pass over the bytes, tracking brackets and the strings and interpolations between them.
    private struct Scanner {
        let bytes: [UInt8]
        var index = 0
        /// What is open: a bracket (its opening byte) or a string interpolation `\(` (recorded as `0`).
        var open: [UInt8] = []

        init(bytes: [UInt8]) { self.bytes = bytes }

        mutating func run() -> String? {
            while index < bytes.count {
                if let problem = code() { return problem }
            }
            return open.isEmpty ? nil : "a bracket it opens is never closed"
        }

        /// Reads one byte of code (or a whole string literal).
        private mutating func code() -> String? {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return "it spans more than one line"
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): open.append(byte)
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                let shown = Character(Unicode.Scalar(byte))
                guard let last = open.popLast() else { return "'\(shown)' closes nothing it opened" }
                if last == 0, byte == UInt8(ascii: ")") { return string(hashes: 0) }
                guard Self.closes(last, byte) else { return "'\(shown)' closes a different bracket" }
            case UInt8(ascii: ";") where open.isEmpty: return "';' ends it and starts another statement"
            case UInt8(ascii: "/") where index < bytes.count && "/*".utf8.contains(bytes[index]):
                return "it holds a comment"
            case UInt8(ascii: "\""): return string(hashes: 0)
            case UInt8(ascii: "#"):
                var hashes = 1
                while index < bytes.count, bytes[index] == UInt8(ascii: "#") {
                    hashes += 1
                    index += 1
                }
                if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                    index += 1
                    return string(hashes: hashes)
                }
            default: break
            }
            return nil
        }

        /// Reads a string literal's content up to its closing quote (and `hashes` number signs); an interpolation
        /// `\(` returns to code until its `)`.
        private mutating func string(hashes: Int) -> String? {
            if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\""), bytes[index + 1] == UInt8(ascii: "\"") {
                return "it holds a multi-line string"
            }
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return "it spans more than one line"
                case UInt8(ascii: "\\"):
                    guard
                        (0..<hashes).allSatisfy({ index + $0 < bytes.count && bytes[index + $0] == UInt8(ascii: "#") })
                    else { continue }
                    index += hashes
                    guard index < bytes.count else { return "a string it opens is never closed" }
                    if bytes[index] == UInt8(ascii: "(") {
                        index += 1
                        open.append(0)
                        return nil
                    }
                    index += 1
                case UInt8(ascii: "\""):
                    if (0..<hashes).allSatisfy({ index + $0 < bytes.count && bytes[index + $0] == UInt8(ascii: "#") }) {
                        index += hashes
                        return nil
                    }
                default: break
                }
            }
            return "a string it opens is never closed"
        }

        private static func closes(_ opening: UInt8, _ closing: UInt8) -> Bool {
            switch (opening, closing) {
            case (UInt8(ascii: "("), UInt8(ascii: ")")), (UInt8(ascii: "["), UInt8(ascii: "]")),
                (UInt8(ascii: "{"), UInt8(ascii: "}")):
                true
            default: false
            }
        }
    }
}
