/// Parses strict JSON (RFC 8259) into a ``JSONTree``, with the line and column of the first thing that is not JSON.
///
/// Comments and trailing commas, which JSONC allows and some editors write, are errors: a file that holds them is
/// not rewritten, because writing it back as JSON would drop the comments.
public struct JSONTreeParser {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    /// Deeper nesting than this is refused, so hostile input cannot exhaust the stack.
    private static let maximumDepth = 256

    /// Parses `text`.
    public static func parse(_ text: String) throws(StructuredFileError) -> JSONTree {
        var parser = JSONTreeParser(bytes: Array(text.utf8))
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        try parser.skipSpace()
        let value = try parser.value(depth: 0)
        try parser.skipSpace()
        guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the JSON value") }
        return value
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func error(_ message: String) -> StructuredFileError {
        let column = String(decoding: bytes[lineStart..<min(index, bytes.count)], as: UTF8.self).count + 1
        return StructuredFileError(line: line, column: column, message)
    }

    private mutating func skipSpace() throws(StructuredFileError) {
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\n"):
                index += 1
                line += 1
                lineStart = index
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"): index += 1
            case UInt8(ascii: "/"):
                throw error("a comment is not JSON (JSONC); remove the comments or let intentflow leave this file alone")
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws(StructuredFileError) -> JSONTree {
        guard depth < Self.maximumDepth else { throw error("nested deeper than \(Self.maximumDepth) levels") }
        guard let byte = current else { throw error("the JSON ends where a value should be") }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("expected a JSON value")
        }
    }

    private mutating func literal(_ word: String, _ value: JSONTree) throws(StructuredFileError) -> JSONTree {
        let spelled = Array(word.utf8)
        guard bytes[index...].starts(with: spelled) else { throw error("expected a JSON value") }
        index += spelled.count
        return value
    }

    private mutating func object(depth: Int) throws(StructuredFileError) -> JSONTree {
        index += 1
        var members: [JSONTree.Member] = []
        try skipSpace()
        if current == UInt8(ascii: "}") {
            index += 1
            return .object([])
        }
        while true {
            guard current == UInt8(ascii: "\"") else {
                throw error(members.isEmpty ? "expected a key in quotes" : "expected a key in quotes (a trailing comma is not JSON)")
            }
            let keyStart = index
            let key = try string()
            if members.contains(where: { $0.key == key }) {
                index = keyStart
                throw error("the key '\(key)' appears twice in this object")
            }
            try skipSpace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
            index += 1
            try skipSpace()
            members.append(JSONTree.Member(key, try value(depth: depth + 1)))
            try skipSpace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
                try skipSpace()
            case UInt8(ascii: "}"):
                index += 1
                return .object(members)
            default: throw error("expected ',' or '}'")
            }
        }
    }

    private mutating func array(depth: Int) throws(StructuredFileError) -> JSONTree {
        index += 1
        var elements: [JSONTree] = []
        try skipSpace()
        if current == UInt8(ascii: "]") {
            index += 1
            return .array([])
        }
        while true {
            if current == UInt8(ascii: "]") { throw error("a trailing comma is not JSON") }
            elements.append(try value(depth: depth + 1))
            try skipSpace()
            switch current {
            case UInt8(ascii: ","):
                index += 1
                try skipSpace()
            case UInt8(ascii: "]"):
                index += 1
                return .array(elements)
            default: throw error("expected ',' or ']'")
            }
        }
    }

    private mutating func number() throws(StructuredFileError) -> JSONTree {
        let start = index
        func digits() -> Int {
            let first = index
            while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
            return index - first
        }
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
        return .number(String(decoding: bytes[start..<index], as: UTF8.self))
    }

    private mutating func string() throws(StructuredFileError) -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flush() { scalars.append(contentsOf: String(decoding: bytes[runStart..<index], as: UTF8.self).unicodeScalars) }
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                flush()
                index += 1
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush()
                index += 1
                scalars.append(try escape())
                runStart = index
            case 0..<0x20: throw error("a control character must be escaped inside a string")
            default: index += 1
            }
        }
        throw error("the string is not closed")
    }

    private mutating func escape() throws(StructuredFileError) -> Unicode.Scalar {
        guard let byte = current else { throw error("the string is not closed") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try hexQuad()
            if (0xD800..<0xDC00).contains(high) {
                guard bytes[index...].starts(with: Array("\\u".utf8)) else { throw error("an unpaired surrogate escape") }
                index += 2
                let low = try hexQuad()
                guard (0xDC00..<0xE000).contains(low),
                    let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
                else { throw error("an unpaired surrogate escape") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else { throw error("an unpaired surrogate escape") }
            return scalar
        default: throw error("an unknown escape in a string")
        }
    }

    private mutating func hexQuad() throws(StructuredFileError) -> UInt32 {
        let digits = bytes[index..<min(index + 4, bytes.count)]
        guard digits.count == 4, digits.allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
            let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16)
        else { throw error("expected four hexadecimal digits after \\u") }
        index += 4
        return value
    }
}
