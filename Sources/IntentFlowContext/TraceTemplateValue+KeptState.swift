extension TraceTemplateValue {
    /// What the test of a trace that keeps its state (`_ + typed(t) -> _(text: t)`) expects when it starts in
    /// `state`: the state after built with `state`'s own phase (an enum state: the state itself), laid out as
    /// ``expectedLayout(_:nextType:depth:)`` lays it out. An empty state when a value has no sample (the trace's
    /// skip reason says so).
    static func expected(
        keptFrom state: CaseContext, targets: TraceTargets, samples: TraceSamples, nextType: String, depth: Int
    ) -> (state: String, fits: Bool) {
        guard let to = targets.to, let phase = state.keptSample else { return ("", true) }
        let built = samples.expected(of: to.replacingTarget(with: to.target.keeping(phase))) ?? ""
        return expectedLayout(built, nextType: nextType, depth: depth)
    }
}
