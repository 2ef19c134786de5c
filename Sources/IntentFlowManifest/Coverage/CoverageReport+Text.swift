extension CoverageReport {
    /// The report for people: a block per feature, then the total, ending in a newline.
    package var text: String {
        var lines: [String] = []
        for feature in features {
            lines += Self.lines(of: feature)
        }
        let noun = features.count == 1 ? "feature" : "features"
        lines.append(
            "total: \(total) of (state, signal) pairs covered (\(total.covered) of \(total.total)) "
                + "in \(features.count) \(noun)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The width of the labels, so the values line up.
    private static let labelWidth = 12

    private static func row(_ label: String, _ value: String) -> String {
        "  " + label + String(repeating: " ", count: max(1, labelWidth - label.count)) + value
    }

    private static func lines(of feature: FeatureCoverage) -> [String] {
        let percentage = feature.percentage
        var lines = ["\(feature.feature) (\(feature.path)): \(percentage) of (state, signal) pairs covered"]
        lines.append(
            row(
                "pairs",
                "\(percentage.covered) of \(percentage.total) covered: \(feature.count(.trace)) by a trace, "
                    + "\(feature.count(.anyStateTrace)) by a '_' trace, \(feature.count(.undeclared)) undeclared"
                    + (feature.count(.ignored) == 0 ? "" : ", \(feature.count(.ignored)) ignored")))
        let uncovered = uncoveredLines(of: feature)
        for (index, line) in uncovered.enumerated() {
            lines.append(row(index == 0 ? "uncovered" : "", line))
        }
        lines.append(row("states", statesLine(of: feature)))
        lines.append(
            row(
                "invariants",
                "\(feature.invariantCount - feature.uncheckedInvariants.count) of \(feature.invariantCount) checked"
                    + (feature.uncheckedInvariants.isEmpty ? "" : " (an invariant is prose: nothing runs it)")))
        lines.append(row("effects", effectsLine(of: feature)))
        return lines
    }

    /// `idle + cancel, credentialsValid`: one line per state with uncovered pairs.
    private static func uncoveredLines(of feature: FeatureCoverage) -> [String] {
        let ambiguous = ambiguousSignals(in: feature)
        var order: [String] = []
        var signals: [String: [String]] = [:]
        for pair in feature.uncoveredPairs {
            if signals[pair.state] == nil { order.append(pair.state) }
            let name = ambiguous.contains(pair.signal) ? "\(pair.kind.rawValue):\(pair.signal)" : pair.signal
            signals[pair.state, default: []].append(name)
        }
        return order.map { "\($0) + " + (signals[$0] ?? []).joined(separator: ", ") }
    }

    /// The signal names declared both as an intent and as an event: printed with their kind.
    private static func ambiguousSignals(in feature: FeatureCoverage) -> Set<String> {
        var kinds: [String: Set<TraceSignal.Kind>] = [:]
        for pair in feature.pairs { kinds[pair.signal, default: []].insert(pair.kind) }
        return Set(kinds.filter { $0.value.count > 1 }.keys)
    }

    private static func statesLine(of feature: FeatureCoverage) -> String {
        let count = feature.reachedStates.count + feature.unreachedStates.count
        var line = "\(feature.reachedStates.count) of \(count) reached"
        if let initial = feature.initialState { line += " from \(initial)" }
        if !feature.unreachedStates.isEmpty {
            line += "; unreached: " + feature.unreachedStates.joined(separator: ", ")
        }
        // Said plainly rather than read as "100%": a fields-only state is one case whatever its values.
        if feature.isFieldsOnly { line += " (fields only: one case, so this measures nothing; see pairs)" }
        return line
    }

    private static func effectsLine(of feature: FeatureCoverage) -> String {
        guard !feature.effects.isEmpty else { return "none declared" }
        let emitting = feature.effects.filter { !$0.emits.isEmpty }
        var parts = [
            "\(emitting.count { $0.isDelivered }) of \(emitting.count) with 'emits:' have every event delivered "
                + "by a chain of traces"
        ]
        let silent = feature.effects.count - emitting.count
        if silent > 0 { parts.append("\(silent) list\(silent == 1 ? "s" : "") no 'emits:'") }
        for effect in feature.undeliveredEffects {
            let reason = effect.requestCount == 0 ? " (no trace requests it)" : ""
            parts.append("\(effect.effect) → \(effect.undelivered.joined(separator: ", ")) undelivered\(reason)")
        }
        return parts.joined(separator: "; ")
    }
}
