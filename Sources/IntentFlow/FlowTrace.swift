/// The steps a reducer takes through a list of signals, computed without a store, effects or UI.
///
/// ```swift
/// let trace = UploadFlow().trace(
///     initialState: .idle,
///     signals: [.intent(.selectFile), .event(.fileSelected(url))]
/// )
/// #expect(trace.states == [.selectingFile, .uploading(progress: 0)])
/// #expect(trace.steps[1].effects == [EffectRequest(.upload(url), id: "upload.file", policy: .cancelInFlight)])
/// ```
///
/// A trace keeps its signals and states in arrays of their own and only the steps that decided something
/// (effects, cancellations, outputs, routes) in full; ``steps`` presents them all as ``FlowStep`` values. Long
/// traces stay compact and cheap to build and release.
public struct FlowTrace<Reducer: FlowReducer> {
    /// The state before the first signal.
    public var initialState: Reducer.State
    /// The signals, in the order they were applied.
    public var signals: [FlowSignal<Reducer.Intent, Reducer.Event>]
    /// The state after each signal.
    public var states: [Reducer.State]
    /// The steps that requested effects or cancellations or produced outputs or routes, by index.
    @usableFromInline var decisions: [Int: FlowStep<Reducer>]

    /// Creates a trace from its steps.
    public init(initialState: Reducer.State, steps: [FlowStep<Reducer>]) {
        self.initialState = initialState
        self.signals = steps.map(\.signal)
        self.states = steps.map(\.state)
        self.decisions = [:]
        for (index, step) in steps.enumerated() where step.decidesAnything {
            decisions[index] = step
        }
    }

    @inlinable
    init(
        initialState: Reducer.State, signals: [FlowSignal<Reducer.Intent, Reducer.Event>],
        states: [Reducer.State], decisions: [Int: FlowStep<Reducer>]
    ) {
        self.initialState = initialState
        self.signals = signals
        self.states = states
        self.decisions = decisions
    }

    /// One step per signal, in order.
    @inlinable
    public var steps: Steps { Steps(trace: self) }

    /// The state after the last step, or the initial state when there are no steps.
    @inlinable
    public var finalState: Reducer.State { states.last ?? initialState }

    /// Every effect requested, in order.
    public var effects: [EffectRequest<Reducer.Effect>] { decidedSteps.flatMap(\.effects) }

    /// Every cancellation requested, in order.
    public var cancellations: [EffectID] { decidedSteps.flatMap(\.cancellations) }

    /// Every output produced, in order.
    public var outputs: [Reducer.Output] { decidedSteps.flatMap(\.outputs) }

    /// Every route produced, in order.
    public var routes: [Reducer.Route] { decidedSteps.flatMap(\.routes) }

    private var decidedSteps: [FlowStep<Reducer>] {
        decisions.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The steps of a trace as a random-access collection of ``FlowStep`` values.
    public struct Steps: RandomAccessCollection, Sendable {
        @usableFromInline let trace: FlowTrace

        @inlinable
        init(trace: FlowTrace) {
            self.trace = trace
        }

        /// Zero.
        @inlinable public var startIndex: Int { 0 }

        /// The number of steps.
        @inlinable public var endIndex: Int { trace.signals.count }

        /// The step at `index`.
        @inlinable
        public subscript(index: Int) -> FlowStep<Reducer> {
            trace.decisions[index]
                ?? FlowStep(signal: trace.signals[index], next: .state(trace.states[index]))
        }
    }
}

extension FlowTrace: Sendable {}

extension FlowTrace: Equatable
where
    Reducer.State: Equatable, Reducer.Intent: Equatable, Reducer.Event: Equatable, Reducer.Effect: Equatable,
    Reducer.Output: Equatable, Reducer.Route: Equatable
{}

extension FlowTrace.Steps: Equatable
where
    Reducer.State: Equatable, Reducer.Intent: Equatable, Reducer.Event: Equatable, Reducer.Effect: Equatable,
    Reducer.Output: Equatable, Reducer.Route: Equatable
{
    /// Whether both hold the same steps.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.elementsEqual(rhs)
    }

    /// Whether the trace's steps are `steps`, in order.
    public static func == (lhs: Self, rhs: [FlowStep<Reducer>]) -> Bool {
        lhs.elementsEqual(rhs)
    }

    /// Whether `steps` are the trace's steps, in order.
    public static func == (lhs: [FlowStep<Reducer>], rhs: Self) -> Bool {
        lhs.elementsEqual(rhs)
    }
}

extension FlowReducer {
    /// Applies `signals` in order from `initialState` and records every step.
    ///
    /// Effects are recorded, not run: a trace tests the reducer's decisions alone.
    @inlinable
    public func trace(
        initialState: State,
        signals: [FlowSignal<Intent, Event>]
    ) -> FlowTrace<Self> {
        var states: [State] = []
        states.reserveCapacity(signals.count)
        var decisions: [Int: FlowStep<Self>] = [:]
        var state = initialState
        for index in signals.indices {
            let step = FlowStep<Self>(signal: signals[index], next: reduce(state: state, signal: signals[index]))
            state = step.state
            states.append(state)
            if step.decidesAnything {
                decisions[index] = step
            }
        }
        return FlowTrace(initialState: initialState, signals: signals, states: states, decisions: decisions)
    }
}
