/// A fixed-capacity ring of the most recent elements: appending past capacity overwrites the oldest.
struct HistoryBuffer<Element> {
    /// The most elements kept; zero keeps none.
    let capacity: Int
    private var storage: [Element] = []
    /// Where the oldest element is once the ring is full.
    private var oldest = 0

    /// Creates an empty buffer keeping at most `capacity` elements (negative counts as zero).
    init(capacity: Int) {
        self.capacity = max(0, capacity)
    }

    /// Appends `element`, dropping the oldest one when full.
    @inline(__always)
    mutating func append(_ element: Element) {
        if storage.count < capacity {
            storage.append(element)
        } else if capacity > 0 {
            storage[oldest] = element
            oldest += 1
            if oldest == capacity { oldest = 0 }
        }
    }

    /// The kept elements, oldest first.
    var elements: [Element] {
        oldest == 0 ? storage : Array(storage[oldest...] + storage[..<oldest])
    }
}

extension HistoryBuffer: Sendable where Element: Sendable {}
