import IntentFlowManifest

/// One case label of a reducer's `switch (state, signal)` (or `switch signal`) with what its body returns, writes
/// and asks for, as ``ReducerSwitchReader`` reads it.
package struct ReducerCase: Hashable, Sendable {
    /// The patterns the label lists (`case (.a, .intent(.x)), (.b, .intent(.x)):` has two); empty for `default:`.
    package var patterns: [ReducerPattern]
    /// Whether the label has a `where` clause, so it may not run even when a pattern matches.
    package var hasGuard: Bool
    /// The state cases the body returns (`return .state(.x…)`, `Next(state: .x…)`).
    package var targets: Set<String>
    /// Whether the body returns the state it was given (`.state(state)`).
    package var keepsState: Bool
    /// Whether the body returns a state whose case cannot be read (`.state(next)`, a helper's result) or returns
    /// no `.state(…)` that can be seen; such a case is taken to do what any trace asks.
    package var hasUnreadTarget: Bool
    /// The struct states the body builds with an initializer (`.init(phase: …)`, `LoginState(…)`).
    package var constructions: [StateConstruction] = []
    /// The fields and phases the body (or a helper it calls) assigns.
    package var writes = StateWrites()
    /// The effects, outputs and routes the body (or a helper it calls) asks for.
    package var requests = ReducerRequests()
    /// Where the `case` or `default` keyword is.
    package var location: SourceLocation
    /// The byte offset of the keyword in its file.
    package var offset: Int
    /// The byte offset where the body ends: the next label, or the `}` closing the switch.
    package var end: Int

    /// Creates a case.
    package init(
        patterns: [ReducerPattern], hasGuard: Bool, targets: Set<String>, keepsState: Bool, hasUnreadTarget: Bool,
        location: SourceLocation, offset: Int, end: Int
    ) {
        self.patterns = patterns
        self.hasGuard = hasGuard
        self.targets = targets
        self.keepsState = keepsState
        self.hasUnreadTarget = hasUnreadTarget
        self.location = location
        self.offset = offset
        self.end = end
    }

    /// Whether this is the `default:` label.
    package var isDefault: Bool { patterns.isEmpty }

    /// Whether the body can end in `trace`'s state after and do what it asks, as far as a trace alone says (no
    /// fields: see ``gaps(for:)``).
    package func reaches(_ trace: AcceptanceTrace) -> Bool { gaps(for: TraceChanges(trace)).isEmpty }

    /// What the body does not do of what `changes` asks, each as a phrase ("returns 'idle', not 'locked'", "does not
    /// write 'pinned'"); empty when it can do it all. A body whose state after cannot be read does what any trace
    /// asks; one that returns the state it was given (a `default:` that keeps it) does what a trace that stays and
    /// asks for nothing else says, and nothing more.
    package func gaps(for changes: TraceChanges) -> [String] {
        guard !hasUnreadTarget else { return [] }
        let trace = changes.trace
        var gaps: [String] = []
        if !reachesState(of: changes) {
            let returned = targets.sorted().map { "'\($0)'" } + (keepsState ? ["the same state"] : [])
            gaps.append(
                "returns \(returned.isEmpty ? "no state it can read" : returned.joined(separator: " or ")), "
                    + (trace.keepsState ? "not the phase it starts in ('_' after '->')" : "not '\(trace.to.name)'")
            )
        }
        for field in changes.fields where !gives(field) {
            gaps.append("does not write '\(field.name)'")
        }
        for (kind, names) in [
            (ReducerRequests.Kind.effect, trace.effects), (.output, trace.outputs), (.route, trace.routes),
        ] {
            for name in names.map(\.name) where !requests.mayAsk(for: name, as: kind) {
                gaps.append("does not ask for the \(kind.rawValue) '\(name)'")
            }
        }
        for name in trace.cancellations.map(\.name) where !requests.mayCancel {
            gaps.append("does not cancel the effect '\(name)'")
        }
        return gaps
    }

    /// Whether the body can end in the state (or phase) `changes` asks for.
    private func reachesState(of changes: TraceChanges) -> Bool {
        let trace = changes.trace
        if targets.contains(trace.to.name) { return true }
        if keepsState, trace.to.name == trace.from.name { return true }
        guard let defaultPhase = changes.defaultPhase, defaultPhase == trace.to.name else { return false }
        return constructions.contains { $0.phase == nil && !$0.keepsPhase && !$0.hasUnreadPhase }
    }

    /// Whether the body gives `field` a value: assigns it, builds a state that names it, or builds one that leaves it
    /// out where the trace's value is the field's default.
    private func gives(_ field: TraceChanges.Field) -> Bool {
        if writes.isUnread || writes.fields.contains(field.name) { return true }
        return constructions.contains { construction in
            if construction.writtenFields.contains(field.name) { return true }
            guard !construction.keptFields.contains(field.name), let literal = field.literal else { return false }
            return ReducerSwitchReader.collapsed(literal) == ReducerSwitchReader.collapsed(field.defaultValue)
        }
    }
}
