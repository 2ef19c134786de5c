import IntentFlowManifest

/// The values in scope in the `switch` case generated for a trace, and which of them gives each parameter of a
/// target (the state after, an effect, an output or a route) its value.
///
/// A target parameter takes, in order of preference:
///
/// 1. the signal's parameter with the same label and type (`tokenFailed(message:)` gives `failed(message:)` its
///    message);
/// 2. when either side has no label, the signal's only parameter of the same type (`progress(Double)` gives
///    `uploading(progress: Double)` its value);
/// 3. the same two rules for the state before (`connecting(deviceID:)` + `trustRequired` gives
///    `waitingForTrust(deviceID:)` its device).
///
/// The signal's values keep their binding names; a state's value whose name the signal already uses becomes
/// `current…` (`currentDeviceID`); an unlabelled value takes the label of the parameter it fills (`failed(String)`
/// filling `failed(message: String)` binds `message`, not `string`).
struct TraceBindings: Hashable, Sendable {
    /// The signal's values, in order, then the state's.
    private(set) var values: [TraceBinding]

    /// The values of `signal` and `from`, named for what they fill among `targets`' parameters; `signalValues` and
    /// `fromValues` are the values the trace writes for them, by parameter index.
    init(
        signal: CaseContext?, from: CaseContext?, targets: [CaseContext], signalValues: [Int: TraceValue] = [:],
        fromValues: [Int: TraceValue] = [:]
    ) {
        let scope = Self.scope(signal: signal, from: from, signalValues: signalValues, fromValues: fromValues)
        // A field takes the same field of the state before (``field(_:)``), never a value found by its type.
        values = Self.named(scope, for: targets.flatMap(\.parameters).filter { !$0.isField })
    }

    /// The values of `cases`' signal and state; a name the trace binds and a guard or computed value reads
    /// becomes the binding's name, so that the expression reads as written.
    init(_ cases: TraceCases, earlier: [TraceCases] = []) {
        self.init(
            signal: cases.signal, from: cases.from, targets: cases.targets, signalValues: cases.signalValues,
            fromValues: cases.fromValues)
        var values = self.values
        let signalCount = values.filter(\.isFromSignal).count
        // Every name the trace binds takes several values in its test (generated values). One a guard or computed
        // value reads makes the trace a rule and names the binding. One the trace only copies or ignores keeps the
        // binding's own name (the skeleton does not change) and checks that the reducer handles every value.
        for (names, offset) in [(cases.signalNames, 0), (cases.fromNames, signalCount)] {
            for (index, name) in names where offset + index < values.count {
                let value = values[offset + index]
                if cases.referencedNames.contains(name) {
                    values[offset + index] = TraceBinding(
                        parameter: value.parameter, name: name, isFromSignal: value.isFromSignal,
                        written: value.written, userName: name, isReadByRule: true)
                } else if value.written == nil {
                    values[offset + index].loopName = value.name
                    values[offset + index].traceName = name
                }
            }
        }
        Self.addLoopNames(to: &values, readBy: earlier)
        self.values = values
    }

    /// Gives a loop name to each value (not written as a literal) an earlier trace's guard reads, so that the test
    /// can keep only the values where that guard does not hold.
    private static func addLoopNames(to values: inout [TraceBinding], readBy earlier: [TraceCases]) {
        let signalCount = values.filter(\.isFromSignal).count
        var taken = Set(values.compactMap(\.loopName))
        for other in earlier {
            guard let condition = other.condition else { continue }
            for reference in condition.references {
                let position: Int
                if let index = other.signalNames.first(where: { $0.value == reference.name })?.key {
                    position = index
                } else if let index = other.fromNames.first(where: { $0.value == reference.name })?.key {
                    position = signalCount + index
                } else {
                    continue
                }
                guard position < values.count, values[position].written == nil else { continue }
                values[position].isReadByRule = true
                guard values[position].loopName == nil else { continue }
                let name = taken.contains(reference.name) ? values[position].name.filter { $0 != "`" } : reference.name
                values[position].loopName = name
                taken.insert(name)
            }
        }
    }

    /// The index of the value bound to the name `name` on the signal (`fromSignal`) or the state.
    func index(ofName name: String, in cases: TraceCases) -> Int? {
        let signalCount = values.filter(\.isFromSignal).count
        if let index = cases.signalNames.first(where: { $0.value == name })?.key { return index }
        if let index = cases.fromNames.first(where: { $0.value == name })?.key { return signalCount + index }
        return nil
    }

    /// The index in ``values`` of the state before's field `label`, or `nil` (a trace from any state binds none).
    func field(_ label: String?) -> Int? {
        values.indices.first {
            !values[$0].isFromSignal && values[$0].parameter.isField && values[$0].parameter.label == label
        }
    }

    /// The index in ``values`` of the value that gives `target` its value, or `nil` when none does.
    func source(for target: ParameterContext) -> Int? {
        Self.source(for: target, in: values)
    }

    /// The values in their own names, a state's renamed `current…` where the signal has the same name.
    private static func scope(
        signal: CaseContext?, from: CaseContext?, signalValues: [Int: TraceValue], fromValues: [Int: TraceValue]
    ) -> [TraceBinding] {
        let signalScope = (signal?.parameters ?? []).enumerated().map { index, parameter in
            TraceBinding(
                parameter: parameter, name: parameter.binding, isFromSignal: true, written: signalValues[index]?.source)
        }
        let signalNames = Set(signalScope.map(\.parameter.bindingName))
        let stateScope = (from?.parameters ?? []).enumerated().map { index, parameter in
            let name =
                signalNames.contains(parameter.bindingName)
                ? "current" + CaseStyle(parameter.bindingName).pascal : parameter.bindingName
            return TraceBinding(
                parameter: parameter, name: SwiftIdentifier.escaped(name), isFromSignal: false,
                written: fromValues[index]?.source)
        }
        return signalScope + stateScope
    }

    /// `values` with each unlabelled one that fills a labelled target parameter named after that label, unless
    /// another value the targets use already has that name.
    private static func named(_ values: [TraceBinding], for targets: [ParameterContext]) -> [TraceBinding] {
        let bound = Set(targets.compactMap { source(for: $0, in: values) })
        var values = values
        var renamed = Set<Int>()
        for target in targets {
            guard let label = target.label, let index = source(for: target, in: values),
                values[index].parameter.label == nil, !renamed.contains(index),
                !bound.contains(where: { $0 != index && values[$0].name == SwiftIdentifier.escaped(label) })
            else { continue }
            renamed.insert(index)
            let value = values[index]
            values[index] = TraceBinding(
                parameter: value.parameter, name: SwiftIdentifier.escaped(label), isFromSignal: value.isFromSignal,
                written: value.written)
        }
        return values
    }

    /// The value that gives `target` its value: the signal before the state, and in each the same label and type
    /// first, then the only value of its type when either side has no label.
    private static func source(for target: ParameterContext, in values: [TraceBinding]) -> Int? {
        let type = NameCharacters.withoutWhitespace(target.type)
        for isFromSignal in [true, false] {
            let sameType = values.indices.filter {
                values[$0].isFromSignal == isFromSignal
                    && NameCharacters.withoutWhitespace(values[$0].parameter.type) == type
            }
            if let label = target.label, let index = sameType.first(where: { values[$0].parameter.label == label }) {
                return index
            }
            let candidates = sameType.filter { target.label == nil || values[$0].parameter.label == nil }
            if candidates.count == 1 { return candidates[0] }
        }
        return nil
    }
}
