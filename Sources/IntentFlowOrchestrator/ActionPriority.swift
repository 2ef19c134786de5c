/// How early a ``StartupAction`` runs among the actions one ``SequenceOrchestrator/evaluate()`` finds
/// eligible.
///
/// Eligible actions run one at a time, `critical` first, then `high`, `medium` and `low`; actions of
/// equal priority run in the order they were registered.
///
/// Priorities compare by importance: `ActionPriority.critical > .high > .medium > .low`, so an
/// action runs before every action whose priority is less than its own.
public enum ActionPriority: String, Sendable, CaseIterable, Comparable {
    /// Must run before anything else: a forced update, a blocking legal notice.
    case critical
    /// Runs early: authentication, a required migration.
    case high
    /// The default for an action that does not choose.
    case medium
    /// Runs last: what's-new sheets, rating prompts, tips.
    case low

    /// Whether `lhs` is less important than `rhs`, and so runs after it.
    public static func < (lhs: ActionPriority, rhs: ActionPriority) -> Bool {
        lhs.rank < rhs.rank
    }

    /// Greater is more important.
    private var rank: Int {
        switch self {
        case .low: 0
        case .medium: 1
        case .high: 2
        case .critical: 3
        }
    }
}
