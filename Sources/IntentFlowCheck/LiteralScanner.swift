/// Finds which of a fixed set of byte strings occur in a text, all of them in one pass.
///
/// Each position is looked up by its first two bytes in a bit table of the pairs some literal starts with (a
/// one-byte literal marks every pair it starts), so most bytes cost a shift and a test. A literal found is not looked
/// for again: once every literal sharing a pair is found, the pair's bit is cleared for the rest of the text. The
/// tables are flat arrays, so a position whose pair is marked costs no hashing either.
///
/// When every literal is three bytes or longer, the scan also skips (Wu and Manber's multi-pattern shift): it looks
/// at the last pair of a window as long as the shortest literal, and moves the window as far as that pair allows —
/// for words such as `URLSession` most steps skip several bytes.
package struct LiteralScanner: Sendable {
    /// The literals, by id.
    package let literals: [[UInt8]]
    /// One bit per pair of bytes (first byte × 256 + second) that starts some literal.
    private let pairBits: [UInt64]
    /// For each pair, where its literal ids start in ``pairLiterals`` (65,537 entries: the last ends the table).
    private let pairStarts: [Int32]
    /// The ids of the literals starting with each pair, pair after pair.
    private let pairLiterals: [Int32]
    /// Every literal's bytes, one after another, and where each starts (one entry more than there are literals).
    private let bytes: [UInt8]
    private let byteStarts: [Int]
    /// How many literals are not empty: a scan that has found them all stops.
    private let findableCount: Int
    /// The window the skipping scan moves: the shortest literal's length (at most 256), or 0 for no skipping.
    private let window: Int
    /// For each pair, how far the window may move when it ends in that pair (0: a literal may start at the window).
    private let shifts: [UInt8]

    /// Prepares a scan for `literals`; an empty literal is never reported.
    package init(_ literals: [[UInt8]]) {
        self.literals = literals
        let entries = literals.enumerated().flatMap { id, literal in
            Self.pairs(startingWith: literal).map { (pair: $0, id: Int32(id)) }
        }.sorted { ($0.pair, $0.id) < ($1.pair, $1.id) }
        var pairBits = [UInt64](repeating: 0, count: 65536 / 64)
        var pairStarts = [Int32](repeating: 0, count: 65537)
        for entry in entries {
            pairBits[entry.pair >> 6] |= 1 << UInt64(entry.pair & 63)
            pairStarts[entry.pair + 1] += 1
        }
        for pair in 0..<65536 { pairStarts[pair + 1] += pairStarts[pair] }
        let pairLiterals = entries.map(\.id)
        self.pairBits = pairBits
        self.pairStarts = pairStarts
        self.pairLiterals = pairLiterals
        bytes = literals.flatMap { $0 }
        byteStarts = literals.reduce(into: [0]) { starts, literal in starts.append((starts.last ?? 0) + literal.count) }
        findableCount = literals.filter { !$0.isEmpty }.count
        (window, shifts) = Self.shiftTable(literals)
    }

    /// The skipping scan's window and shifts: a pair ending the window may move it by how far the pair's last
    /// occurrence in any literal's first `window` bytes is from the window's end.
    private static func shiftTable(_ literals: [[UInt8]]) -> (window: Int, shifts: [UInt8]) {
        let lengths = literals.map(\.count).filter { $0 > 0 }
        guard let shortest = lengths.min(), shortest >= 3 else { return (0, []) }
        let window = min(shortest, 256)
        var shifts = [UInt8](repeating: UInt8(window - 1), count: 65536)
        for literal in literals where !literal.isEmpty {
            for end in 1..<window {
                let pair = Int(literal[end - 1]) << 8 | Int(literal[end])
                shifts[pair] = min(shifts[pair], UInt8(window - 1 - end))
            }
        }
        return (window, shifts)
    }

    /// The pairs that start `literal`: its first two bytes, or every pair starting with its one byte.
    private static func pairs(startingWith literal: [UInt8]) -> [Int] {
        guard let first = literal.first else { return [] }
        if literal.count > 1 { return [Int(first) << 8 | Int(literal[1])] }
        return (0...255).map { Int(first) << 8 | $0 }
    }

    /// Which literals occur in `text`, by id.
    package func presence(in text: UnsafeBufferPointer<UInt8>) -> [Bool] {
        var found = [Bool](repeating: false, count: literals.count)
        guard !text.isEmpty, !pairLiterals.isEmpty else { return found }
        var live = pairBits
        found.withUnsafeMutableBufferPointer { found in
            live.withUnsafeMutableBufferPointer { live in
                if window == 0 {
                    scan(text, found: found, live: live, remaining: findableCount)
                } else {
                    shifts.withUnsafeBufferPointer { shifts in
                        skippingScan(text, shifts: shifts, found: found, live: live, remaining: findableCount)
                    }
                }
            }
        }
        return found
    }

    /// The pass itself: stops at the end, or once `remaining` more literals are found.
    private func scan(
        _ text: UnsafeBufferPointer<UInt8>, found: UnsafeMutableBufferPointer<Bool>,
        live: UnsafeMutableBufferPointer<UInt64>, remaining: Int
    ) {
        var remaining = remaining
        let last = text.count - 1
        var pair = Int(text[0])
        for offset in 0...last {
            // The byte after the end reads as 0, which only a one-byte literal's pairs include.
            pair = (pair << 8 | (offset < last ? Int(text[offset + 1]) : 0)) & 0xFFFF
            if live[pair >> 6] & (1 << UInt64(pair & 63)) != 0 {
                remaining -= record(at: offset, pair: pair, in: text, found: found, live: live)
                if remaining == 0 { return }
            }
        }
    }

    /// The pass with skips: `end` is the last byte of a window of ``window`` bytes, which moves on by the shift of
    /// its last pair; only a window whose shift is 0 may hold a literal at its start.
    private func skippingScan(
        _ text: UnsafeBufferPointer<UInt8>, shifts: UnsafeBufferPointer<UInt8>, found: UnsafeMutableBufferPointer<Bool>,
        live: UnsafeMutableBufferPointer<UInt64>, remaining: Int
    ) {
        var remaining = remaining
        let count = text.count
        var end = window - 1
        while end < count {
            let shift = Int(shifts[Int(text[end - 1]) << 8 | Int(text[end])])
            if shift > 0 {
                end += shift
                continue
            }
            let start = end - window + 1
            let pair = Int(text[start]) << 8 | Int(text[start + 1])
            if live[pair >> 6] & (1 << UInt64(pair & 63)) != 0 {
                remaining -= record(at: start, pair: pair, in: text, found: found, live: live)
                if remaining == 0 { return }
            }
            end += 1
        }
    }

    /// Marks the literals starting with `pair` that occur at `offset`; returns how many were newly found, and clears
    /// the bits of pairs whose literals are all found.
    private func record(
        at offset: Int, pair: Int, in text: UnsafeBufferPointer<UInt8>, found: UnsafeMutableBufferPointer<Bool>,
        live: UnsafeMutableBufferPointer<UInt64>
    ) -> Int {
        var newlyFound = 0
        for slot in Int(pairStarts[pair])..<Int(pairStarts[pair + 1]) {
            let id = Int(pairLiterals[slot])
            guard !found[id], occurs(id, at: offset, in: text) else { continue }
            found[id] = true
            newlyFound += 1
            for donePair in Self.pairs(startingWith: literals[id]) where isFullyFound(donePair, found: found) {
                live[donePair >> 6] &= ~(1 << UInt64(donePair & 63))
            }
        }
        return newlyFound
    }

    private func isFullyFound(_ pair: Int, found: UnsafeMutableBufferPointer<Bool>) -> Bool {
        (Int(pairStarts[pair])..<Int(pairStarts[pair + 1])).allSatisfy { found[Int(pairLiterals[$0])] }
    }

    private func occurs(_ id: Int, at offset: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = byteStarts[id]
        let length = byteStarts[id + 1] - start
        guard length > 0, offset + length <= text.count else { return false }
        for index in 0..<length where text[offset + index] != bytes[start + index] { return false }
        return true
    }
}
