/// A file the record lists for a manifest of the run that the run no longer generates: a change of layout or
/// parameters left it behind.
package struct Orphan: Hashable, Sendable {
    /// What becomes of it.
    package enum State: String, Hashable, Sendable {
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
    package var path: String
    /// Who owns it.
    package var owner: FileOwnership
    /// What becomes of it.
    package var state: State

    /// Creates an orphan.
    package init(path: String, owner: FileOwnership, state: State) {
        self.path = path
        self.owner = owner
        self.state = state
    }
}
