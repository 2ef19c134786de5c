/// The nodes of an exploration that share a case name and pending runs: where a newly reached state is looked for.
///
/// A few are compared with `==` one by one. A fields-only feature's states all share one case name, so its one
/// bucket holds every state reached, and scanning it made each step cost as much as the states reached so far
/// (AlertsAndDialogs' 10,000 steps spent two thirds of their time comparing states). Past ``scanLimit`` nodes, a
/// bucket also indexes its nodes by the state's fingerprint and compares only those of the same one. Small buckets
/// never work fingerprints out: for a state that is not `Hashable` that means printing it, which costs more than a
/// few comparisons.
struct StateBucket<State: Equatable> {
    /// The nodes below which a bucket is scanned.
    static var scanLimit: Int { 16 }

    /// The nodes, in the order reached.
    private var nodes: [Int] = []
    /// Past ``scanLimit``, the nodes by fingerprint.
    private var byFingerprint: [Int: [Int]]?

    init() {}

    init(first node: Int) { nodes = [node] }

    /// Adds `node`, holding `state`, unless a node of `states` in this bucket holds an equal state; whether it was
    /// added.
    mutating func insert(_ state: State, at node: Int, in states: [State]) -> Bool {
        if var index = byFingerprint {
            let fingerprint = Self.fingerprint(of: state)
            if let same = index[fingerprint], same.contains(where: { states[$0] == state }) { return false }
            byFingerprint = nil  // keeps the dictionary's storage unshared while it is changed
            index[fingerprint, default: []].append(node)
            byFingerprint = index
        } else {
            if nodes.contains(where: { states[$0] == state }) { return false }
            if nodes.count + 1 > Self.scanLimit {
                var index: [Int: [Int]] = [:]
                for earlier in nodes { index[Self.fingerprint(of: states[earlier]), default: []].append(earlier) }
                index[Self.fingerprint(of: state), default: []].append(node)
                byFingerprint = index
            }
        }
        nodes.append(node)
        return true
    }

    /// A number equal states share, as far as the state's type lets one be worked out: its hash when it is
    /// `Hashable`, else the hash of how it prints. Two equal states that print differently (a `Set` field holding
    /// the same elements in another order, `0.0` and `-0.0`) only become two nodes, each explored: the fingerprint
    /// can add work, never lose a state.
    static func fingerprint(of state: State) -> Int {
        if let hashable = state as? any Hashable { return AnyHashable(hashable).hashValue }
        return String(reflecting: state).hashValue
    }
}
