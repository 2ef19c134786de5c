import IntentFlowManifest
import IntentFlowTemplates

/// One step of a generated store test: a trace's signal applied to a `FlowTestStore`, and everything the step must
/// produce (state, effects, cancellations, outputs, routes), asserted exhaustively with `expecting:`.
struct StoreStep: Hashable, Sendable {
    /// How the signal reaches the store.
    enum Method: String, Hashable, Sendable {
        /// An intent: `store.send(_:expecting:)`.
        case send
        /// An event from outside, which starts a test: `store.send(event:expecting:)`.
        case deliver
        /// An event an effect reports back: `store.receive(_:expecting:)`.
        case receive
    }

    /// An effect a step requests, as the test expects it.
    struct Effect: Hashable, Sendable {
        /// The effect: `.validate(email: "email", password: "password")`.
        let expected: String
        /// Its id as a string literal.
        let idLiteral: String
        /// Its policy: `cancelInFlight`.
        let policy: String
    }

    /// How the signal reaches the store.
    let method: Method
    /// The intent or event: `.submit(email: "email", password: "password")`.
    let signal: String
    /// The state after the step: `.validating`.
    let state: String
    /// The effects it requests.
    let effects: [Effect]
    /// The id literals it cancels.
    let cancellations: [String]
    /// The outputs it produces.
    let outputs: [String]
    /// The routes it produces.
    let routes: [String]
    /// The state's values by parameter index, which the next step starts from.
    let stateValues: [Int: String]
    /// The values of the state's fields, by the field as the reducer reads it (`state.failures`): what a next step
    /// from any state keeps (``TraceSamples/keptFields``).
    let fieldValues: [String: String]

    /// `context`'s step with the values of `samples`; `nil` when a value has no sample. An event is received when
    /// `isFromEffect`, delivered otherwise. A trace that keeps its state (`_ -> _(…)`) keeps the phase of `kept`, the
    /// state the step starts in, with its values `values` (by parameter index); without it there is no step.
    init?(
        _ context: TraceContext, _ samples: TraceSamples, isFromEffect: Bool = false, keptIn kept: CaseContext? = nil,
        values: [Int: String] = [:]
    ) {
        guard let signal = samples.signalValue, let written = context.targets.to,
            let to = Self.target(written, keeps: context.trace.keepsState, in: kept, values: values),
            let state = samples.expected(of: to), let stateValues = samples.arguments(of: to)
        else { return nil }
        var effects: [Effect] = []
        for target in context.targets.effects {
            guard let effect = samples.expected(of: target) else { return nil }
            effects.append(
                Effect(
                    expected: effect, idLiteral: SwiftText.stringLiteral(target.target.effectID ?? ""),
                    policy: target.target.policy?.rawValue ?? ""))
        }
        let outputs = context.targets.outputs.compactMap(samples.expected)
        let routes = context.targets.routes.compactMap(samples.expected)
        guard outputs.count == context.targets.outputs.count, routes.count == context.targets.routes.count else {
            return nil
        }
        method = context.trace.signal.kind == .intent ? .send : (isFromEffect ? .receive : .deliver)
        self.signal = signal
        self.state = state
        self.effects = effects
        cancellations = context.cases.cancellations.map { SwiftText.stringLiteral($0.effectID ?? $0.name) }
        self.outputs = outputs
        self.routes = routes
        self.stateValues = stateValues
        fieldValues = Self.fields(of: to.target, stateValues)
    }

    /// The state a step builds: `written`, or for a trace that `keeps` its state, `written` with the phase of `state`
    /// and its `values`; `nil` when a kept state's phase is not known.
    private static func target(_ written: TraceTarget, keeps: Bool, in state: CaseContext?, values: [Int: String])
        -> TraceTarget?
    {
        guard keeps else { return written }
        guard let phase = state?.keptPhase(values: values) else { return nil }
        return written.replacingTarget(with: written.target.keeping(phase))
    }

    /// `values` (by parameter index of `state`) of the parameters that are fields, by the field as the reducer reads
    /// it (``ParameterContext/fieldAccess``).
    static func fields(of state: CaseContext, _ values: [Int: String]) -> [String: String] {
        var fields: [String: String] = [:]
        for (index, parameter) in state.parameters.enumerated() where parameter.isField {
            if let value = values[index] { fields[parameter.fieldAccess] = value }
        }
        return fields
    }

    /// What templates see; `variable` names the step's expected `Next`, of the type `nextType`.
    func templateValue(variable: String, nextType: String) -> TemplateValue {
        // A state too long for its line goes on a line of its own, packed there as swift-format packs a call.
        let fits = SwiftText.expectedNextFits(variable: variable, nextType: nextType, state: state)
        return .dictionary([
            // Intents and events from outside are both sent; an event under its label.
            "method": .string(method == .deliver ? "send" : method.rawValue),
            "signal": .string(method == .deliver ? "event: \(signal)" : signal),
            "nextVariable": .string(variable),
            "expectedState": .string(fits ? state : SwiftText.wrappedCall(state, indent: 6)),
            "expectedFitsOnOneLine": .bool(fits),
            "effects": .array(
                effects.map {
                    .dictionary([
                        "expected": .string($0.expected), "effectIDLiteral": .string($0.idLiteral),
                        "policy": .string($0.policy),
                    ])
                }),
            "cancellations": .array(cancellations.map { .dictionary(["effectIDLiteral": .string($0)]) }),
            "outputs": .array(outputs.map { .dictionary(["expected": .string($0)]) }),
            "routes": .array(routes.map { .dictionary(["expected": .string($0)]) }),
        ])
    }
}
