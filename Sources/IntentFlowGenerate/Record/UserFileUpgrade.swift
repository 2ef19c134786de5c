/// A user-owned file whose generated text changed since it was written (its template or its manifest changed).
package struct UserFileUpgrade: Hashable, Sendable {
    /// What the run did with it.
    package enum Outcome: Hashable, Sendable {
        /// Not touched: plain `generate` never changes a user-owned file; `--update` merges it.
        case outdated
        /// `--update` merged the generator's changes in without conflict.
        case merged
        /// `--update` merged with this many conflicts, marked in the file.
        case conflicted(Int)
        /// `--update` could not merge: the base the record names is missing or does not match its fingerprint.
        case baseMissing
    }

    /// What `--update` would bring into an outdated file: how many changes of the generated text it does not hold
    /// yet, and the first one's line in what is generated now and its text.
    package struct Pending: Hashable, Sendable {
        /// How many changes.
        package var count: Int
        /// The first added or replaced line's 1-based number in the generated text; `nil` when the changes only
        /// remove lines.
        package var firstLine: Int?
        /// That line without its indentation ("" without one).
        package var firstText: String

        /// Creates a summary.
        package init(count: Int, firstLine: Int?, firstText: String) {
            self.count = count
            self.firstLine = firstLine
            self.firstText = firstText
        }
    }

    /// The path relative to the output directory.
    package var path: String
    /// What the run did with it.
    package var outcome: Outcome
    /// For an outdated file whose base is known, what `--update` would bring.
    package var pending: Pending?

    /// Creates an upgrade.
    package init(path: String, outcome: Outcome, pending: Pending? = nil) {
        self.path = path
        self.outcome = outcome
        self.pending = pending
    }
}
