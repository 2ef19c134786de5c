/// One difference between a feature's contract at the base and in the working tree: a case, field, child, invariant
/// or trace added, removed or changed, with the reason when it breaks code written against the base.
package struct ManifestChange: Hashable, Sendable {
    /// Whether the part is new, gone or different.
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        case added, removed, changed
    }

    /// Which part of the manifest changed. The raw values are the JSON's `part` (Docs/Diff.md).
    package enum Part: String, Hashable, Sendable, CaseIterable {
        /// The feature as a whole (added or removed).
        case feature
        /// A case of `states:` (a phase, for a struct state).
        case state
        /// A field of a struct state (`fields:`).
        case field
        /// The state the feature starts in (`initial:`, or the first state).
        case initial
        case intent, event, effect, output, route
        /// An entry of `children:`, by id.
        case child
        /// An entry of `invariants:`.
        case invariant
        /// An acceptance trace, by meaning.
        case trace
        /// An entry of `ignored:`: a (state, signal) pair where the reducer keeps the state and decides nothing.
        case ignored
        /// An entry of `undeclared:`: a (state, signal) pair the conformance test leaves to the reducer.
        case undeclared
    }

    /// Added, removed or changed.
    package var kind: Kind
    /// What part of the manifest.
    package var part: Part
    /// The part's name: the case, field or child id, the invariant's text, the trace in its normal form.
    package var name: String
    /// The part at the base, as a person reads it (a case's signature, a trace as written); `nil` when added.
    package var before: String?
    /// The part in the working tree; `nil` when removed.
    package var after: String?
    /// What differs, one clause each (`policy: run → cancelInFlight`); empty for an addition or a removal.
    package var details: [String]
    /// Why code written against the base breaks, when it does; `nil` for a compatible change.
    package var breaking: String?
    /// Where the part is written: in the working tree, or at the base for a removal.
    package var location: SourceLocation

    /// Creates a change.
    package init(
        _ kind: Kind, _ part: Part, name: String, before: String? = nil, after: String? = nil, details: [String] = [],
        breaking: String? = nil, at location: SourceLocation
    ) {
        self.kind = kind
        self.part = part
        self.name = name
        self.before = before
        self.after = after
        self.details = details
        self.breaking = breaking
        self.location = location
    }

    /// Whether code written against the base breaks.
    package var isBreaking: Bool { breaking != nil }
}
