import IntentFlowManifest

/// A manifest's cases and acceptance traces as generated code sees them: every group's ``CaseContext``s, each trace's
/// ``TraceContext``, and the state the feature starts in. The feature's own context is made from it, and so is what
/// a parent needs of each child it hosts (``ChildContext``).
struct FeatureCases {
    /// Every group's cases, in the order declared.
    let groups: [CaseGroup: [CaseContext]]
    /// The traces, in the manifest's order.
    let traces: [TraceContext]
    /// The state the feature starts in, with `initial:`'s values; `nil` when a parameter has no value.
    let initialState: InitialState?
    private let byName: [CaseGroup: [String: CaseContext]]

    /// The cases and traces of `manifest`.
    init(_ manifest: Manifest) {
        let featureCamel = CaseStyle(manifest.feature).camel
        let catalog = SampleCatalog(manifest)
        let shape = StateShape(manifest)
        var groups: [CaseGroup: [CaseContext]] = [:]
        var byName: [CaseGroup: [String: CaseContext]] = [:]
        for group in CaseGroup.allCases {
            let events = byName[.events] ?? [:]
            let contexts = manifest[group].map { declaration in
                CaseContext(
                    declaration, group: group, featureCamel: featureCamel, catalog: catalog,
                    emitted: declaration.emits.compactMap { events[$0.name] }, shape: shape)
            }
            groups[group] = contexts
            byName[group] = Dictionary(contexts.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        }
        let states = manifest.states.compactMap { byName[.states]?[$0.name] }
        // `_` after `->`: found by its name, never listed among the states.
        byName[.states]?[TraceSyntax.keptState] = CaseContext.keptState(
            of: manifest, featureCamel: featureCamel, catalog: catalog, shape: shape)
        traces = TraceOrder.contexts(manifest.acceptanceTraces, states: states, nextType: manifest.feature + "Next") {
            group, name in
            byName[group]?[name]
        }
        let initial = manifest.initialStateName.flatMap { byName[.states]?[$0] }
        initialState = initial.flatMap { InitialState($0, arguments: manifest.initial?.arguments ?? []) }
        self.groups = groups
        self.byName = byName
    }

    /// The declared case of `group` named `name`.
    func `case`(_ group: CaseGroup, _ name: String) -> CaseContext? { byName[group]?[name] }
}
