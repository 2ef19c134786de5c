/// Which rules apply to one file (indices into the engine's rules), split by the text they run over.
public struct RuleSelection: Sendable {
    /// Rules that run over the blanked code.
    public var code: [Int] = []
    /// Rules that run over the text as written.
    public var any: [Int] = []

    /// Whether no rule is selected.
    public var isEmpty: Bool { code.isEmpty && any.isEmpty }

    /// The rules that run over the text of `scope`.
    public func indices(for scope: ArchitectureRule.Scope) -> [Int] {
        scope == .code ? code : any
    }
}
