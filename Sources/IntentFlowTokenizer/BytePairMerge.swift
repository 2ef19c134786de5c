/// Byte-pair merging of one piece, with the reference implementation's rule: repeatedly merge the adjacent pair
/// whose concatenation has the lowest rank, the leftmost one on a tie, until no adjacent pair is a token.
enum BytePairMerge {
    /// Pieces longer than this use the heap-based merge, whose cost grows as n log n instead of n².
    static let quadraticLimit = 256

    /// Calls `emit` with the byte range of each token of `piece` (offsets relative to it), in order.
    @inline(__always)
    static func merge(
        _ piece: UnsafePointer<UInt8>, count: Int, lookup: RankLookup, _ emit: (_ start: Int, _ end: Int) -> Void
    ) {
        if count <= quadraticLimit {
            mergeQuadratic(piece, count: count, lookup: lookup, emit)
        } else {
            mergeWithHeap(piece, count: count, lookup: lookup, emit)
        }
    }

    /// The reference algorithm, kept close to tiktoken's `_byte_pair_merge`: boundaries in an array, a linear scan
    /// for the lowest rank, one removal per merge. Fastest for the short pieces that make up nearly all text.
    static func mergeQuadratic(
        _ piece: UnsafePointer<UInt8>, count: Int, lookup: RankLookup, _ emit: (_ start: Int, _ end: Int) -> Void
    ) {
        guard count > 1 else {
            if count == 1 { emit(0, 1) }
            return
        }
        withUnsafeTemporaryAllocation(of: Int.self, capacity: count + 1) { starts in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: count + 1) { ranks in
                for index in 0..<(count - 1) {
                    starts[index] = index
                    ranks[index] = lookup.rank(piece + index, 2)
                }
                starts[count - 1] = count - 1
                ranks[count - 1] = Vocabulary.noRank
                starts[count] = count
                ranks[count] = Vocabulary.noRank
                var parts = count + 1

                // The rank of merging part `index` with the next one (given one more merge is about to happen,
                // tiktoken looks three boundaries ahead).
                func rankAfterMerge(_ index: Int) -> UInt32 {
                    guard index + 3 < parts else { return Vocabulary.noRank }
                    return lookup.rank(piece + starts[index], starts[index + 3] - starts[index])
                }

                while true {
                    var minimum = Vocabulary.noRank
                    var position = 0
                    for index in 0..<(parts - 1) where ranks[index] < minimum {
                        minimum = ranks[index]
                        position = index
                    }
                    if minimum == Vocabulary.noRank { break }
                    if position > 0 { ranks[position - 1] = rankAfterMerge(position - 1) }
                    ranks[position] = rankAfterMerge(position)
                    for index in (position + 1)..<(parts - 1) {
                        starts[index] = starts[index + 1]
                        ranks[index] = ranks[index + 1]
                    }
                    parts -= 1
                }
                for index in 0..<(parts - 1) { emit(starts[index], starts[index + 1]) }
            }
        }
    }

    /// The same merge for long pieces: parts in a linked list, candidate pairs in a min-heap keyed by (rank, start).
    /// Stale heap entries are skipped when popped. The key order is the reference's choice (lowest rank, then
    /// leftmost), so the result is identical.
    static func mergeWithHeap(
        _ piece: UnsafePointer<UInt8>, count: Int, lookup: RankLookup, _ emit: (_ start: Int, _ end: Int) -> Void
    ) {
        guard count > 1 else {
            if count == 1 { emit(0, 1) }
            return
        }
        // A part is named by its first byte; `next[part]` is where the following part starts (or `count`).
        let next = UnsafeMutablePointer<Int32>.allocate(capacity: count)
        let previous = UnsafeMutablePointer<Int32>.allocate(capacity: count)
        let pairRank = UnsafeMutablePointer<UInt32>.allocate(capacity: count)
        let alive = UnsafeMutablePointer<Bool>.allocate(capacity: count)
        var heap = MinHeap(capacity: count * 3)
        defer {
            next.deallocate()
            previous.deallocate()
            pairRank.deallocate()
            alive.deallocate()
            heap.deallocate()
        }
        for index in 0..<count {
            next[index] = Int32(index + 1)
            previous[index] = Int32(index - 1)
            alive[index] = true
        }
        func rankOfPair(at part: Int) -> UInt32 {
            let second = Int(next[part])
            guard second < count else { return Vocabulary.noRank }
            return lookup.rank(piece + part, Int(next[second]) - part)
        }
        for index in 0..<count {
            pairRank[index] = rankOfPair(at: index)
            if pairRank[index] != Vocabulary.noRank { heap.push(UInt64(pairRank[index]) << 32 | UInt64(index)) }
        }
        while let entry = heap.pop() {
            let part = Int(entry & 0xFFFF_FFFF)
            let rank = UInt32(entry >> 32)
            guard alive[part], pairRank[part] == rank else { continue }
            let second = Int(next[part])
            alive[second] = false
            next[part] = next[second]
            if Int(next[part]) < count { previous[Int(next[part])] = Int32(part) }
            pairRank[part] = rankOfPair(at: part)
            if pairRank[part] != Vocabulary.noRank { heap.push(UInt64(pairRank[part]) << 32 | UInt64(part)) }
            let before = Int(previous[part])
            if before >= 0 {
                pairRank[before] = rankOfPair(at: before)
                if pairRank[before] != Vocabulary.noRank { heap.push(UInt64(pairRank[before]) << 32 | UInt64(before)) }
            }
        }
        var part = 0
        while part < count {
            emit(part, Int(next[part]))
            part = Int(next[part])
        }
    }
}
