import IntentFlow

/// An effect run whose outcomes a ``FlowConformance`` exploration delivers late: the run was cancelled, replaced by
/// a newer one (``EffectPolicy/cancelInFlight``), or left running when an intent moved the feature to another state
/// or routed away — the "response arrives after the screen is gone" class of bugs.
///
/// A failure on a late outcome names the run this way, so that the path can be read as a story:
/// `upload (id: upload.file) requested at step 2 (fileSelected) and cancelled at step 3 (cancel)`.
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

    /// Why the run's outcomes are late.
    public enum Ending: Equatable, Sendable {
        /// A cancellation of its id, or a ``EffectPolicy/cancelOnly`` request, stopped it.
        case cancelled
        /// A ``EffectPolicy/cancelInFlight`` request under its id started a new run in its place.
        case replaced
        /// An intent moved the feature to another state, or routed away, while it ran.
        case left
    }

    /// The effect's case.
    public var effect: String
    /// Its id, if it has one.
    public var id: EffectID?
    /// The step that requested it.
    public var requested: Step
    /// Why its outcomes are late.
    public var ending: Ending
    /// The step that cancelled, replaced or left it.
    public var ended: Step

    /// Creates a late run.
    public init(effect: String, id: EffectID?, requested: Step, ending: Ending, ended: Step) {
        self.effect = effect
        self.id = id
        self.requested = requested
        self.ending = ending
        self.ended = ended
    }

    /// `upload (id: upload.file) requested at step 2 (fileSelected) and cancelled at step 3 (cancel)`.
    public var description: String {
        let verb =
            switch ending {
            case .cancelled: "cancelled at"
            case .replaced: "replaced at"
            case .left: "left running at"
            }
        return "\(effect) (id: \(id.map(\.rawValue) ?? "none")) requested at \(Self.describe(requested)) and \(verb) "
            + Self.describe(ended)
    }

    /// `step 3 (fileSelected)`.
    private static func describe(_ step: Step) -> String {
        "step \(step.number) (\(step.signal))"
    }
}
