/// The rules of JSON (RFC 8259) that Foundation's decoder lets pass, checked before decoding: a trailing comma, a key
/// given twice in one object (the decoder keeps the last, so the first silently vanishes) and bytes that are not
/// UTF-8.
///
/// It reads the whole grammar (so it knows where strings end) but builds nothing; the decoder builds the value.
struct StrictJSON {
    /// What is wrong and the byte offset where.
    struct Violation: Error {
        var reason: String
        var offset: Int
    }

    /// Objects and arrays nest at most this deep (the decoder's own limit is about the same).
    static let maximumDepth = 512

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The first violation in `bytes`, or `nil` when they are one well-formed JSON value.
    static func violation(in bytes: [UInt8]) -> Violation? {
        if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
            return Violation(reason: "invalid UTF-8 (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)))", offset: offset)
        }
        var scanner = StrictJSON(bytes)
        do {
            try scanner.document()
            return nil
        } catch {
            return error
        }
    }

    private mutating func document() throws(Violation) {
        // A byte order mark is not JSON, but Foundation reads past it and so does this.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        skipWhitespace()
        try value()
        skipWhitespace()
        guard index == bytes.count else { throw Violation(reason: "unexpected text after the JSON value", offset: index) }
    }

    private mutating func value() throws(Violation) {
        guard let byte = peek() else { throw Violation(reason: "unexpected end of data", offset: index) }
        switch byte {
        case UInt8(ascii: "{"): try object()
        case UInt8(ascii: "["): try array()
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "t"): try literal("true")
        case UInt8(ascii: "f"): try literal("false")
        case UInt8(ascii: "n"): try literal("null")
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
        default: throw unexpected()
        }
    }

    private mutating func object() throws(Violation) {
        if try enterIsEmpty(closing: UInt8(ascii: "}")) { return }
        var keys: [String: Int] = [:]
        while true {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw Violation(reason: "expected a key in quotes", offset: index) }
            let keyStart = index
            let key = try string()
            if let first = keys[key] {
                let earlier = UTF8Validation.location(ofOffset: first, in: bytes, file: "")
                throw Violation(
                    reason: "duplicate key '\(key)' (first given at \(earlier.line):\(earlier.column))",
                    offset: keyStart)
            }
            keys[key] = keyStart
            skipWhitespace()
            try expect(UInt8(ascii: ":"))
            skipWhitespace()
            try value()
            if try endOfList(closing: UInt8(ascii: "}")) { break }
        }
        depth -= 1
    }

    private mutating func array() throws(Violation) {
        if try enterIsEmpty(closing: UInt8(ascii: "]")) { return }
        while true {
            skipWhitespace()
            try value()
            if try endOfList(closing: UInt8(ascii: "]")) { break }
        }
        depth -= 1
    }

    /// After an element: `true` at the closing bracket (consumed), `false` after a comma that another element
    /// follows; a comma right before the closing bracket is the trailing comma JSON forbids.
    private mutating func endOfList(closing: UInt8) throws(Violation) -> Bool {
        skipWhitespace()
        if peek() == closing {
            index += 1
            return true
        }
        guard peek() == UInt8(ascii: ",") else {
            throw Violation(reason: "expected ',' or '\(Character(Unicode.Scalar(closing)))'", offset: index)
        }
        let comma = index
        index += 1
        skipWhitespace()
        if peek() == closing { throw Violation(reason: "trailing comma before '\(Character(Unicode.Scalar(closing)))'", offset: comma) }
        return false
    }

    /// Steps into an object or array; `true` when it closes at once (`{}`, `[]`), which is then left again.
    private mutating func enterIsEmpty(closing: UInt8) throws(Violation) -> Bool {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw Violation(reason: "nested deeper than \(Self.maximumDepth) levels", offset: index)
        }
        index += 1
        skipWhitespace()
        guard peek() == closing else { return false }
        index += 1
        depth -= 1
        return true
    }

    /// Reads a string and returns its value (escapes decoded), so keys spelt differently compare equal.
    private mutating func string() throws(Violation) -> String {
        let start = index
        index += 1
        var value: [UInt8] = []
        while let byte = peek() {
            index += 1
            switch byte {
            case UInt8(ascii: "\""): return String(decoding: value, as: UTF8.self)
            case UInt8(ascii: "\\"): try escape(into: &value)
            case 0..<0x20: throw Violation(reason: "a control character in a string must be escaped", offset: index - 1)
            default: value.append(byte)
            }
        }
        throw Violation(reason: "unterminated string", offset: start)
    }

    private mutating func escape(into value: inout [UInt8]) throws(Violation) {
        let start = index - 1
        guard let byte = peek() else { throw Violation(reason: "unterminated string", offset: start) }
        index += 1
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
            UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
        ]
        if let replacement = simple[byte] {
            value.append(replacement)
            return
        }
        guard byte == UInt8(ascii: "u") else { throw Violation(reason: "invalid escape in a string", offset: start) }
        var code = try hexQuad(at: start)
        if (0xD800..<0xDC00).contains(code), bytes[index...].starts(with: [0x5C, UInt8(ascii: "u")]) {
            index += 2
            let low = try hexQuad(at: index - 2)
            guard (0xDC00..<0xE000).contains(low) else { throw Violation(reason: "unpaired surrogate", offset: start) }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw Violation(reason: "unpaired surrogate", offset: start) }
        value += Array(String(scalar).utf8)
    }

    private mutating func hexQuad(at start: Int) throws(Violation) -> UInt32 {
        guard index + 4 <= bytes.count else { throw Violation(reason: "\\u needs four hex digits", offset: start) }
        var code: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
                throw Violation(reason: "\\u needs four hex digits", offset: start)
            }
            code = code * 16 + UInt32(digit)
        }
        index += 4
        return code
    }

    private mutating func number() throws(Violation) {
        let start = index
        if peek() == UInt8(ascii: "-") { index += 1 }
        if peek() == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            throw Violation(reason: "invalid number", offset: start)
        }
        if peek() == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw Violation(reason: "invalid number", offset: start) }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            index += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw Violation(reason: "invalid number", offset: start) }
        }
    }

    private mutating func digits() -> Int {
        let start = index
        while let byte = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
        return index - start
    }

    private mutating func literal(_ word: String) throws(Violation) {
        guard bytes[index...].starts(with: word.utf8) else { throw unexpected() }
        index += word.utf8.count
    }

    private mutating func expect(_ byte: UInt8) throws(Violation) {
        guard peek() == byte else {
            throw Violation(reason: "expected '\(Character(Unicode.Scalar(byte)))'", offset: index)
        }
        index += 1
    }

    private func unexpected() -> Violation {
        guard let byte = peek() else { return Violation(reason: "unexpected end of data", offset: index) }
        let shown = byte < 0x80 ? "'\(Character(Unicode.Scalar(byte)))'" : "a non-ASCII character"
        return Violation(reason: "unexpected \(shown)", offset: index)
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }
}
