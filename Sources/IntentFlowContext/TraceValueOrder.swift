/// The order a generated value test lists its inputs in: simplest first, so that the first failing input it meets
/// is the smallest (`TraceValueCheck` in IntentFlowTesting reports that one), and the seed it writes.
enum TraceValueOrder {
    /// `values` (Swift literals of one type) simplest first: `nil`, empty and zero values, then numbers by size,
    /// then anything else by length; ties keep their order.
    static func simplestFirst(_ values: [String]) -> [String] {
        values.enumerated().sorted { left, right in
            let a = simplicity(of: left.element)
            let b = simplicity(of: right.element)
            return (a.rank, a.size, left.offset) < (b.rank, b.size, right.offset)
        }.map(\.element)
    }

    /// How simple a value is, lowest first: `(0, 0)` for `nil`, `[]`, `""`, `false` and `0`; `(1, |n|)` for a
    /// number; `(2, length)` for anything else.
    private static func simplicity(of value: String) -> (rank: Int, size: Double) {
        if ["nil", "[]", "[:]", "\"\"", "false", "0", "0.0"].contains(value) { return (0, 0) }
        if let number = Double(value) { return (1, abs(number)) }
        return (2, Double(value.count))
    }

    /// Up to `maximum` combinations taking one value from each list, in order of the sum of the values' positions
    /// (the simplest combination first), and in list order within one sum.
    static func combinations(of lists: [[String]], maximum: Int) -> [[String]] {
        guard !lists.contains(where: \.isEmpty) else { return [] }
        let largest = lists.reduce(0) { $0 + $1.count - 1 }
        var result: [[String]] = []
        for total in 0...largest where result.count < maximum {
            result += combinations(of: lists[...], summing: total, maximum: maximum - result.count)
        }
        return result
    }

    /// The combinations of `lists` whose positions sum to `total`, at most `maximum`.
    private static func combinations(of lists: ArraySlice<[String]>, summing total: Int, maximum: Int) -> [[String]] {
        guard let first = lists.first else { return total == 0 ? [[]] : [] }
        var result: [[String]] = []
        for position in 0...min(total, first.count - 1) where result.count < maximum {
            let rest = combinations(
                of: lists.dropFirst(), summing: total - position, maximum: maximum - result.count)
            result += rest.map { [first[position]] + $0 }
        }
        return result
    }

    /// A 64-bit FNV-1a hash of `text`: a seed that depends on the trace alone.
    static func seed(of text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
