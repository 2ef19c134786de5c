import IntentFlow

/// The effect runs pending at one node of a ``FlowConformance`` exploration, for delivering their outcomes: those in
/// flight, and those whose outcomes now arrive late (``LateRun``).
///
/// The runs are part of a node's key, so that a state reached again with a late run pending is explored again,
/// outcomes and all; without that, `idle` after a cancelled upload would be the `idle` the exploration started in,
/// and the late outcome never delivered. To keep the exploration finite, a node holds at most one run in flight per
/// effect case and id, and one late run per effect case: the reducer sees an outcome, never the run it came from,
/// so a second run of the same kind adds no step the first does not make. Of two late runs the older is kept (its
/// story is the shorter); of two in flight the newer, the one an intent that leaves would leave.
///
/// A run ends only when it is cancelled, replaced or left: the exploration cannot tell an effect's last outcome
/// from one of many (`progress` before `uploaded`), so an outcome delivered late leaves its run pending.
struct PendingRuns {
    /// A run in flight: its effect's case, its id, and the step that requested it.
    struct Running {
        let effect: String
        let id: EffectID?
        let requested: LateRun.Step
    }

    /// The runs in flight, in the order of their effect's case and id.
    private(set) var running: [Running] = []
    /// The late runs, in the order of their effect's case.
    private(set) var late: [LateRun] = []

    /// Nothing pending.
    init() {}

    /// The effects and ids of the runs in flight and the effects of the late ones, as one string: the part of a
    /// node's key that is not its state. The steps that requested and ended them are the story, not the key; keyed by
    /// them, every path would reach a new node. A string, so that the exploration finds a node by hashing rather than
    /// by comparing its runs with every node's of the same case.
    var key: String {
        running.map { Self.order($0.effect, $0.id) }.joined(separator: "\u{1}") + "\u{2}"
            + late.map(\.effect).joined(separator: "\u{1}")
    }

    /// The runs after step `number` from a state of case `source` on `signal`, which decided `next`: its
    /// cancellations first, then its requests, each by its policy; then, when the signal is an intent that moves to
    /// another case or routes, every run it did not request is left.
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
        for id in next.cancellations { runs.end(id: id, .cancelled, at: step) }
        for request in next.effects {
            if let id = request.id, request.policy != .run {
                runs.end(id: id, request.policy == .cancelOnly ? .cancelled : .replaced, at: step)
            }
            if request.policy != .cancelOnly { runs.start(request.effect, id: request.id, at: step) }
        }
        if leaves {
            for run in runs.running where run.requested.number != number { runs.endRun(run, .left, at: step) }
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

    /// Ends every run in flight under `id`, for `ending`.
    private mutating func end(id: EffectID, _ ending: LateRun.Ending, at step: LateRun.Step) {
        for run in running where run.id == id { endRun(run, ending, at: step) }
        running.removeAll { $0.id == id }
    }

    /// Makes `run` late, unless a late run of its effect is pending already; leaves `running` as it is.
    private mutating func endRun(_ run: Running, _ ending: LateRun.Ending, at step: LateRun.Step) {
        guard !late.contains(where: { $0.effect == run.effect }) else { return }
        let position = late.firstIndex { $0.effect > run.effect } ?? late.count
        late.insert(
            LateRun(effect: run.effect, id: run.id, requested: run.requested, ending: ending, ended: step), at: position)
    }

    /// The order runs in flight are kept in: by effect case, then id (none first).
    private static func order(_ effect: String, _ id: EffectID?) -> String {
        effect + "\u{0}" + (id?.rawValue ?? "")
    }
}
