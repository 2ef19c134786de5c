import IntentFlow

/// A step where a reducer and its manifest disagree, found by ``FlowConformance``, with the path that reaches it.
public struct ConformanceFailure: Equatable, Sendable, CustomStringConvertible {
    /// How the step disagrees with the manifest.
    public enum Kind: Hashable, Sendable {
        /// The reducer moved to another state or decided something, and no trace declares a transition for the
        /// state and signal.
        case undeclared
        /// Traces are declared for the state and signal, and the reducer did what none of them says; their texts.
        case contradicts([String])
        /// The manifest lists the state and signal under `ignored:`, and the reducer moved or decided something.
        case ignored
    }

    /// How it disagrees.
    public var kind: Kind
    /// From the initial state, each state's case and the signal's case that left it: `idle`, `submit`,
    /// `validating`, …, ending with the state the failing signal was sent in.
    public var path: [String]
    /// The failing signal's case.
    public var signal: FlowSignal<String, String>
    /// The failing signal as sent, for the message.
    public var signalValue: String
    /// What the reducer decided, by case name.
    public var actual: NamedNext
    /// When the signal is an event that a run left running can deliver in this state, that run: the failure is
    /// then one the runtime can produce, not only one the exploration sent. `nil` otherwise.
    public var late: LateRun?

    /// Creates a failure; `late` is the run left running that can deliver the signal.
    public init(
        kind: Kind, path: [String], signal: FlowSignal<String, String>, signalValue: String, actual: NamedNext,
        late: LateRun? = nil
    ) {
        self.late = late
        self.kind = kind
        self.path = path
        self.signal = signal
        self.signalValue = signalValue
        self.actual = actual
    }

    /// `state + signal`, as the manifest's `undeclared:` list spells it.
    public var transition: String {
        "\(path.last ?? "?") + \(Self.name(of: signal))"
    }

    /// The failure in a sentence: the transition (and, for a late outcome, the run that can deliver it), what the
    /// reducer did, what the manifest says, the path by case names and the signal as sent.
    public var description: String {
        // Where the state must be kept, values and all, keeping its case and deciding nothing fails by the values.
        let did =
            kind == .ignored && actual.keeps(path.last ?? "")
            ? "the reducer changes the values of \(actual.state)" : "the reducer \(Self.describe(actual))"
        let says: String
        switch kind {
        case .undeclared:
            says = "no trace declares '\(transition)' (declare it, or list it under 'undeclared:')"
        case .contradicts(let traces):
            says = "the manifest says " + traces.map { "'\($0)'" }.joined(separator: " or ")
        case .ignored:
            says = "the manifest lists '\(transition)' under 'ignored:', where the state is kept and nothing decided"
        }
        let route = (path + [Self.name(of: signal, isLate: late != nil)]).joined(separator: " → ")
        let outcome = late.map { ", a late outcome of \($0)" } ?? ""
        return "\(transition)\(outcome): \(did), but \(says); path: \(route) (sent \(signalValue))"
    }

    /// The signal's case name, `submit`: traces write it without its kind, so messages do too.
    static func name(of signal: FlowSignal<String, String>) -> String {
        switch signal {
        case .intent(let name), .event(let name): name
        }
    }

    /// The signal's case name as a path writes it: `uploaded (late)` when it was delivered as a late outcome.
    static func name(of signal: FlowSignal<String, String>, isLate: Bool) -> String {
        isLate ? name(of: signal) + " (late)" : name(of: signal)
    }

    /// `moves to failed, requests validate (id: login.validate, policy: cancelInFlight), outputs done`.
    static func describe(_ next: NamedNext) -> String {
        var parts = ["moves to \(next.state)"]
        parts += next.cancellations.map { "cancels \($0)" }
        parts += next.effects.map {
            "requests \($0.effect) (id: \($0.id.map(\.rawValue) ?? "none"), policy: \($0.policy))"
        }
        parts += next.outputs.map { "outputs \($0)" }
        parts += next.routes.map { "routes to \($0)" }
        return parts.joined(separator: ", ")
    }
}
