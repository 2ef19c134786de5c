/// Case names and where each is first declared, for resolving the names acceptance traces use.
///
/// An open-addressing table hashed with FNV-1a over the name's UTF-8 bytes, seeded once per process (a file cannot
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

    /// A per-process seed for the hash.
    private static let seed = UInt64.random(in: .min ... .max) | 1

    /// The names of `declarations`, in order (a repeated name keeps its first index).
    init(_ declarations: [CaseDeclaration]) {
        var capacity = 8
        while capacity < declarations.count * 2 { capacity *= 2 }
        slots = Array(repeating: 0, count: capacity)
        mask = capacity - 1
        names.reserveCapacity(declarations.count)
        firstIndexes.reserveCapacity(declarations.count)
        for (index, declaration) in declarations.enumerated() {
            var slot = Self.hash(declaration.name) & mask
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
        var slot = Self.hash(name) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            if names[entry - 1] == name { return firstIndexes[entry - 1] }
            slot = (slot + 1) & mask
        }
    }

    /// Whether a declaration is named `name`.
    func contains(_ name: String) -> Bool { firstIndex(of: name) != nil }

    private static func hash(_ name: String) -> Int {
        var hash = seed ^ 0xCBF2_9CE4_8422_2325
        for byte in name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 29))
    }
}
