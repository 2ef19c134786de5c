/// A byte-pair vocabulary: every token's bytes and rank, looked up both ways.
///
/// Tokens are stored back to back in one array, in rank order, and found by an open-addressing hash table whose
/// slots hold a fingerprint of the hash beside the rank, so a lookup that misses rarely touches the token bytes.
struct Vocabulary: Sendable {
    /// The rank meaning "no such token", as in the reference implementation.
    static let noRank = UInt32.max

    /// Every token's bytes, concatenated in rank order.
    let tokenBytes: [UInt8]
    /// Token `r` is `tokenBytes[offsets[r]..<offsets[r + 1]]`.
    let offsets: [UInt32]
    /// Hash slots: 0 when empty, otherwise the hash's high 32 bits above `rank + 1`.
    let slots: [UInt64]

    /// The number of tokens.
    var count: Int { offsets.count - 1 }

    /// Parses a vocabulary in tiktoken's format: one `<base64 bytes> <rank>` line per token, ranks 0, 1, 2, … in order.
    init(parsing text: UnsafeBufferPointer<UInt8>, encoding: TokenizerEncoding) throws(TokenizerError) {
        func corrupt(_ reason: String) -> TokenizerError { .corruptVocabulary(encoding: encoding.name, reason: reason) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count / 2)
        var offsets: [UInt32] = [0]
        offsets.reserveCapacity(text.count / 16)
        let decode = Base64.decodingTable
        var position = 0
        var line = 1
        while position < text.count {
            // Base64 token, four characters at a time; '=' padding ends it.
            var accumulator: UInt32 = 0
            var pending = 0
            while position < text.count, text[position] != 0x20 {
                let character = text[position]
                position += 1
                if character == 0x3D { continue }
                let value = decode[Int(character)]
                guard value < 64 else { throw corrupt("line \(line): invalid base64") }
                accumulator = accumulator << 6 | UInt32(value)
                pending += 6
                if pending >= 8 {
                    pending -= 8
                    bytes.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(pending)))
                }
            }
            guard position < text.count else { throw corrupt("line \(line): no rank") }
            position += 1
            var rank = 0
            var digits = 0
            while position < text.count, text[position] != 0x0A {
                let digit = Int(text[position]) - 0x30
                guard (0...9).contains(digit), digits < 9 else { throw corrupt("line \(line): invalid rank") }
                rank = rank * 10 + digit
                digits += 1
                position += 1
            }
            position += 1
            guard digits > 0, rank == offsets.count - 1 else {
                throw corrupt("line \(line): rank \(rank) out of order")
            }
            guard bytes.count > Int(offsets[offsets.count - 1]) else { throw corrupt("line \(line): empty token") }
            offsets.append(UInt32(bytes.count))
            line += 1
        }
        guard offsets.count > 256 else { throw corrupt("only \(offsets.count - 1) tokens") }

        var capacity = 1
        while capacity < offsets.count * 2 { capacity <<= 1 }
        var slots = [UInt64](repeating: 0, count: capacity)
        let mask = capacity - 1
        var duplicate: Int?
        bytes.withUnsafeBufferPointer { tokens in
            guard let base = tokens.baseAddress else { return }
            for rank in 0..<(offsets.count - 1) where duplicate == nil {
                let start = Int(offsets[rank])
                let length = Int(offsets[rank + 1]) - start
                let hash = Self.hash(base + start, length)
                var index = Int(truncatingIfNeeded: hash) & mask
                while slots[index] != 0 {
                    let other = Int(slots[index] & 0xFFFF_FFFF) - 1
                    let otherStart = Int(offsets[other])
                    if Int(offsets[other + 1]) - otherStart == length,
                        memcmpEqual(base + start, base + otherStart, length)
                    {
                        duplicate = rank
                    }
                    index = (index + 1) & mask
                }
                slots[index] = (hash >> 32) << 32 | UInt64(rank + 1)
            }
        }
        if let duplicate { throw corrupt("token \(duplicate) appears twice") }
        self.tokenBytes = bytes
        self.offsets = offsets
        self.slots = slots
    }

    /// The bytes of the token with `rank`, or `nil` if there is none.
    func bytes(ofRank rank: Int) -> ArraySlice<UInt8>? {
        guard rank >= 0, rank < count else { return nil }
        return tokenBytes[Int(offsets[rank])..<Int(offsets[rank + 1])]
    }

    /// Runs `body` with an unchecked view for fast lookups; the view must not escape.
    @inline(__always)
    func withLookup<Result>(_ body: (RankLookup) -> Result) -> Result {
        tokenBytes.withUnsafeBufferPointer { bytes in
            offsets.withUnsafeBufferPointer { offsets in
                slots.withUnsafeBufferPointer { slots in
                    body(RankLookup(bytes: bytes, offsets: offsets, slots: slots))
                }
            }
        }
    }

    /// A 64-bit hash of a short byte string: eight bytes at a time, each word mixed with a multiply and shift.
    @inline(__always)
    static func hash(_ start: UnsafePointer<UInt8>, _ count: Int) -> UInt64 {
        let raw = UnsafeRawPointer(start)
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(truncatingIfNeeded: count)
        var index = 0
        while index + 8 <= count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 29
            index += 8
        }
        if index < count {
            var word: UInt64 = 0
            var shift: UInt64 = 0
            while index < count {
                word |= UInt64(start[index]) << shift
                shift += 8
                index += 1
            }
            hash = (hash ^ word) &* 0x94D0_49BB_1331_11EB
        }
        hash ^= hash >> 32
        hash = hash &* 0xD6E8_FEB8_6659_FD93
        hash ^= hash >> 32
        return hash
    }
}

/// Whether two byte ranges of `length` bytes are equal.
@inline(__always)
func memcmpEqual(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, _ length: Int) -> Bool {
    var index = 0
    let rawA = UnsafeRawPointer(a)
    let rawB = UnsafeRawPointer(b)
    while index + 8 <= length {
        if rawA.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            != rawB.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        {
            return false
        }
        index += 8
    }
    while index < length {
        if a[index] != b[index] { return false }
        index += 1
    }
    return true
}
