/// A binary min-heap of 64-bit keys in manually managed memory, for the long-piece merge.
///
/// The owner calls ``deallocate()`` exactly once; it never outlives one merge.
struct MinHeap {
    private let storage: UnsafeMutablePointer<UInt64>
    private let capacity: Int
    private var count = 0

    /// Allocates room for `capacity` keys; pushing more is a programming error that is ignored, not a crash.
    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        storage = UnsafeMutablePointer<UInt64>.allocate(capacity: self.capacity)
    }

    /// Adds a key.
    mutating func push(_ key: UInt64) {
        guard count < capacity else { return }
        var index = count
        count += 1
        while index > 0 {
            let parent = (index - 1) / 2
            if storage[parent] <= key { break }
            storage[index] = storage[parent]
            index = parent
        }
        storage[index] = key
    }

    /// Removes and returns the smallest key, or `nil` when empty.
    mutating func pop() -> UInt64? {
        guard count > 0 else { return nil }
        let top = storage[0]
        count -= 1
        guard count > 0 else { return top }
        let last = storage[count]
        var index = 0
        while true {
            var child = index * 2 + 1
            if child >= count { break }
            if child + 1 < count, storage[child + 1] < storage[child] { child += 1 }
            if last <= storage[child] { break }
            storage[index] = storage[child]
            index = child
        }
        storage[index] = last
        return top
    }

    /// Frees the memory.
    func deallocate() { storage.deallocate() }
}
