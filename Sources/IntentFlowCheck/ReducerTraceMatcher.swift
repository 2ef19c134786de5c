import IntentFlowAI

/// Holds acceptance traces against a reducer's switches, by case names, as Swift would run them: the first label
/// whose pattern matches the trace's state and signal decides, unless it may not run (a `where` clause, or patterns
/// that match only some values), in which case the labels after it are tried too.
public enum ReducerTraceMatcher {
    /// What a reducer does with a trace.
    public enum Verdict: Hashable, Sendable {
        /// A case matches the trace's state and signal and can return its state after.
        case implemented
        /// No case handles the state and signal (it falls to `default:`, or to nothing).
        case unhandled
        /// The case that handles the state and signal returns other states.
        case otherTarget(ReducerCase)
    }

    /// What `switches` (a reducer's, in order) do with `trace`: implemented when any switch implements it; else the
    /// first switch's verdict.
    public static func verdict(for trace: AcceptanceTrace, in switches: [ReducerSwitch]) -> Verdict {
        let verdicts = switches.map { verdict(for: trace, in: $0) }
        return verdicts.contains(.implemented) ? .implemented : verdicts.first ?? .unhandled
    }

    /// What one switch does with `trace`.
    public static func verdict(for trace: AcceptanceTrace, in reducerSwitch: ReducerSwitch) -> Verdict {
        for candidate in reducerSwitch.cases {
            let matched = candidate.patterns.filter { $0.matches(trace) }
            guard candidate.isDefault || !matched.isEmpty else { continue }
            if candidate.reaches(trace) { return .implemented }
            let mayNotRun = candidate.hasGuard || (!candidate.isDefault && matched.allSatisfy(\.isConditional))
            if !mayNotRun { return candidate.isDefault ? .unhandled : .otherTarget(candidate) }
        }
        return .unhandled
    }

    /// The patterns of `switches` (`default:` aside) that no acceptance trace of `manifest` declares and no entry of
    /// its `undeclared:` list leaves without a trace on purpose (`_` there standing for every state).
    public static func undeclaredPatterns(in switches: [ReducerSwitch], manifest: Manifest) -> [ReducerPattern] {
        let entries = manifest.undeclared.map { entry in (entry, signalKinds(of: entry.signal.name, in: manifest)) }
        return switches.flatMap(\.cases).flatMap(\.patterns).filter { pattern in
            !manifest.acceptanceTraces.contains { pattern.isDeclared(by: $0) }
                && !entries.contains { pattern.isLeftUndeclared(by: $0.0, as: $0.1) }
        }
    }

    /// What `name` is declared as in `manifest`: an intent, an event, both or (a name `validate` reports) neither.
    private static func signalKinds(of name: String, in manifest: Manifest) -> [TraceSignal.Kind] {
        (manifest.intents.contains { $0.name == name } ? [.intent] : [])
            + (manifest.events.contains { $0.name == name } ? [.event] : [])
    }
}
