/// A named sequence of steps a feature goes through in one store (0.2 `scenarios:`): what is sent, what each
/// step must produce, the replies of the effects it requests and the moves of the test clock. It is generated as
/// one exhaustive `FlowTestStore` test, TCA's TestStore style: a step that requests an effect, cancellation, output
/// or route the scenario does not state fails it.
package struct Scenario: Hashable, Sendable {
    /// The scenario's name, which names its test: `Connect, send and receive`.
    package var name: String
    /// The state the store starts in, when not the feature's initial state: `playing(board: b)`.
    package var start: TraceName?
    /// Names bound before the store starts (`let:` beside `start:`), so the start state and every step can read
    /// them: a scenario over a value, `b` in `playing(board: b)`, as a trace's rule is.
    package var bindings: [ScenarioBinding]
    /// The steps, in order.
    package var steps: [ScenarioStep]
    /// Where the scenario's entry is written.
    package var location: SourceLocation

    /// Creates a scenario.
    package init(
        name: String, start: TraceName? = nil, bindings: [ScenarioBinding] = [], steps: [ScenarioStep],
        location: SourceLocation
    ) {
        self.name = name
        self.start = start
        self.bindings = bindings
        self.steps = steps
        self.location = location
    }
}

/// One step of a ``Scenario``: a signal applied (sent, or an effect's reply received) and everything it must
/// produce, or a move of the test clock.
package struct ScenarioStep: Hashable, Sendable {
    /// What the step does.
    package enum Action: Hashable, Sendable {
        /// `send: submit(...)`: an intent, or with `event:` before it an event from outside the store.
        case send(TraceName, kind: TraceSignal.Kind?)
        /// `reply: connected`: the event an effect requested by an earlier step answers with, received here;
        /// `to:` names the effect, `after:` how long the reply takes on the test clock.
        case reply(TraceName, to: TraceName?, after: RepeatInterval?)
        /// `advance: 10s`: the test clock moves on.
        case advance(RepeatInterval)
    }

    /// What the step does.
    package var action: Action
    /// The state after the step, naming the phase and only the fields that change; `nil` keeps the state.
    package var expect: TraceName?
    /// The effects the step requests, exactly.
    package var effects: [TraceName] = []
    /// The effects whose runs the step cancels, exactly.
    package var cancellations: [TraceName] = []
    /// The outputs the step produces, exactly.
    package var outputs: [TraceName] = []
    /// The routes the step produces, exactly.
    package var routes: [TraceName] = []
    /// Names bound after the step for the steps after it: name → Swift expression.
    package var bindings: [ScenarioBinding] = []
    /// Where the step is written: its first key.
    package var location: SourceLocation

    /// Creates a step.
    package init(action: Action, location: SourceLocation) {
        self.action = action
        self.location = location
    }

    /// The signal the step applies, or `nil` for a move of the clock.
    package var signal: TraceName? {
        switch action {
        case .send(let name, _), .reply(let name, _, _): name
        case .advance: nil
        }
    }

    /// How the step is named in messages: `send connectButtonTapped`, `reply connected`, `advance 10s`.
    package var summary: String {
        switch action {
        case .send(let name, _): "send \(name.name)"
        case .reply(let name, _, _): "reply \(name.name)"
        case .advance(let interval): "advance \(interval.text)"
        }
    }
}

/// A name a scenario step binds for the steps after it (`let: {b: '[1, 2]'}`): generated as `let b = [1, 2]`.
package struct ScenarioBinding: Hashable, Sendable {
    /// The name, a Swift identifier.
    package var name: String
    /// The Swift expression it stands for.
    package var expression: String

    /// Creates a binding.
    package init(name: String, expression: String) {
        self.name = name
        self.expression = expression
    }
}
