import IntentFlow

/// A step of a ``FlowConformance`` exploration where the reducer trapped (an index out of range, a failed
/// precondition, a force unwrap of `nil`), found by running the exploration in a child process
/// (``FlowConformance/explore(from:signals:limit:afterChild:)``).
///
/// A trap would otherwise end the whole test run; in a child process it ends only the child, and the test that
/// started it reports this value: the state and signal that trapped and the shortest path to them.
public struct ConformanceTrap: Equatable, Sendable, CustomStringConvertible {
    /// From the initial state, each state's case and the signal's case that left it, ending with the state the
    /// trapping signal was sent in.
    public var path: [String]
    /// The trapping signal's case.
    public var signal: FlowSignal<String, String>
    /// The state the signal was sent in, as it describes itself.
    public var state: String
    /// The signal as sent.
    public var signalValue: String
    /// How the child process ended: `signal 4`, `exit code 1`.
    public var ending: String

    /// Creates a trap.
    public init(path: [String], signal: FlowSignal<String, String>, state: String, signalValue: String, ending: String)
    {
        self.path = path
        self.signal = signal
        self.state = state
        self.signalValue = signalValue
        self.ending = ending
    }

    /// `state + signal`, as traces spell it.
    public var transition: String {
        "\(path.last ?? "?") + \(ConformanceFailure.name(of: signal))"
    }

    /// The trap in a sentence: the transition, the values, how the process ended and the path.
    public var description: String {
        let route = (path + [ConformanceFailure.name(of: signal)]).joined(separator: " → ")
        return "\(transition): the reducer trapped (the exploration's process ended with \(ending)) in state "
            + "\(state) on \(signalValue); path: \(route)"
    }
}
