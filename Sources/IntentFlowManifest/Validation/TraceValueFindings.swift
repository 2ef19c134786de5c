/// Findings about the values a manifest writes (schema 0.2) and the samples its generated tests need: a value that
/// fits no parameter or not its type is an error; `initial:` must name a declared state with values that fit; a
/// trace whose test needs a value of a type without a sample gets a warning at the trace.
struct TraceValueFindings {
    private let manifest: Manifest
    private let types: TraceValueType
    private let catalog: SampleCatalog
    /// Each group's cases by name (the first declaration of a name).
    private let cases: [CaseGroup: [String: CaseDeclaration]]

    init(_ manifest: Manifest) {
        self.manifest = manifest
        types = TraceValueType(manifest)
        catalog = SampleCatalog(manifest)
        var cases: [CaseGroup: [String: CaseDeclaration]] = [:]
        for group in CaseGroup.allCases {
            cases[group] = Dictionary(manifest[group].map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        }
        // `_` after `->` (a trace that keeps its state) names the fields; `_` before is looked up nowhere.
        cases[.states]?[TraceSyntax.keptState] = manifest.keptState
        self.cases = cases
    }

    /// Every finding, in the manifest's order.
    var findings: [Finding] {
        initialFindings + manifest.acceptanceTraces.flatMap(findings(in:))
    }

    private var initialFindings: [Finding] {
        guard let initial = manifest.initial else { return [] }
        guard initial.name != TraceSyntax.keptState, let state = cases[.states]?[initial.name] else {
            return [
                Finding(
                    .invalidInitialState,
                    "unknown state '\(initial.name)' in 'initial'; declare it under 'states'"
                        + EditDistance.hint(for: initial.name, among: manifest.states.map(\.name)),
                    at: initial.location)
            ]
        }
        return findings(initial.arguments, of: state)
    }

    private func findings(in trace: AcceptanceTrace) -> [Finding] {
        let signalGroup: CaseGroup = trace.signal.kind == .intent ? .intents : .events
        var findings: [Finding] = []
        func check(_ arguments: [TraceValueArgument], _ group: CaseGroup, _ name: String) {
            guard !arguments.isEmpty, let declaration = cases[group]?[name] else { return }
            findings += self.findings(arguments, of: declaration)
        }
        if !trace.isFromAnyState { check(trace.from.arguments, .states, trace.from.name) }
        check(trace.signal.arguments, signalGroup, trace.signal.name)
        if trace.keepsState, manifest.fields.isEmpty, let first = trace.to.arguments.first {
            findings.append(
                Finding(
                    .traceValueMismatch,
                    "'_' after '->' keeps the whole state here: the manifest has no 'fields:' for it to name; write "
                        + "'_' alone, or name the state the trace reaches", at: first.location))
        } else {
            check(trace.to.arguments, .states, trace.to.name)
        }
        for effect in trace.effects { check(effect.arguments, .effects, effect.name) }
        for output in trace.outputs { check(output.arguments, .outputs, output.name) }
        for route in trace.routes { check(route.arguments, .routes, route.name) }
        return findings + sampleFindings(trace, signalGroup: signalGroup)
    }

    /// The values of `arguments` that fit no parameter of `declaration`, or not its type.
    private func findings(_ arguments: [TraceValueArgument], of declaration: CaseDeclaration) -> [Finding] {
        switch TraceArgumentMatch.match(arguments, to: declaration.parameters, name: declaration.name) {
        case .failure(let failure):
            return [Finding(.traceValueMismatch, failure.message, at: failure.location)]
        case .success(let match):
            return arguments.indices.compactMap { position in
                let argument = arguments[position]
                guard let value = argument.value, let index = match.parameterOfArgument[position],
                    let mismatch = types.mismatch(value, type: declaration.parameters[index].type)
                else { return nil }
                return Finding(mismatch.rule, mismatch.message, at: argument.location)
            }
        }
    }

    /// A warning for each type the trace's test needs a value of (the source state's and the signal's values that
    /// it does not write; every state's for `_`) that has no sample.
    private func sampleFindings(_ trace: AcceptanceTrace, signalGroup: CaseGroup) -> [Finding] {
        var needed: [(parameter: CaseParameter, owner: String)] = []
        func add(_ declaration: CaseDeclaration?, arguments: [TraceValueArgument]) {
            guard let declaration else { return }
            let given =
                (try? TraceArgumentMatch.match(arguments, to: declaration.parameters, name: "").get())?.values ?? [:]
            for (index, parameter) in declaration.parameters.enumerated() where given[index] == nil {
                needed.append((parameter, declaration.name))
            }
        }
        if trace.isFromAnyState {
            for state in manifest.states { add(state, arguments: []) }
        } else {
            add(cases[.states]?[trace.from.name], arguments: trace.from.arguments)
        }
        add(cases[signalGroup]?[trace.signal.name], arguments: trace.signal.arguments)
        var reported = Set<String>()
        return needed.compactMap { parameter, owner in
            // An optional or array of a type without a sample still has one (`nil`, `[]`): only a type with
            // none at all leaves the test unwritten.
            guard SwiftValue.sample(for: parameter.type, named: "value", catalog: catalog) == nil else { return nil }
            let core = SwiftTypeLayers(parameter.type).core
            guard reported.insert(core).inserted else { return nil }
            let what = parameter.label.map { "'\(owner)'s '\($0)'" } ?? "'\(owner)'"
            return Finding(
                .traceNoSample,
                "this trace's test needs a value of '\(core)' (for \(what)) and '\(core)' has no sample; give one "
                    + "under "
                    + "'samples:', e.g. \(core): '\(core)(…)'", at: trace.location)
        }
    }
}
