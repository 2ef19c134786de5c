/// A registered action, with what the orchestrator read from it when it was registered.
struct Registration: Sendable {
    /// Increases with every registration, so it orders actions of equal priority and tells one
    /// registration of an identifier from a later one.
    let number: UInt64
    let id: ActionID
    let priority: ActionPriority
    let action: any StartupAction
    /// Whether the action's `execute()` finished since it was registered or the orchestrator reset.
    var hasExecuted = false

    init(number: UInt64, action: any StartupAction) {
        self.number = number
        self.id = action.id
        self.priority = action.priority
        self.action = action
    }

    /// The order eligible actions run in: higher priority first, then registration order.
    static func runsBefore(_ lhs: Registration, _ rhs: Registration) -> Bool {
        lhs.priority != rhs.priority ? lhs.priority > rhs.priority : lhs.number < rhs.number
    }
}
