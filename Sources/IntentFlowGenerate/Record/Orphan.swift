/// A file the record lists for a manifest of the run that the run no longer generates: a change of layout or
/// parameters left it behind.
public struct Orphan: Hashable, Sendable {
    /// What becomes of it.
    public enum State: String, Hashable, Sendable {
        /// Generator-owned and as generated: `--prune` removes it.
        case removable
        /// Removed by this run (`--prune`).
        case removed
        /// Generator-owned but edited since: never removed.
        case edited
        /// User-owned (or a block file): never removed; the person decides.
        case userOwned
    }

    /// The path relative to the output directory.
    public var path: String
    /// Who owns it.
    public var owner: FileOwnership
    /// What becomes of it.
    public var state: State

    /// Creates an orphan.
    public init(path: String, owner: FileOwnership, state: State) {
        self.path = path
        self.owner = owner
        self.state = state
    }
}
