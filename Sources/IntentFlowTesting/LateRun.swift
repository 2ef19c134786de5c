import IntentFlow

/// An effect run that an intent left running when it moved the feature to another state or routed away, whose
/// outcomes a ``FlowConformance`` exploration follows into the states reached afterwards — the "response arrives
/// after the screen is gone" class of bugs.
///
/// Only a run the runtime can still deliver is late: `FlowStore` drops every event of a run that was cancelled or
/// replaced by a ``EffectPolicy/cancelInFlight`` request, so those never are. A failure on an event such a run can
/// deliver names it, so that the path reads as a story that can happen:
/// `upload (id: upload.file) requested at step 1 (start) and left running at step 2 (close)`.
public struct LateRun: Equatable, Sendable, CustomStringConvertible {
    /// A step of an exploration's path: its number (the first signal sent from the initial state is step 1) and its
    /// signal's case.
    public struct Step: Equatable, Sendable {
        /// Its position along the path, from 1.
        public var number: Int
        /// The case of the signal sent: `fileSelected`.
        public var signal: String

        /// Creates a step.
        public init(number: Int, signal: String) {
            self.number = number
            self.signal = signal
        }
    }

    /// The effect's case.
    public var effect: String
    /// Its id, if it has one.
    public var id: EffectID?
    /// The step that requested it.
    public var requested: Step
    /// The step whose intent moved on or routed away while it ran.
    public var left: Step

    /// Creates a late run.
    public init(effect: String, id: EffectID?, requested: Step, left: Step) {
        self.effect = effect
        self.id = id
        self.requested = requested
        self.left = left
    }

    /// `upload (id: upload.file) requested at step 1 (start) and left running at step 2 (close)`.
    public var description: String {
        "\(effect) (id: \(id.map(\.rawValue) ?? "none")) requested at \(Self.describe(requested)) and left running at "
            + Self.describe(left)
    }

    /// `step 3 (fileSelected)`.
    private static func describe(_ step: Step) -> String {
        "step \(step.number) (\(step.signal))"
    }
}
