/// Where bytes that should be UTF-8 text stop being it, and how to say where a byte is.
///
/// Template files, JSON contexts and Swift sources are read as bytes; a stray byte (a Latin-1 `é`, a binary file) is
/// reported at its line and column instead of as an unreadable file.
package enum UTF8Validation {
    /// The offset of the first byte that does not belong to a well-formed UTF-8 scalar, or `nil` when every byte does.
    package static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// The 1-based line and column (counted in Unicode scalars) of byte `offset`.
    package static func location(ofOffset offset: Int, in bytes: [UInt8], file: String) -> SourceLocation {
        let end = min(offset, bytes.count)
        var line = 1
        var column = 1
        for byte in bytes[..<end] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return SourceLocation(file: file, line: line, column: column)
    }

    /// The message and location of the first byte of `bytes` that is not UTF-8, or `nil` when they all are: what
    /// each reader of files reports, in its own error type.
    package static func firstProblem(in bytes: [UInt8], file: String) -> (message: String, location: SourceLocation)? {
        guard let offset = firstInvalidOffset(in: bytes) else { return nil }
        let hex = String(bytes[offset], radix: 16, uppercase: true)
        let message = "invalid UTF-8 (byte 0x\(hex.count == 1 ? "0" + hex : hex)); save the file as UTF-8"
        return (message, location(ofOffset: offset, in: bytes, file: file))
    }
}
