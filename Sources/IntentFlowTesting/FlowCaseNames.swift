import IntentFlow

/// How ``FlowConformance`` names the values of a reducer's types: the enum case each one is, without its payload.
///
/// Conformance compares a reducer with its manifest by case name (`failed`, not `failed(message: "x")`), so it
/// needs a name for every state, intent, event, effect, output and route. Generated conformance tests spell out a
/// `switch` per type, which the compiler keeps exhaustive and which never depends on how a type describes itself;
/// ``reflecting`` reads the names at run time for reducers written by hand.
public struct FlowCaseNames<Reducer: FlowReducer>: Sendable {
    /// The case name of a state: `idle`, `failed`.
    public var state: @Sendable (Reducer.State) -> String
    /// The case name of an intent.
    public var intent: @Sendable (Reducer.Intent) -> String
    /// The case name of an event.
    public var event: @Sendable (Reducer.Event) -> String
    /// The case name of an effect.
    public var effect: @Sendable (Reducer.Effect) -> String
    /// The case name of an output.
    public var output: @Sendable (Reducer.Output) -> String
    /// The case name of a route.
    public var route: @Sendable (Reducer.Route) -> String

    /// Names from one function per type.
    public init(
        state: @escaping @Sendable (Reducer.State) -> String,
        intent: @escaping @Sendable (Reducer.Intent) -> String,
        event: @escaping @Sendable (Reducer.Event) -> String,
        effect: @escaping @Sendable (Reducer.Effect) -> String,
        output: @escaping @Sendable (Reducer.Output) -> String,
        route: @escaping @Sendable (Reducer.Route) -> String
    ) {
        self.state = state
        self.intent = intent
        self.event = event
        self.effect = effect
        self.output = output
        self.route = route
    }

    /// Names read with `Mirror`: the label of a case's payload, or the value's description for a case without one.
    ///
    /// Right for plain enums. A type that customises its description (`CustomStringConvertible`) or reflection
    /// (`CustomReflectable`) names its payload-free cases by that text instead; give such types a function of
    /// their own.
    public static var reflecting: FlowCaseNames {
        FlowCaseNames(
            state: flowCaseName(reflecting:), intent: flowCaseName(reflecting:), event: flowCaseName(reflecting:),
            effect: flowCaseName(reflecting:), output: flowCaseName(reflecting:), route: flowCaseName(reflecting:))
    }

    /// The name of `signal`'s case, kept apart by kind (an intent and an event may share a name).
    public func signal(_ signal: FlowSignal<Reducer.Intent, Reducer.Event>) -> FlowSignal<String, String> {
        switch signal {
        case .intent(let intent): .intent(self.intent(intent))
        case .event(let event): .event(self.event(event))
        }
    }

    /// The names of everything `next` decides: its state's case, each effect's case with its id and policy, the
    /// cancelled ids, and the outputs' and routes' cases.
    public func next(_ next: Next<Reducer.State, Reducer.Effect, Reducer.Output, Reducer.Route>) -> NamedNext {
        self.next(next, state: state(next.state))
    }

    /// The names of what `next` decides, its state's case being `name` already: a step that only moves (or keeps
    /// its state) is named without mapping its empty lists.
    func next(
        _ next: Next<Reducer.State, Reducer.Effect, Reducer.Output, Reducer.Route>, state name: String
    ) -> NamedNext {
        // `count`, not `isEmpty`: in generic code `isEmpty` is a call through `Collection`, at every step.
        guard next.effects.count + next.cancellations.count + next.outputs.count + next.routes.count > 0 else {
            return NamedNext(state: name)
        }
        return NamedNext(
            state: name,
            effects: next.effects.map { EffectRequest(effect($0.effect), id: $0.id, policy: $0.policy) },
            cancellations: next.cancellations,
            outputs: next.outputs.map(output),
            routes: next.routes.map(route))
    }
}

/// A step's decisions by case name: what ``FlowConformance`` compares with a manifest's traces.
public typealias NamedNext = Next<String, String, String, String>

extension Next where State == String, Effect == String, Output == String, Route == String {
    /// Whether `other` decides the same: `==` spelled out for names, because `Next`'s own is generic code in
    /// another module, which an exploration would call at every step.
    ///
    /// A decision whose state is `_` (`_`, a trace that keeps its state) agrees with a
    /// step that keeps the case it starts in, `source`.
    func decidesTheSame(as other: NamedNext, from source: String) -> Bool {
        (state == other.state || (state == Self.keptState && other.state == source))
            && cancellations == other.cancellations && outputs == other.outputs
            && routes == other.routes && effects.count == other.effects.count
            && zip(effects, other.effects).allSatisfy { mine, theirs in
                mine.effect == theirs.effect && mine.id == theirs.id && mine.policy == theirs.policy
            }
    }

    /// The state name of a decision that keeps the case its step starts in (no case is named `_`).
    static var keptState: String { "_" }

    /// Whether this keeps a state of case `name` and decides nothing else.
    func keeps(_ name: String) -> Bool {
        state == name && effects.isEmpty && cancellations.isEmpty && outputs.isEmpty && routes.isEmpty
    }
}

/// The case name `Mirror` gives `value`: the label of its payload, or its description for a case without one (see
/// ``FlowCaseNames/reflecting`` for when that is right). A struct state with a `phase` (a manifest's `fields:` beside
/// its `states:`) is named by its phase; one without is named by its type, since it has one case.
///
/// Generated conformance tests name a type without cases with it, where a `switch` over no cases would be code the
/// compiler warns will never be executed.
@Sendable
public func flowCaseName<Value>(reflecting value: Value) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .enum, let label = mirror.children.first?.label { return label }
    if mirror.displayStyle == .struct {
        if let phase = mirror.children.first(where: { $0.label == "phase" }) {
            return flowCaseName(reflecting: phase.value)
        }
        return String(describing: Value.self)
    }
    return String(describing: value)
}
