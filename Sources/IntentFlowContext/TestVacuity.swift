import IntentFlowManifest

/// What one generated test of a trace starts from and expects on the values the trace changes. The test is vacuous
/// when the two are equal on every one of them: a reducer that ignores the signal (keeps the state it was given)
/// passes it, so it checks nothing about the state.
///
/// A value the trace changes is one it writes after `->` (a literal, a computed value, a value the signal sends)
/// in the case it started in; a literal the state before writes too, or the state before's own value copied,
/// is a value the trace keeps. A computed value is compared as the test writes it: the same text, or the same
/// number once the names it reads are replaced (`0 + 1` and `1`); a call (`t.settingFavorite(f, of: i)`) cannot be
/// decided here, and its test is taken to be able to fail.
struct TestVacuity: Hashable, Sendable {
    /// A value the trace changes that its test starts at: where a sample must be added.
    struct StuckValue: Hashable, Sendable {
        /// The parameter's label (a field's name), or its type's lower-camel name for an unlabelled one.
        let label: String
        /// Its type, as `samples:` keys it: `Board`.
        let type: String
        /// The value the test both starts and ends at: `.empty`.
        let value: String
    }

    /// The trace's text and where it is written.
    let traceText: String
    let location: SourceLocation
    /// The case of the state after.
    let stateName: String
    /// Whether the trace is from any state: its test's start is given by the state it runs in.
    let isFromAnyState: Bool
    /// Whether the trace starts in that same case (a trace from any state: in whichever its test starts).
    let keepsCase: Bool
    /// The parameters of the state after that the trace changes, by index.
    let changed: [Int: ParameterContext]
    /// What the test expects at each parameter of the state after (Swift source), by index.
    let expected: [Int: String]
    /// Where the trace's own test starts each parameter of its state before, by index (empty from any state).
    let start: [Int: String]

    /// The vacuity of `context`'s test with the values `samples`.
    init(_ context: TraceContext, _ samples: TraceSamples) {
        self.init(context.trace, cases: context.cases, targets: context.targets, samples: samples)
    }

    /// The vacuity of the test of `trace` (its cases `cases`, its targets `targets`) with the values `samples`.
    init(_ trace: AcceptanceTrace, cases: TraceCases, targets: TraceTargets, samples: TraceSamples) {
        let to = targets.to
        traceText = trace.text
        location = trace.location
        stateName = to?.target.name ?? ""
        isFromAnyState = trace.isFromAnyState
        keepsCase = trace.isFromAnyState || trace.from.name == stateName
        let bindings = samples.bindings.values
        let signalCount = bindings.filter(\.isFromSignal).count
        var start: [Int: String] = [:]
        for index in bindings.indices where !bindings[index].isFromSignal {
            start[index - signalCount] = samples.chosen[index]
        }
        self.start = start
        expected = to.flatMap(samples.arguments) ?? [:]
        var changed: [Int: ParameterContext] = [:]
        for (index, argument) in (to?.arguments ?? []).enumerated() {
            guard let parameter = to?.target.parameters[index] else { continue }
            switch argument {
            case .value(let value) where cases.fromValues[index]?.source != value:
                changed[index] = parameter
            case .expression:
                changed[index] = parameter
            case .binding(let binding) where bindings[binding].isFromSignal || binding - signalCount != index:
                changed[index] = parameter
            default: break
            }
        }
        self.changed = keepsCase ? changed : [:]
    }

    /// The first value the trace changes (by index) where the test starts at what it expects, when it does so on
    /// every value the trace changes; `nil` when the test can fail. `start` replaces where the trace's own test
    /// starts (a store test's step starts where the step before left the state).
    func stuck(startingFrom start: [Int: String]? = nil) -> StuckValue? {
        let start = start ?? self.start
        guard keepsCase, !changed.isEmpty else { return nil }
        for index in changed.keys {
            guard let before = start[index], let after = expected[index], Self.same(before, after) else { return nil }
        }
        guard let index = changed.keys.min(), let parameter = changed[index], let value = start[index] else {
            return nil
        }
        return StuckValue(
            label: parameter.parameter.label ?? parameter.bindingName, type: SwiftTypeLayers(parameter.type).core,
            value: value)
    }

    /// Whether two values as a test writes them are the same: the same text, or numbers of the same value.
    static func same(_ left: String, _ right: String) -> Bool {
        if left == right { return true }
        guard let a = GuardedStart.number(left), let b = GuardedStart.number(right) else { return false }
        return a == b
    }
}
