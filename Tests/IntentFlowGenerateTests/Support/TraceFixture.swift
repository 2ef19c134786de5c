import IntentFlowManifest

@testable import IntentFlowContext
@testable import IntentFlowGenerate

/// A small feature for the tests of a trace's steps, written as ``SampleManifests`` writes cases and traces, with
/// each step of ``TraceContext`` run on one of its traces.
struct TraceFixture {
    let manifest: Manifest
    private let contexts: [CaseGroup: [String: CaseContext]]

    init(
        states: [String], intents: [String] = [], events: [String] = [], effects: [String] = [],
        outputs: [String] = [], routes: [String] = [], traces: [String]
    ) {
        manifest = SampleManifests.manifest(
            feature: "Fixture", schemaVersion: "0.2", summary: nil, states: states, intents: intents,
            events: events, effects: effects, routes: routes, outputs: outputs, invariants: [], traces: traces)
        var contexts: [CaseGroup: [String: CaseContext]] = [:]
        for group in CaseGroup.allCases {
            for declaration in manifest[group] {
                contexts[group, default: [:]][declaration.name] = CaseContext(
                    declaration, group: group, featureCamel: "fixture")
            }
        }
        self.contexts = contexts
    }

    /// The declared case `name` of `group`.
    func cases(_ group: CaseGroup, _ name: String) -> CaseContext? {
        contexts[group]?[name]
    }

    /// The trace at `index`.
    func trace(_ index: Int = 0) -> AcceptanceTrace {
        manifest.acceptanceTraces[index]
    }

    /// The first step on the trace at `index`.
    func resolved(_ index: Int = 0) -> TraceCases {
        TraceCases(trace(index), cases: cases)
    }

    /// The second step on the trace at `index`.
    func bindings(_ index: Int = 0) -> TraceBindings {
        let resolved = resolved(index)
        return TraceBindings(signal: resolved.signal, from: resolved.from, targets: resolved.targets)
    }

    /// The targets of the trace at `index`.
    func targets(_ index: Int = 0) -> TraceTargets {
        TraceTargets(resolved(index), bindings: bindings(index))
    }

    /// The third step on the trace at `index`.
    func expressions(_ index: Int = 0) -> TraceExpressions {
        let trace = trace(index)
        return TraceExpressions(
            resolved(index), kind: trace.signal.kind.rawValue, bindings: bindings(index), targets: targets(index))
    }

    /// The fourth step on the trace at `index`.
    func samples(_ index: Int = 0) -> TraceSamples {
        TraceSamples(resolved(index), kind: trace(index).signal.kind.rawValue, bindings: bindings(index))
    }
}
