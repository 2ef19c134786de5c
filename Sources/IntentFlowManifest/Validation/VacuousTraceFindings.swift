/// Traces whose generated test cannot fail: the trace keeps its state's case and decides nothing but field values,
/// each written as a value that is also the only sample of the field's type. The test starts a field it does not name
/// from a sample other than the value the trace sets where one exists; where none does, it starts at the expected
/// end, and a reducer that ignores the signal passes (`board: .empty` from a one-value `Board` sample list).
struct VacuousTraceFindings {
    private let manifest: Manifest
    private let catalog: SampleCatalog
    /// The states by name (the first declaration of a name).
    private let states: [String: CaseDeclaration]

    init(_ manifest: Manifest) {
        self.manifest = manifest
        catalog = SampleCatalog(manifest)
        states = Dictionary(manifest.states.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// A warning at each such trace, naming the field, its type and the value to add a second to.
    var findings: [Finding] {
        manifest.acceptanceTraces.compactMap { trace in
            guard let stuck = stuckField(of: trace) else { return nil }
            return Finding(
                .traceVacuous,
                "this trace's test starts '\(stuck.field)' at \(stuck.value), the value the trace sets, since it is "
                    + "the only sample of '\(stuck.type)': the test passes whether or not the reducer sets it; add "
                    + "another value of '\(stuck.type)' under 'samples:' (a list, e.g. \(stuck.type): "
                    + "['\(stuck.value)', …])", at: trace.location)
        }
    }

    /// The first field `trace` sets to its type's only sample, when every value the trace decides is such a field.
    private func stuckField(of trace: AcceptanceTrace) -> (field: String, type: String, value: String)? {
        guard !trace.isFromAnyState, trace.to.name == trace.from.name, trace.effects.isEmpty,
            trace.cancellations.isEmpty, trace.outputs.isEmpty, trace.routes.isEmpty, !trace.to.arguments.isEmpty,
            let state = states[trace.to.name],
            let after = try? TraceArgumentMatch.match(trace.to.arguments, to: state.parameters, name: "").get(),
            let before = try? TraceArgumentMatch.match(trace.from.arguments, to: state.parameters, name: "").get()
        else { return nil }
        var stuck: [(field: String, type: String, value: String)] = []
        for (index, value) in after.values {
            let parameter = state.parameters[index]
            // A value the state before writes is where the test starts: the trace says so itself.
            guard parameter.isField, before.values[index] == nil, let label = parameter.label else { return nil }
            let samples = SwiftValue.samples(for: parameter.type, named: label, catalog: catalog)
            guard !samples.isEmpty, samples.allSatisfy({ $0 == value.source }) else { return nil }
            stuck.append((label, SwiftTypeLayers(parameter.type).core, value.source))
        }
        return stuck.count == after.values.count ? stuck.min { $0.field < $1.field } : nil
    }
}
