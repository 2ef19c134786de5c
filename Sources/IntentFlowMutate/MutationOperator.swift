/// The kinds of single-point change `intentflow mutate` makes to a reducer: each stands for a mistake a person or a
/// coding agent makes, and a test suite that pins the contract down notices every one of them.
package enum MutationOperator: String, CaseIterable, Hashable, Sendable {
    /// The whole arm is gone: its (state, signal) pairs fall to the next arm that matches, or to `default:`.
    case deleteArm = "delete-arm"
    /// One `.effect(…)` of the arm's result is dropped.
    case dropEffect = "drop-effect"
    /// One `.cancel(…)` is dropped.
    case dropCancel = "drop-cancel"
    /// One `.output(…)` is dropped.
    case dropOutput = "drop-output"
    /// One `.route(…)` is dropped.
    case dropRoute = "drop-route"
    /// `.state(next)` becomes `.state(state)`: the arm keeps the state it was given. In a reducer that builds a copy
    /// of a struct state (`var next = state`), one statement writing the copy is dropped instead (``StateWrite``):
    /// that field keeps the value it was given.
    case keepState = "keep-state"
    /// A number, Boolean or string literal is changed (`0` → `1`, `true` → `false`, `"a"` → `""`).
    case changeLiteral = "change-literal"
    /// An effect's policy is swapped (`.cancelInFlight` ↔ `.run`, `.cancelOnly` → `.run`).
    case swapPolicy = "swap-policy"
    /// A comparison is flipped at its boundary (`<` ↔ `<=`, `>` ↔ `>=`, `==` ↔ `!=`).
    case flipComparison = "flip-comparison"
    /// A condition of the `where` clause or of an `if`, `guard` or `while` in the arm is negated (`x` → `!(x)`,
    /// `!x` → `x`), or its `&&` and `||` swapped (``ConditionMutations``).
    case negateCondition = "negate-condition"

    /// How the change reads in a report.
    package var summary: String {
        switch self {
        case .deleteArm: "arm deleted"
        case .dropEffect: "effect dropped"
        case .dropCancel: "cancellation dropped"
        case .dropOutput: "output dropped"
        case .dropRoute: "route dropped"
        case .keepState: "next state replaced by the unchanged state"
        case .changeLiteral: "literal changed"
        case .swapPolicy: "effect policy swapped"
        case .flipComparison: "comparison flipped"
        case .negateCondition: "condition negated"
        }
    }
}
