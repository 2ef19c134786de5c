import IntentFlowCheck
import IntentFlowManifest

/// Why a surviving mutant survived, in the manifest's words: the behaviour of its arm that no test pins down, and
/// the acceptance trace that would pin it.
package struct SurvivorExplanation: Hashable, Sendable {
    /// What the reducer does that no generated test checks.
    package var behaviour: String
    /// A trace to add to the manifest (or a sample to give a general one) so a test tells the mutant apart.
    package var suggestedTrace: String

    /// Explains `mutant` of `arm` in `file`, naming effects by the manifest's names where their ids match;
    /// `stateCopies` are the variables the reducer builds its next state in (`var next = state`), whose writes name
    /// the fields of the state after.
    package init(
        mutant: Mutant, arm: ReducerArm, in file: SwiftSourceFile, manifest: Manifest, stateCopies: Set<String> = []
    ) {
        let pair = Self.pair(of: arm, manifest: manifest)
        let original = file.text(in: mutant.range)
        let guardText = arm.guardExpression.map { " where " + ReducerSwitchReader.collapsed(file.text(in: $0)) } ?? ""
        let inGuard = arm.guardExpression?.contains(mutant.range.lowerBound) ?? false
        let trace = Self.trace(of: arm, in: file, manifest: manifest, stateCopies: stateCopies)
        suggestedTrace = trace
        defer {
            if Self.isUndeclared(arm, in: manifest) {
                behaviour += " (the manifest lists the pair under `undeclared:`: allowed, and pinned by no trace)"
            }
        }
        switch mutant.mutation {
        case .deleteArm:
            behaviour =
                "without the arm, \(pair)\(guardText) falls to the next arm that matches (or default:) and "
                + "no test tells the difference"
        case .dropEffect, .dropCancel, .dropOutput, .dropRoute:
            behaviour =
                "no test checks that \(pair) asks for \(ReducerSwitchReader.collapsed(original)): the arm "
                + "passes without it"
        case .keepState where mutant.replacement.isEmpty:
            behaviour =
                "no test checks the state after \(pair): the arm passes without "
                + "`\(ReducerSwitchReader.collapsed(original))`"
        case .keepState:
            behaviour = "no test checks the state after \(pair): keeping the state it was given passes"
        case .swapPolicy:
            behaviour =
                "no test tells policy .\(original) from .\(mutant.replacement) for \(pair): nothing requests "
                + "the effect again while it is in flight"
        case .changeLiteral where inGuard, .flipComparison where inGuard:
            behaviour =
                "the boundary of the guard\(guardText) of \(pair) is not tested: `\(original)` → "
                + "`\(mutant.replacement)` passes"
            suggestedTrace = trace + " — with samples on both sides of the guard's boundary (`samples:`)"
        case .negateCondition:
            behaviour =
                "no test tells the condition `\(ReducerSwitchReader.collapsed(original))` of \(pair) from "
                + "`\(ReducerSwitchReader.collapsed(mutant.replacement.isEmpty ? "without it" : mutant.replacement))`: "
                + "both pass"
            suggestedTrace = trace + " — with samples on both sides of the condition (`samples:`)"
        case .changeLiteral, .flipComparison:
            behaviour =
                "no test checks the value `\(original)` that \(pair) computes: `\(mutant.replacement)` "
                + "passes"
            suggestedTrace = trace + " — with the computed value written out"
        }
    }

    /// Whether the manifest's `undeclared:` names the arm's (state, signal) pair.
    static func isUndeclared(_ arm: ReducerArm, in manifest: Manifest) -> Bool {
        guard let pattern = arm.reducerCase.patterns.first, let signal = pattern.signal else { return false }
        return manifest.undeclared.contains { pair in
            pair.signal.name == signal && (pair.isForAnyState || pair.state.name == pattern.state)
        }
    }

    /// `state + signal` of the arm's first pattern, as a trace names them: an arm of a `switch signal` is for any
    /// state, which a manifest whose state is the struct of its `fields:` alone calls `state`.
    static func pair(of arm: ReducerArm, manifest: Manifest) -> String {
        guard let pattern = arm.reducerCase.patterns.first else { return "the arm" }
        return "\(stateName(pattern.state, manifest: manifest)) + "
            + "\(pattern.signal ?? pattern.signalKind?.rawValue ?? "_")"
    }

    /// The state a trace names for a pattern's state case (`nil`: any).
    static func stateName(_ state: String?, manifest: Manifest) -> String {
        state ?? (manifest.hasImplicitState ? StateField.implicitStateName : "_")
    }

    /// A trace for the arm: its pair, the state its body returns, and the effects, cancellations, outputs and
    /// routes it asks for.
    static func trace(
        of arm: ReducerArm, in file: SwiftSourceFile, manifest: Manifest, stateCopies: Set<String> = []
    ) -> String {
        let reducerCase = arm.reducerCase
        let from = stateName(reducerCase.patterns.first?.state, manifest: manifest)
        var to = reducerCase.targets.sorted().first ?? from
        var pair = pair(of: arm, manifest: manifest)
        let writes = writtenFields(of: arm, in: file, stateCopies: stateCopies)
        let name = StateField.implicitStateName
        if manifest.hasImplicitState, from == name, !writes.isEmpty {
            to = name + "(" + writes.map(\.after).joined(separator: ", ") + ")"
            // A field changed from its value (`count += 1`) is bound on the state before, as a trace needs it.
            let bound = writes.compactMap(\.binding)
            if !bound.isEmpty { pair = name + "(" + bound.joined(separator: ", ") + ")" + pair.dropFirst(name.count) }
        }
        var parts = ["\(pair) -> \(to)"]
        for call in MutantFinder.memberCalls(in: file.code, range: arm.body) where call.isChained {
            let argument = file.text(in: ReducerArm.trimmed((call.open + 1)..<call.close, in: file.code))
            switch call.name {
            case "effect": parts.append("\(leadingCase(argument)) effect")
            case "route": parts.append("\(leadingCase(argument)) route")
            case "output": parts.append("\(leadingCase(argument)) output")
            case "cancel":
                let id = argument.filter { $0 != "\"" }
                let name = manifest.effects.first { $0.effectID == id }?.name ?? id
                parts.append("cancel \(name) effect")
            default: break
            }
        }
        return parts.joined(separator: " + ")
    }

    /// The fields the arm's body assigns, as a trace writes them: `alert: .incremented` after, for
    /// `next.alert = .incremented`; `count: count + 1` after and `count: count` bound before, for `next.count += 1`.
    static func writtenFields(
        of arm: ReducerArm, in file: SwiftSourceFile, stateCopies: Set<String>
    ) -> [(after: String, binding: String?)] {
        StateWrite.all(in: file.code, range: arm.body, names: stateCopies).compactMap { write in
            guard let field = write.field, !field.isEmpty, !field.contains("."), let assignment = write.assignment,
                let value = write.value
            else { return nil }
            let text = ReducerSwitchReader.collapsed(file.text(in: value))
            guard assignment != "=" else { return ("\(field): \(text)", nil) }
            return ("\(field): \(field) \(assignment.dropLast()) \(text)", "\(field): \(field)")
        }
    }

    /// `upload` of `.upload(file), id: …`: the case an implicit member expression names.
    static func leadingCase(_ argument: String) -> String {
        let name = argument.drop { $0 == "." }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? argument : String(name)
    }
}
