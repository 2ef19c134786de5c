/// Finds which of a fixed set of byte strings occur in a text, all of them in one pass.
///
/// Each position is looked up by its first two bytes in a bit table of the pairs some literal starts with (a
/// one-byte literal marks every pair it starts), so most bytes cost a shift and a test. A literal found is not looked
/// for again: once every literal sharing a pair is found, the pair's bit is cleared for the rest of the text.
struct LiteralScanner: Sendable {
    /// The literals, by id.
    let literals: [[UInt8]]
    /// One bit per pair of bytes (first byte × 256 + second) that starts some literal.
    private let pairs: [UInt64]
    /// The ids of the literals that start with each marked pair.
    private let starting: [UInt16: [Int]]

    /// Prepares a scan for `literals`; an empty literal is never reported.
    init(_ literals: [[UInt8]]) {
        self.literals = literals
        var pairs = [UInt64](repeating: 0, count: 65536 / 64)
        var starting: [UInt16: [Int]] = [:]
        for (id, literal) in literals.enumerated() {
            for pair in Self.pairs(startingWith: literal) {
                pairs[Int(pair) >> 6] |= 1 << (UInt64(pair) & 63)
                starting[pair, default: []].append(id)
            }
        }
        self.pairs = pairs
        self.starting = starting
    }

    /// The pairs that start `literal`: its first two bytes, or every pair starting with its one byte.
    private static func pairs(startingWith literal: [UInt8]) -> [UInt16] {
        guard let first = literal.first else { return [] }
        if literal.count > 1 { return [UInt16(first) << 8 | UInt16(literal[1])] }
        return (0...255).map { UInt16(first) << 8 | UInt16($0) }
    }

    /// Which literals occur in `text`, by id.
    func presence(in text: UnsafeBufferPointer<UInt8>) -> [Bool] {
        var found = [Bool](repeating: false, count: literals.count)
        guard let base = text.baseAddress, !starting.isEmpty else { return found }
        var live = pairs
        var remaining = literals.filter { !$0.isEmpty }.count
        let count = text.count
        live.withUnsafeMutableBufferPointer { bits in
            var offset = 0
            while offset < count, remaining > 0 {
                // The byte after the end reads as 0, which only a one-byte literal's pairs include.
                let next = offset + 1 < count ? base[offset + 1] : 0
                let pair = Int(base[offset]) << 8 | Int(next)
                if bits[pair >> 6] & (1 << UInt64(pair & 63)) != 0 {
                    remaining -= record(at: offset, pair: UInt16(pair), in: text, found: &found, bits: bits)
                }
                offset += 1
            }
        }
        return found
    }

    /// Marks the literals starting with `pair` that occur at `offset`; returns how many were newly found, and clears
    /// the bits of pairs whose literals are all found.
    private func record(
        at offset: Int, pair: UInt16, in text: UnsafeBufferPointer<UInt8>, found: inout [Bool],
        bits: UnsafeMutableBufferPointer<UInt64>
    ) -> Int {
        var newlyFound = 0
        for id in starting[pair] ?? [] where !found[id] && Self.occurs(literals[id], at: offset, in: text) {
            found[id] = true
            newlyFound += 1
            for donePair in Self.pairs(startingWith: literals[id])
            where (starting[donePair] ?? []).allSatisfy({ found[$0] }) {
                bits[Int(donePair) >> 6] &= ~(1 << (UInt64(donePair) & 63))
            }
        }
        return newlyFound
    }

    private static func occurs(_ literal: [UInt8], at offset: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard offset + literal.count <= text.count else { return false }
        for (index, byte) in literal.enumerated() where text[offset + index] != byte { return false }
        return true
    }
}
