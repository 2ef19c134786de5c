/// Case names and where each is first declared, for resolving the names acceptance traces use.
///
/// An open-addressing table hashed over the name's UTF-8 bytes eight at a time, seeded once per process (a file cannot
/// be written to make every name collide). Resolving a trace looks up about ten names, and with `Set<String>`,
/// Swift's general-purpose hashing took about 40% of the time resolution took.
struct NameTable: Sendable {
    /// The distinct names, in the order first declared.
    private(set) var names: [String] = []
    /// For each distinct name, the index of its first declaration.
    private var firstIndexes: [Int] = []
    /// Slot → position in `names` plus one; 0 for an empty slot.
    private var slots: [Int32]
    private let mask: Int
    /// ``processSeed``, read once here rather than on every lookup.
    private let seed: UInt64

    /// A per-process seed for the hash.
    private static let processSeed = UInt64.random(in: .min ... .max) | 1

    /// The names of `declarations`, in order (a repeated name keeps its first index).
    init(_ declarations: [CaseDeclaration]) {
        seed = Self.processSeed
        var capacity = 8
        while capacity < declarations.count * 2 { capacity *= 2 }
        slots = Array(repeating: 0, count: capacity)
        mask = capacity - 1
        names.reserveCapacity(declarations.count)
        firstIndexes.reserveCapacity(declarations.count)
        for (index, declaration) in declarations.enumerated() {
            var slot = hash(declaration.name) & mask
            while true {
                let entry = Int(slots[slot])
                if entry == 0 {
                    names.append(declaration.name)
                    firstIndexes.append(index)
                    slots[slot] = Int32(names.count)
                    break
                }
                if names[entry - 1] == declaration.name { break }
                slot = (slot + 1) & mask
            }
        }
    }

    /// The index of the first declaration named `name`, or `nil` when none is.
    func firstIndex(of name: String) -> Int? {
        var slot = hash(name) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            if names[entry - 1] == name { return firstIndexes[entry - 1] }
            slot = (slot + 1) & mask
        }
    }

    /// Whether a declaration is named `name`.
    func contains(_ name: String) -> Bool { firstIndex(of: name) != nil }

    /// The name's UTF-8 bytes mixed eight at a time: each word is folded into the state with a full-width multiply
    /// (the high and low halves of the product combined), which spreads every input bit over the result.
    private func hash(_ name: String) -> Int {
        var name = name
        return name.withUTF8 { bytes in
            let count = bytes.count
            var state = seed ^ UInt64(count)
            guard let base = UnsafeRawPointer(bytes.baseAddress) else { return Int(truncatingIfNeeded: state) }
            var offset = 0
            while offset + 8 <= count {
                state = Self.mix(state, base.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while offset < count {
                tail |= UInt64(bytes[offset]) << shift
                shift += 8
                offset += 1
            }
            return Int(truncatingIfNeeded: Self.mix(state, tail))
        }
    }

    private static func mix(_ state: UInt64, _ word: UInt64) -> UInt64 {
        let product = (state ^ word).multipliedFullWidth(by: 0x9E37_79B9_7F4A_7C15)
        return product.high ^ product.low
    }
}
