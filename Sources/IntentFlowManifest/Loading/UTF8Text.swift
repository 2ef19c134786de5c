/// A string's UTF-8 bytes, for the small hand-written parsers (cases, types, traces). Positions are byte offsets
/// inside; callers get Unicode-scalar offsets through ``scalarOffset(_:)``.
///
/// It borrows the string's storage, so it lives only inside ``with(_:_:)``.
struct UTF8Text {
    /// The bytes.
    let bytes: UnsafeBufferPointer<UInt8>
    /// Whether every byte is ASCII (then byte and scalar offsets agree).
    let isASCII: Bool

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        isASCII = Self.isASCII(bytes)
    }

    /// Whether every byte is below 0x80.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 }
    }

    /// Runs `body` on the UTF-8 bytes of `text` without copying them (native strings are contiguous).
    static func with<Result>(_ text: String, _ body: (UTF8Text) -> Result) -> Result {
        var text = text
        return text.withUTF8 { body(UTF8Text($0)) }
    }

    var count: Int { bytes.count }

    subscript(index: Int) -> UInt8 { bytes[index] }

    /// The Unicode-scalar offset of a byte offset.
    func scalarOffset(_ byteOffset: Int) -> Int {
        if isASCII { return byteOffset }
        var count = 0
        for index in 0..<min(byteOffset, bytes.count) where bytes[index] & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// The text of a byte range.
    func string(_ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<max(start, end)]), as: UTF8.self)
    }

    /// Whether the bytes of a range are exactly `word`.
    func equals(_ start: Int, _ end: Int, _ word: [UInt8]) -> Bool {
        guard end - start == word.count else { return false }
        for offset in 0..<word.count where bytes[start + offset] != word[offset] { return false }
        return true
    }

    /// The byte range without leading and trailing spaces and tabs.
    func trimmed(_ start: Int, _ end: Int) -> (start: Int, end: Int) {
        var start = start
        var end = end
        while start < end, isBlank(bytes[start]) { start += 1 }
        while end > start, isBlank(bytes[end - 1]) { end -= 1 }
        return (start, end)
    }

    /// Whether a byte is a space or a tab.
    func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }

    /// The end of the identifier starting at `start` (equal to `start` when none starts there).
    func identifierEnd(from start: Int, limit: Int) -> Int {
        var index = start
        while index < limit {
            let (scalar, length) = decode(at: index)
            guard let scalar, IdentifierSyntax.isIdentifierScalar(scalar, first: index == start) else { break }
            index += length
        }
        return index
    }

    /// Whether a byte range is exactly one Swift identifier.
    func isIdentifier(_ start: Int, _ end: Int) -> Bool {
        end > start && identifierEnd(from: start, limit: end) == end && !(end == start + 1 && bytes[start] == 0x5F)
    }

    /// The scalar starting at a byte offset and its length in bytes.
    func decode(at index: Int) -> (Unicode.Scalar?, Int) {
        var iterator = bytes[index...].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) {
            return (scalar, String(scalar).utf8.count)
        }
        return (nil, 1)
    }

    /// The scalar at a byte offset, for messages.
    func character(at index: Int) -> String {
        guard index < bytes.count else { return "" }
        if bytes[index] < 0x80 { return String(Unicode.Scalar(bytes[index])) }
        return decode(at: index).0.map { String($0) } ?? "?"
    }
}
