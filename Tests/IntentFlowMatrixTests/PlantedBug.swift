import IntentFlowMutate

/// The fixed list of bugs the matrix plants in each shape's correct reducer, one at a time.
///
/// Each is one of `intentflow mutate`'s operators: mutate already finds every place of a reducer where the bug can be
/// planted, and writes all of them into one build behind a run-time switch, which is what keeps the matrix to one
/// build. "Wrong phase" and "dropped field write" are one operator: the arm keeps the state it was given (an enum
/// state) or drops one write of its copy (a struct state).
enum PlantedBug: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    case forgottenArm = "forgotten arm"
    case wrongState = "wrong phase or dropped field write"
    case droppedEffect = "dropped effect"
    case missingCancel = "missing cancel"
    case droppedOutput = "wrong (dropped) output"
    case droppedRoute = "wrong (dropped) route"
    case invertedGuard = "inverted guard or condition"
    case boundary = "comparison off at its boundary"
    case wrongValue = "wrong literal value"
    case wrongPolicy = "wrong effect policy"

    var description: String { rawValue }

    /// The mutate operator that plants this bug.
    var mutation: MutationOperator {
        switch self {
        case .forgottenArm: .deleteArm
        case .wrongState: .keepState
        case .droppedEffect: .dropEffect
        case .missingCancel: .dropCancel
        case .droppedOutput: .dropOutput
        case .droppedRoute: .dropRoute
        case .invertedGuard: .negateCondition
        case .boundary: .flipComparison
        case .wrongValue: .changeLiteral
        case .wrongPolicy: .swapPolicy
        }
    }

    /// The bug a mutant plants (every operator is one of the list).
    init(_ mutation: MutationOperator) {
        switch mutation {
        case .deleteArm: self = .forgottenArm
        case .keepState: self = .wrongState
        case .dropEffect: self = .droppedEffect
        case .dropCancel: self = .missingCancel
        case .dropOutput: self = .droppedOutput
        case .dropRoute: self = .droppedRoute
        case .negateCondition: self = .invertedGuard
        case .flipComparison: self = .boundary
        case .changeLiteral: self = .wrongValue
        case .swapPolicy: self = .wrongPolicy
        }
    }
}
