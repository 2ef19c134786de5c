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
                word = UInt64(raw.loadUnaligned(fromByteOffset: 0, as: UInt32.self))
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
