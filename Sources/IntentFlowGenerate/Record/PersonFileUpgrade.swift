/// A person-owned file whose generated text changed since it was written (its template or its manifest changed).
public struct PersonFileUpgrade: Hashable, Sendable {
    /// What the run did with it.
    public enum Outcome: Hashable, Sendable {
        /// Not touched: plain `generate` never changes a person-owned file; `--update` merges it.
        case outdated
        /// `--update` merged the generator's changes in without conflict.
        case merged
        /// `--update` merged with this many conflicts, marked in the file.
        case conflicted(Int)
        /// `--update` could not merge: the base the record names is missing or does not match its fingerprint.
        case baseMissing
    }

    /// The path relative to the output directory.
    public var path: String
    /// What the run did with it.
    public var outcome: Outcome

    /// Creates an upgrade.
    public init(path: String, outcome: Outcome) {
        self.path = path
        self.outcome = outcome
    }
}
