import IntentFlowManifest

/// How a feature's state is spelled in Swift when its manifest has `fields:`: a struct of the fields, with a
/// `phase` (one of the manifest's states) when it also lists states.
///
/// The trace model gives every state case the fields as trailing parameters (``CaseParameter/isField``), so traces,
/// bindings and samples work on one flat case, `searching(id: 1, query: "q")`. Values are built as the struct,
/// `.init(phase: .searching(id: 1), query: "q")`; patterns match the flat case on the state's `match`, because a
/// Swift `case` pattern cannot bind a struct's stored properties.
struct StateShape: Hashable, Sendable {
    /// Whether the struct holds a `phase`: the manifest lists states.
    let hasPhase: Bool

    /// The shape of `manifest`'s state, or `nil` for an enum state.
    init?(_ manifest: Manifest) {
        guard !manifest.fields.isEmpty else { return nil }
        hasPhase = !manifest.hasImplicitState
    }

    /// The state `member` built from `arguments`, each paired with its parameter (a `nil` argument, or a field's
    /// default, is left out): `.init(phase: .searching(id: 1), query: q)`, `.init(query: q)`, `.init()`. For the state
    /// a trace keeps, `keptPhase` is the phase's spelling: `.init(phase: state.phase, query: q)`.
    func build(member: String, _ arguments: [(ParameterContext, String?)], keptPhase: String? = nil) -> String {
        let phaseArguments = arguments.filter { !$0.0.isField }.compactMap { parameter, argument in
            argument.map { parameter.argumentPrefix + $0 }
        }
        // A field at its default is left to the initializer: `.init(phase: .idle)` reads as the fresh state.
        var parts = arguments.filter(\.0.isField).compactMap { parameter, argument in
            argument.flatMap { $0 == parameter.parameter.fieldDefault ? nil : parameter.argumentPrefix + $0 }
        }
        if hasPhase {
            let phase =
                keptPhase
                ?? (phaseArguments.isEmpty ? ".\(member)" : ".\(member)(\(phaseArguments.joined(separator: ", ")))")
            parts.insert("phase: " + phase, at: 0)
        }
        return ".init(\(parts.joined(separator: ", ")))"
    }
}
