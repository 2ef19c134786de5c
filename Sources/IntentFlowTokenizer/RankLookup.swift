/// An unchecked view of a ``Vocabulary`` for the hot loop: rank lookups without bounds checks or reference counting.
///
/// Valid only inside ``Vocabulary/withLookup(_:)``.
struct RankLookup {
    let bytes: UnsafeBufferPointer<UInt8>
    let offsets: UnsafeBufferPointer<UInt32>
    let slots: UnsafeBufferPointer<UInt64>

    /// The rank of the token whose bytes are `count` bytes at `start`, or ``Vocabulary/noRank``.
    @inline(__always)
    func rank(_ start: UnsafePointer<UInt8>, _ count: Int) -> UInt32 {
        let hash = Vocabulary.hash(start, count)
        let fingerprint = hash >> 32
        let mask = slots.count - 1
        guard let slotBase = slots.baseAddress, let offsetBase = offsets.baseAddress, let byteBase = bytes.baseAddress
        else { return Vocabulary.noRank }
        var index = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = slotBase[index]
            if slot == 0 { return Vocabulary.noRank }
            if slot >> 32 == fingerprint {
                let rank = Int(slot & 0xFFFF_FFFF) - 1
                let tokenStart = Int(offsetBase[rank])
                if Int(offsetBase[rank + 1]) - tokenStart == count, memcmpEqual(start, byteBase + tokenStart, count) {
                    return UInt32(rank)
                }
            }
            index = (index + 1) & mask
        }
    }
}
