/// Which rules apply to one file (indices into the engine's rules), split by the text they run over.
package struct RuleSelection: Sendable {
    /// Rules that run over the blanked code.
    package var code: [Int] = []
    /// Rules that run over the text as written.
    package var any: [Int] = []

    /// Whether no rule is selected.
    package var isEmpty: Bool { code.isEmpty && any.isEmpty }

    /// The rules that run over the text of `scope`.
    package func indices(for scope: ArchitectureRule.Scope) -> [Int] {
        scope == .code ? code : any
    }
}
