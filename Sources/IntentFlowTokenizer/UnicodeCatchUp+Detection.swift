extension UnicodeCatchUp {
    /// Whether valid UTF-8 `text` holds a code point that only the reference's newer Unicode tables classify.
    ///
    /// Almost no text does, and the pattern without the catch-up ranges matches several times faster, so the
    /// tokenizer checks first. Code points below U+0800 (one and two bytes) are never in the ranges, which lets the
    /// scan skip ASCII eight bytes at a time.
    static func hasAddition(in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = text.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        let count = text.count
        var index = 0
        while index < count {
            if index + 8 <= count,
                raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0
            {
                index += 8
                continue
            }
            let lead = base[index]
            if lead < 0xE0 {
                index += 1
                continue
            }
            let scalar: UInt32
            if lead < 0xF0, index + 2 < count {
                scalar =
                    UInt32(lead & 0x0F) << 12 | UInt32(base[index + 1] & 0x3F) << 6
                    | UInt32(base[index + 2] & 0x3F)
                index += 3
            } else if index + 3 < count {
                scalar =
                    UInt32(lead & 0x07) << 18 | UInt32(base[index + 1] & 0x3F) << 12
                    | UInt32(base[index + 2] & 0x3F) << 6 | UInt32(base[index + 3] & 0x3F)
                index += 4
            } else {
                return false
            }
            if contains(scalar) { return true }
        }
        return false
    }

    /// Whether `scalar` is in ``ranges`` (binary search).
    static func contains(_ scalar: UInt32) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if scalar < range.first {
                high = middle
            } else if scalar > range.last {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
