/// Converts between byte offsets in UTF-8 text and 1-based line/column positions (columns in Unicode scalars).
///
/// Only used on the error path, so a linear scan is fine.
enum TextPosition {
    /// The line and column of the byte at `offset`. Lines end at LF, CRLF or a lone CR, as in YAML.
    static func lineAndColumn(ofByte offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var index = 0
        let end = min(offset, bytes.count)
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80, byte != 0x0D {
                column += 1
            }
            index += 1
        }
        return (line, column)
    }

    /// The Unicode scalar written at a 1-based line and column, if there is one.
    static func scalar(atLine line: Int, column: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        var currentLine = 1
        var index = 0
        while currentLine < line, index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 >= bytes.count || bytes[index + 1] != 0x0A)) {
                currentLine += 1
            }
            index += 1
        }
        var currentColumn = 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A || byte == 0x0D { return nil }
            if byte & 0xC0 != 0x80 {
                if currentColumn == column {
                    return byte < 0x80 ? Unicode.Scalar(byte) : decode(at: index, in: bytes)
                }
                currentColumn += 1
            }
            index += 1
        }
        return nil
    }

    private static func decode(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        var iterator = bytes[index...].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return nil
    }

    /// The text of a 1-based line (without its line break), or the empty string past the end.
    static func line(_ line: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        var currentLine = 1
        var start = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let isBreak = byte == 0x0A || byte == 0x0D
            if isBreak {
                if currentLine == line { break }
                if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                currentLine += 1
                start = index + 1
            }
            index += 1
        }
        guard currentLine == line, start <= index else { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }
}
