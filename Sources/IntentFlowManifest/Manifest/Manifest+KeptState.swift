extension Manifest {
    /// The state a trace that keeps its state names after `->` (`_ + typed(t) -> _(text: t)`), as a case: named `_`,
    /// its parameters the fields (taken from the first state, which carries them as every state does), and no value
    /// of a phase, since the phase is the one the trace starts in. Without `fields:` it has no parameters: such a
    /// trace keeps the whole state.
    package var keptState: CaseDeclaration {
        CaseDeclaration(
            name: TraceSyntax.keptState, parameters: states.first?.parameters.filter(\.isField) ?? [],
            location: location)
    }
}
