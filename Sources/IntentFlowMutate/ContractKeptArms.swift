import IntentFlowCheck
import IntentFlowManifest

/// The arms whose pair the manifest says keeps the whole state and asks for nothing
/// (`_ + sendResponse(didSucceed: true) -> _`). Keeping the state is then the contract itself: the keep-state mutant
/// of such an arm is the arm, and the arm deleted falls to one that keeps the state too or fails the trace's test,
/// which runs in every phase. Neither mutant can tell a test's strength, so mutate plans neither (WebSocket's two
/// survivors were these, and their "trace to add" restated the trace).
enum ContractKeptArms {
    /// The indices of `arms` whose every trace that can apply keeps the state and asks for nothing; at least one.
    static func indices(of arms: [(index: Int, arm: ReducerArm)], manifest: Manifest) -> Set<Int> {
        Set(arms.compactMap { index, arm in isKept(arm, manifest: manifest) ? index : nil })
    }

    static func isKept(_ arm: ReducerArm, manifest: Manifest) -> Bool {
        guard arm.guardExpression == nil, arm.reducerCase.patterns.count == 1,
            let pattern = arm.reducerCase.patterns.first
        else { return false }
        let applying = StatingTraces.of(arm, manifest: manifest).filter { writesOnlyWhat(pattern, admits: $0) }
        return !applying.isEmpty && applying.allSatisfy(keepsAllAndAsksNothing)
    }

    /// Whether the values `trace` writes on its signal are all in the pattern's text (a pattern that matches some
    /// values, `.sendResponse(true)`, admits only the trace written with them).
    private static func writesOnlyWhat(_ pattern: ReducerPattern, admits trace: AcceptanceTrace) -> Bool {
        let values = trace.signal.arguments.compactMap { $0.value?.source }
        guard pattern.isConditional else { return values.isEmpty }
        return values.allSatisfy { pattern.text.contains($0) }
    }

    private static func keepsAllAndAsksNothing(_ trace: AcceptanceTrace) -> Bool {
        trace.keepsState && trace.to.arguments.isEmpty && trace.condition == nil && trace.effects.isEmpty
            && trace.cancellations.isEmpty && trace.outputs.isEmpty && trace.routes.isEmpty
    }
}
