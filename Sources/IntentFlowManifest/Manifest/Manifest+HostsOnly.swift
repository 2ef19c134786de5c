extension Manifest {
    /// Whether the feature only hosts children (TCA's `Reduce { _, _ in .none }.forEach(…)`): it has `children:` and
    /// no intent or event of its own, so it needs no trace, and the generator writes no conformance test for it (with
    /// no signal to explore, one could not fail).
    package var hostsOnly: Bool {
        !children.isEmpty && intents.isEmpty && events.isEmpty
    }
}
