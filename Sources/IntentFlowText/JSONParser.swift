/// The one JSON reader: parses JSON (RFC 8259) strictly into a ``JSONValue``, or throws where the text stops being
/// JSON, at its line and column.
///
/// Strict where Foundation's decoder lets things pass: a trailing comma, a key given twice in one object (a decoder
/// keeps the last, so the first silently vanishes), a comment (JSONC, which some editors write), a leading zero, an
/// unescaped control character, a number no `Double` can hold and bytes that are not UTF-8 are all errors. Input is
/// often hostile, so nesting is bounded by ``maximumDepth`` (no stack exhaustion) and repeated keys are found by
/// hashing (an object of many keys costs linear time). A leading byte order mark is skipped: editors on Windows write
/// one, and it says nothing the text does not.
package struct JSONParser {
    /// Objects and arrays nest at most this deep; deeper input is an error, not a crash.
    package static let maximumDepth = 512

    private let bytes: [UInt8]
    private var index = 0

    private init(bytes: [UInt8]) { self.bytes = bytes }

    /// Parses `bytes`, which must be UTF-8.
    package static func parse(_ bytes: [UInt8]) throws(TextSyntaxError) -> JSONValue {
        if let problem = UTF8Validation.firstProblem(in: bytes, file: "") {
            throw TextSyntaxError(line: problem.location.line, column: problem.location.column, problem.message)
        }
        var parser = JSONParser(bytes: bytes)
        return try parser.document()
    }

    /// Parses `text`.
    package static func parse(_ text: String) throws(TextSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes: Array(text.utf8))
        return try parser.document()
    }

    private mutating func document() throws(TextSyntaxError) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        try skipSpace()
        let tree = try value(depth: 0)
        try skipSpace()
        guard index == bytes.count else { throw error("unexpected text after the JSON value") }
        return tree
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// An error at byte `offset` (by default where the parser stands).
    private func error(_ message: String, at offset: Int? = nil) -> TextSyntaxError {
        let location = UTF8Validation.location(ofOffset: offset ?? index, in: bytes, file: "")
        return TextSyntaxError(line: location.line, column: location.column, message)
    }

    private mutating func skipSpace() throws(TextSyntaxError) {
        while let byte = current {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"): index += 1
            case UInt8(ascii: "/"): throw error("a comment is not JSON (JSONC allows them, JSON does not)")
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws(TextSyntaxError) -> JSONValue {
        guard let byte = current else { throw error("the JSON ends where a value should be") }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("expected a JSON value")
        }
    }

    private mutating func literal(_ word: String, _ value: JSONValue) throws(TextSyntaxError) -> JSONValue {
        guard bytes[index...].starts(with: word.utf8) else { throw error("expected a JSON value") }
        index += word.utf8.count
        return value
    }

    private mutating func object(depth: Int) throws(TextSyntaxError) -> JSONValue {
        guard try open(depth: depth, closing: UInt8(ascii: "}")) else { return .object(JSONObject()) }
        var members: [JSONObject.Member] = []
        var firstOffsets: [String: Int] = [:]
        repeat {
            guard current == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
            let keyStart = index
            let key = try string()
            if let first = firstOffsets[key] {
                let earlier = UTF8Validation.location(ofOffset: first, in: bytes, file: "")
                throw error("duplicate key '\(key)' (first given at \(earlier.line):\(earlier.column))", at: keyStart)
            }
            firstOffsets[key] = keyStart
            try skipSpace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
            index += 1
            try skipSpace()
            members.append(JSONObject.Member(key, try value(depth: depth)))
        } while try nextElement(closing: UInt8(ascii: "}"))
        return .object(JSONObject(members))
    }

    private mutating func array(depth: Int) throws(TextSyntaxError) -> JSONValue {
        guard try open(depth: depth, closing: UInt8(ascii: "]")) else { return .array([]) }
        var elements: [JSONValue] = []
        repeat {
            elements.append(try value(depth: depth))
        } while try nextElement(closing: UInt8(ascii: "]"))
        return .array(elements)
    }

    /// Steps over an opening bracket at `depth`; `false` when the container closes at once (`{}`, `[]`), which is
    /// then stepped over too.
    private mutating func open(depth: Int, closing: UInt8) throws(TextSyntaxError) -> Bool {
        guard depth <= Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
        index += 1
        try skipSpace()
        guard current == closing else { return true }
        index += 1
        return false
    }

    /// After an element: `true` after a comma that another element follows, `false` at the closing bracket (stepped
    /// over); a comma right before the closing bracket is the trailing comma JSON forbids, reported at the comma.
    private mutating func nextElement(closing: UInt8) throws(TextSyntaxError) -> Bool {
        let shown = Character(Unicode.Scalar(closing))
        try skipSpace()
        if current == closing {
            index += 1
            return false
        }
        guard current == UInt8(ascii: ",") else { throw error("expected ',' or '\(shown)'") }
        let comma = index
        index += 1
        try skipSpace()
        if current == closing { throw error("trailing comma before '\(shown)'", at: comma) }
        return true
    }

    private mutating func number() throws(TextSyntaxError) -> JSONValue {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        if current == UInt8(ascii: "0") {
            index += 1
        } else if digits() == 0 {
            throw error("expected a digit")
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("expected a digit after '.'") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("expected a digit in the exponent") }
        }
        let spelling = String(decoding: bytes[start..<index], as: UTF8.self)
        // RFC 8259 lets a reader limit the range; past a Double's, no reader of these files agrees on the value.
        guard Double(spelling)?.isFinite == true else {
            throw error("the number is too large for a 64-bit floating-point value", at: start)
        }
        return .number(spelling)
    }

    private mutating func digits() -> Int {
        let start = index
        while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
        return index - start
    }

    /// Reads a string and returns its value, escapes decoded, so keys spelt differently compare equal.
    private mutating func string() throws(TextSyntaxError) -> String {
        let start = index
        index += 1
        var value: [UInt8] = []
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: value, as: UTF8.self)
            case UInt8(ascii: "\\"): value += Array(String(try escape()).utf8)
            case 0..<0x20: throw error("a control character must be escaped inside a string")
            default:
                value.append(byte)
                index += 1
            }
        }
        throw error("the string is not closed", at: start)
    }

    /// Reads the escape at the backslash where the parser stands.
    private mutating func escape() throws(TextSyntaxError) -> Unicode.Scalar {
        let start = index
        index += 1
        guard let byte = current else { throw error("the string is not closed", at: start) }
        index += 1
        let simple: [UInt8: Unicode.Scalar] = [
            UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/", UInt8(ascii: "b"): "\u{08}",
            UInt8(ascii: "f"): "\u{0C}", UInt8(ascii: "n"): "\n", UInt8(ascii: "r"): "\r", UInt8(ascii: "t"): "\t",
        ]
        if let scalar = simple[byte] { return scalar }
        guard byte == UInt8(ascii: "u") else { throw error("an unknown escape in a string", at: start) }
        var code = try hexQuad()
        if (0xD800..<0xDC00).contains(code), bytes[index...].starts(with: Array("\\u".utf8)) {
            index += 2
            let low = try hexQuad()
            guard (0xDC00..<0xE000).contains(low) else { throw error("an unpaired surrogate escape", at: start) }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let scalar = Unicode.Scalar(code) else { throw error("an unpaired surrogate escape", at: start) }
        return scalar
    }

    private mutating func hexQuad() throws(TextSyntaxError) -> UInt32 {
        var code: UInt32 = 0
        for offset in index..<index + 4 {
            guard offset < bytes.count, let digit = Self.hexDigit(bytes[offset]) else {
                throw error("expected four hexadecimal digits after \\u")
            }
            code = code * 16 + digit
        }
        index += 4
        return code
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}
