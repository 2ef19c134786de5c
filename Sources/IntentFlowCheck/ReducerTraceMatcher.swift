import IntentFlowManifest

/// Holds acceptance traces against a reducer's switches as Swift would run them: the first label whose pattern
/// matches the trace's state and signal by case names decides, unless it may not run (a `where` clause, or patterns
/// that match only some values), in which case the labels after it are tried too. The deciding case must do what the
/// trace changes (``TraceChanges``): reach its state or phase, write the fields it changes, and ask for its effects,
/// outputs and routes (see ``ReducerCase/gaps(for:)``).
package enum ReducerTraceMatcher {
    /// What a reducer does with a trace.
    package enum Verdict: Hashable, Sendable {
        /// A case matches the trace's state and signal and can do what the trace changes.
        case implemented
        /// No case handles the state and signal (it falls to `default:`, or to nothing).
        case unhandled
        /// The case that handles the state and signal does not do all the trace changes: `gaps` says what it
        /// misses, as ``ReducerCase/gaps(for:)`` words it.
        case incomplete(ReducerCase, gaps: [String])
    }

    /// What `switches` (a reducer's, in order) do with `trace` of `manifest` (whose fields it reads; without one the
    /// state is taken to be an enum): implemented when any switch implements it; else the first switch's verdict.
    package static func verdict(
        for trace: AcceptanceTrace, in switches: [ReducerSwitch], manifest: Manifest? = nil
    ) -> Verdict {
        let changes = TraceChanges(trace, manifest: manifest)
        let verdicts = switches.map { verdict(for: changes, in: $0) }
        return verdicts.contains(.implemented) ? .implemented : verdicts.first ?? .unhandled
    }

    /// What one switch does with the trace of `changes`.
    package static func verdict(for changes: TraceChanges, in reducerSwitch: ReducerSwitch) -> Verdict {
        // A case that may not run and misses something is what the trace most likely meant: report it rather than
        // the `default:` after it.
        var firstIncomplete: Verdict?
        for candidate in reducerSwitch.cases {
            let matched = candidate.patterns.filter { $0.matches(changes.trace) }
            guard candidate.isDefault || !matched.isEmpty else { continue }
            let gaps = candidate.gaps(for: changes)
            if gaps.isEmpty { return .implemented }
            if candidate.isDefault { return firstIncomplete ?? .unhandled }
            let verdict = Verdict.incomplete(candidate, gaps: gaps)
            let mayNotRun = candidate.hasGuard || matched.allSatisfy(\.isConditional)
            if !mayNotRun { return verdict }
            if firstIncomplete == nil { firstIncomplete = verdict }
        }
        return firstIncomplete ?? .unhandled
    }

    /// The patterns of `switches` (`default:` aside) that no acceptance trace of `manifest` declares and no entry of
    /// its `undeclared:` list leaves without a trace on purpose (`_` there standing for every state).
    package static func undeclaredPatterns(in switches: [ReducerSwitch], manifest: Manifest) -> [ReducerPattern] {
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
