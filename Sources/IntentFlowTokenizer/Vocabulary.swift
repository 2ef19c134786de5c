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
    /// The rank of every two-byte token, indexed by `first << 8 | second` (``noRank`` where there is none): merging
    /// starts by ranking every adjacent byte pair, and a direct table beats hashing for those.
    let pairRanks: [UInt32]

    /// The number of tokens.
    var count: Int { offsets.count - 1 }

    /// Parses a vocabulary in tiktoken's format: one `<base64 bytes> <rank>` line per token, ranks 0, 1, 2, … in
    /// order.
    init(parsing text: UnsafeBufferPointer<UInt8>, encoding: TokenizerEncoding) throws(TokenizerError) {
        // Upper bounds: base64 never decodes to more than 3/4 of its length, and a line is at least four bytes.
        var bytes = [UInt8](repeating: 0, count: text.count / 4 * 3 + 3)
        var offsets = [UInt32](repeating: 0, count: text.count / 4 + 2)
        var byteCount = 0
        var tokenCount = 0
        let failure: String? = bytes.withUnsafeMutableBufferPointer { out in
            offsets.withUnsafeMutableBufferPointer { offsets in
                Base64.decodingTable.withUnsafeBufferPointer { decode in
                    Self.parse(
                        text, into: out, offsets: offsets, decode: decode, byteCount: &byteCount,
                        tokenCount: &tokenCount)
                }
            }
        }
        if let failure { throw .corruptVocabulary(encoding: encoding.name, reason: failure) }
        guard tokenCount >= 256 else {
            throw .corruptVocabulary(encoding: encoding.name, reason: "only \(tokenCount) tokens")
        }
        bytes.removeLast(bytes.count - byteCount)
        offsets.removeLast(offsets.count - tokenCount - 1)

        var capacity = 1
        while capacity < offsets.count * 2 { capacity <<= 1 }
        var slots = [UInt64](repeating: 0, count: capacity)
        let duplicate = bytes.withUnsafeBufferPointer { tokens in
            offsets.withUnsafeBufferPointer { offsets in
                slots.withUnsafeMutableBufferPointer { slots in Self.index(tokens, offsets: offsets, into: slots) }
            }
        }
        if let duplicate {
            throw .corruptVocabulary(encoding: encoding.name, reason: "token \(duplicate) appears twice")
        }
        var pairRanks = [UInt32](repeating: Self.noRank, count: 1 << 16)
        for rank in 0..<(offsets.count - 1) where offsets[rank + 1] - offsets[rank] == 2 {
            let start = Int(offsets[rank])
            pairRanks[Int(bytes[start]) << 8 | Int(bytes[start + 1])] = UInt32(rank)
        }
        self.pairRanks = pairRanks
        self.tokenBytes = bytes
        self.offsets = offsets
        self.slots = slots
    }

    /// Fills the hash slots; returns the rank of a token that appears twice, if any.
    private static func index(
        _ tokens: UnsafeBufferPointer<UInt8>, offsets: UnsafeBufferPointer<UInt32>,
        into slots: UnsafeMutableBufferPointer<UInt64>
    ) -> Int? {
        guard let base = tokens.baseAddress else { return nil }
        let mask = slots.count - 1
        for rank in 0..<(offsets.count - 1) {
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
                    return rank
                }
                index = (index + 1) & mask
            }
            slots[index] = (hash >> 32) << 32 | UInt64(rank + 1)
        }
        return nil
    }

    /// The line-by-line parse behind ``init(parsing:encoding:)``, into preallocated buffers. Returns why the text is
    /// not a vocabulary, or `nil`.
    private static func parse(
        _ text: UnsafeBufferPointer<UInt8>, into out: UnsafeMutableBufferPointer<UInt8>,
        offsets: UnsafeMutableBufferPointer<UInt32>, decode: UnsafeBufferPointer<UInt8>, byteCount: inout Int,
        tokenCount: inout Int
    ) -> String? {
        var position = 0
        var written = 0
        var rank = 0
        offsets[0] = 0
        while position < text.count {
            // Base64 token, six bits per character; '=' padding is skipped.
            var accumulator: UInt32 = 0
            var pending: UInt32 = 0
            let tokenStart = written
            while position < text.count, text[position] != 0x20 {
                let character = text[position]
                position += 1
                if character == 0x3D { continue }
                let value = decode[Int(character)]
                guard value < 64 else { return "line \(rank + 1): invalid base64" }
                accumulator = accumulator << 6 | UInt32(value)
                pending += 6
                if pending >= 8 {
                    pending -= 8
                    guard written < out.count else { return "line \(rank + 1): token too long" }
                    out[written] = UInt8(truncatingIfNeeded: accumulator >> pending)
                    written += 1
                }
            }
            guard position < text.count else { return "line \(rank + 1): no rank" }
            position += 1
            var value = 0
            var digits = 0
            while position < text.count, text[position] != 0x0A {
                let digit = Int(text[position]) &- 0x30
                guard digit >= 0, digit <= 9, digits < 9 else { return "line \(rank + 1): invalid rank" }
                value = value * 10 + digit
                digits += 1
                position += 1
            }
            position += 1
            guard digits > 0, value == rank else { return "line \(rank + 1): rank \(value) out of order" }
            guard written > tokenStart else { return "line \(rank + 1): empty token" }
            guard rank + 1 < offsets.count else { return "line \(rank + 1): too many tokens" }
            rank += 1
            offsets[rank] = UInt32(written)
        }
        byteCount = written
        tokenCount = rank
        return nil
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
                    pairRanks.withUnsafeBufferPointer { pairs in
                        body(RankLookup(bytes: bytes, offsets: offsets, slots: slots, pairRanks: pairs))
                    }
                }
            }
        }
    }

    /// A 64-bit hash of a short byte string. Keys up to eight bytes (most tokens) take one or two overlapping loads
    /// and one multiply; longer keys are mixed eight bytes at a time, the tail as an overlapping final word. The
    /// length is mixed in, so overlapping loads never make two keys of different lengths collide systematically.
    @inline(__always)
    static func hash(_ start: UnsafePointer<UInt8>, _ count: Int) -> UInt64 {
        let raw = UnsafeRawPointer(start)
        var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ (UInt64(truncatingIfNeeded: count) &* 0xFF51_AFD7_ED55_8CCD)
        if count <= 8 {
            let word: UInt64
            if count >= 4 {
                word =
                    UInt64(raw.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
                    | UInt64(raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)) << 32
            } else if count > 0 {
                word = UInt64(start[0]) << 16 | UInt64(start[count >> 1]) << 8 | UInt64(start[count - 1])
            } else {
                word = 0
            }
            hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
        } else {
            var index = 0
            while index + 8 < count {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* 0xBF58_476D_1CE4_E5B9
                hash ^= hash >> 29
                index += 8
            }
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)) &* 0x94D0_49BB_1331_11EB
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
