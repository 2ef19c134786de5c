/// One file in the record of what was generated.
package struct RecordedFile: Hashable, Sendable {
    /// The path relative to the output directory.
    package var path: String
    /// Who owns it.
    package var owner: FileOwnership
    /// For a generator- or block-owned file, the fingerprint of what was written (so `--prune` removes only a file
    /// nobody changed); for a user-owned file, the fingerprint of what the generator produced, the base of a later
    /// three-way merge, stored in ``BaseBundle``.
    package var hash: ContentHash

    /// Creates a recorded file.
    package init(path: String, owner: FileOwnership, hash: ContentHash) {
        self.path = path
        self.owner = owner
        self.hash = hash
    }
}
