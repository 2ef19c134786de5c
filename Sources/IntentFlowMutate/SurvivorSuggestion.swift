import IntentFlowCheck
import IntentFlowContext
import IntentFlowManifest

/// A survivor's "trace to add" checked against the traces the manifest already has: it never repeats one word for
/// word nor contradicts one. Where a trace already states the arm's pair and its generated test is vacuous (it
/// starts where the trace ends, ``VacuousTests``), the suggestion is the sample to add instead: the trace is right,
/// its test cannot fail.
enum SurvivorSuggestion {
    /// `explanation` of a survivor of `mutation` in `arm`, its suggestion revised against `manifest`'s traces and
    /// the vacuous tests `vacuous`.
    static func revised(
        _ explanation: SurvivorExplanation, mutation: MutationOperator, arm: ReducerArm, manifest: Manifest,
        vacuous: [VacuousTest]
    ) -> SurvivorExplanation {
        guard arm.reducerCase.patterns.first?.signal != nil else { return explanation }
        let stating = StatingTraces.of(arm, manifest: manifest)
        var revised = explanation
        let aboutState = mutation == .keepState || mutation == .deleteArm
        if aboutState, let test = vacuous.first(where: { test in stating.contains { $0.location == test.location } }) {
            revised.suggestedTrace =
                "no trace to add: '\(singleLine(test.traceText))' states it, but its generated "
                + "\(test.kind.rawValue) starts '\(test.label)' at \(test.value), where the trace leaves it: "
                + test.remedy
            return revised
        }
        let suggested = singleLine(before(" — ", in: explanation.suggestedTrace))
        if let same = stating.first(where: { singleLine($0.text) == suggested }) {
            revised.suggestedTrace =
                "no trace to add: '\(singleLine(same.text))' states it already; "
                + "give it samples its test does not yet send, so that the values tell the mutant apart (`samples:`)"
        } else if arm.guardExpression == nil, let general = stating.first(where: isGeneral) {
            // The suggestion would state another outcome for every value the existing trace already decides.
            revised.suggestedTrace =
                "no trace to add: '\(singleLine(general.text))' decides this pair "
                + "for every value; the reducer's arm does "
                + (suggested.firstRange(of: " -> ").map { String(suggested[$0.upperBound...]) } ?? "")
                + " — where the trace is right, give it samples that tell the two apart (`samples:`); where the arm "
                + "is, correct the trace"
        }
        return revised
    }

    /// Whether `trace` applies to every value of its pair: no guard, and no value written on its state or signal.
    private static func isGeneral(_ trace: AcceptanceTrace) -> Bool {
        trace.condition == nil && (trace.from.arguments + trace.signal.arguments).allSatisfy { $0.value == nil }
    }

    /// `text` up to `separator`, or all of it.
    private static func before(_ separator: String, in text: String) -> String {
        text.firstRange(of: separator).map { String(text[..<$0.lowerBound]) } ?? text
    }

    /// `text` on one line, each run of whitespace one space: how two traces are compared.
    static func singleLine(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
