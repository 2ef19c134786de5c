import IntentFlow

/// The effect runs pending at one node of a ``FlowConformance`` exploration: those in flight, and those an intent
/// left running when it moved on (``LateRun``), whose outcomes can still arrive in the states that follow.
///
/// Only what the runtime can still deliver is pending. A run that a step cancels (a cancellation of its id, or
/// `cancelOnly`) or replaces (`cancelInFlight` under its id) ends there: `FlowStore` never hands the reducer an event
/// of such a run, not even one the run had already produced, so its outcomes are never late. A run left running is
/// still registered, so a later cancellation or replacement of its id ends it too.
///
/// The runs are part of a node's key, so that a state reached again with a run left running is explored again and a
/// failure there can name the run whose outcome makes the step real. To keep the exploration finite, a node holds
/// at most one run in flight per effect case and id, and one late run per effect case: the reducer sees an outcome,
/// never the run it came from, so a second run of the same kind adds no step the first does not make. Of two late
/// runs the older is kept (its story is the shorter); of two in flight the newer, the one an intent that leaves
/// would leave.
///
/// The exploration cannot tell an effect's last outcome from one of many (`progress` before `uploaded`), so an
/// outcome delivered late leaves its run pending.
struct PendingRuns {
    /// A run in flight: its effect's case, its id, and the step that requested it.
    struct Running {
        let effect: String
        let id: EffectID?
        let requested: LateRun.Step
    }

    /// The runs in flight, in the order of their effect's case and id.
    private(set) var running: [Running] = []
    /// The runs left running, in the order of their effect's case.
    private(set) var late: [LateRun] = []

    /// Nothing pending.
    init() {}

    /// The effects and ids of the runs in flight and the effects of the late ones, as one string: the part of a
    /// node's key that is not its state. The steps that requested and left them are the story, not the key; keyed by
    /// them, every path would reach a new node. A string, so that the exploration finds a node by hashing rather than
    /// by comparing its runs with every node's of the same case.
    var key: String {
        running.map { Self.order($0.effect, $0.id) }.joined(separator: "\u{1}") + "\u{2}"
            + late.map { Self.order($0.effect, $0.id) }.joined(separator: "\u{1}")
    }

    /// The runs after step `number` from a state of case `source` on `signal`, which decided `next`: its
    /// cancellations first, then its requests, each by its policy, as `FlowStore` applies them; then, when the signal
    /// is an intent that moves to another case or routes, every run it did not request is left running.
    ///
    /// Only an intent leaves runs: an event may be the run's own last outcome (`uploaded` moving to `completed`), and
    /// the exploration cannot tell which run sent it.
    func after(_ next: NamedNext, from source: String, step number: Int, on signal: FlowSignal<String, String>)
        -> PendingRuns
    {
        var leaves = false
        if case .intent = signal { leaves = !running.isEmpty && (next.state != source || !next.routes.isEmpty) }
        guard leaves || !next.effects.isEmpty || !next.cancellations.isEmpty else { return self }
        let step = LateRun.Step(number: number, signal: ConformanceFailure.name(of: signal))
        var runs = self
        for id in next.cancellations { runs.end(id: id) }
        for request in next.effects {
            if let id = request.id, request.policy != .run { runs.end(id: id) }
            if request.policy != .cancelOnly { runs.start(request.effect, id: request.id, at: step) }
        }
        if leaves {
            for run in runs.running where run.requested.number != number { runs.leave(run, at: step) }
            runs.running.removeAll { $0.requested.number != number }
        }
        return runs
    }

    /// Starts a run of `effect` under `id`, in place of one of the same case and id.
    private mutating func start(_ effect: String, id: EffectID?, at step: LateRun.Step) {
        running.removeAll { $0.effect == effect && $0.id == id }
        let position = running.firstIndex { Self.order($0.effect, $0.id) > Self.order(effect, id) } ?? running.count
        running.insert(Running(effect: effect, id: id, requested: step), at: position)
    }

    /// Ends every run under `id`, in flight or left running: the runtime drops whatever it still sends.
    private mutating func end(id: EffectID) {
        running.removeAll { $0.id == id }
        late.removeAll { $0.id == id }
    }

    /// Makes `run` late, unless a late run of its effect is pending already; leaves `running` as it is.
    private mutating func leave(_ run: Running, at step: LateRun.Step) {
        guard !late.contains(where: { $0.effect == run.effect }) else { return }
        let position = late.firstIndex { $0.effect > run.effect } ?? late.count
        late.insert(LateRun(effect: run.effect, id: run.id, requested: run.requested, left: step), at: position)
    }

    /// The order runs are kept in: by effect case, then id (none first).
    private static func order(_ effect: String, _ id: EffectID?) -> String {
        effect + "\u{0}" + (id?.rawValue ?? "")
    }
}
