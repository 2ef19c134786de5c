/// Where each line of a UTF-8 text starts, to turn byte offsets into 1-based lines and columns.
///
/// ``position(ofOffset:in:)`` counts columns in Unicode scalars, as `check` reports them; a template's own
/// locations count characters (``SourceText``).
package struct LineIndex: Sendable {
    /// The byte offset at which each line starts; the first is 0.
    package let lineStarts: [Int]

    /// Indexes `bytes`.
    package init(_ bytes: [UInt8]) {
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            for (offset, byte) in buffer.enumerated() where byte == UInt8(ascii: "\n") {
                starts.append(offset + 1)
            }
        }
        lineStarts = starts
    }

    /// The 0-based line holding byte `offset`.
    package func lineIndex(ofOffset offset: Int) -> Int {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The 1-based line and column (in Unicode scalars) of byte `offset` within `bytes`, the text indexed.
    package func position(ofOffset offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let line = lineIndex(ofOffset: offset)
        var column = 1
        var position = lineStarts[line]
        let end = min(offset, bytes.count)
        while position < end {
            // Continuation bytes (10xxxxxx) do not start a scalar.
            if bytes[position] & 0xC0 != 0x80 { column += 1 }
            position += 1
        }
        return (line + 1, column)
    }

    /// The byte range of 0-based line `line`, without its newline.
    package func range(ofLine line: Int, in bytes: [UInt8]) -> Range<Int> {
        guard line >= 0, line < lineStarts.count else { return bytes.count..<bytes.count }
        let start = lineStarts[line]
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return start..<max(start, end)
    }
}
