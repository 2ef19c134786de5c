import IntentFlowTemplates

/// What an intentflow hook answers Claude Code, in its hook protocol: JSON on standard output and exit status 0.
public enum EditHookResponse: Hashable, Sendable {
    /// Nothing to say: the tool call goes ahead (or its result stands) as usual. Prints nothing.
    case proceed
    /// `PreToolUse`: the edit is refused, and Claude is told why (`permissionDecision: deny`).
    case deny(reason: String)
    /// `PostToolUse`: the edit happened, and Claude is told what is now wrong so it fixes it (`decision: block`).
    case report(reason: String)

    /// The JSON to print, ending in a newline; empty for ``proceed``.
    public var output: String {
        switch self {
        case .proceed:
            return ""
        case .deny(let reason):
            let fields: JSONTree = .object([
                .init("hookEventName", .string("PreToolUse")), .init("permissionDecision", .string("deny")),
                .init("permissionDecisionReason", .string(reason)),
            ])
            return JSONTree.object([.init("hookSpecificOutput", fields)]).rendered
        case .report(let reason):
            return JSONTree.object([.init("decision", .string("block")), .init("reason", .string(reason))]).rendered
        }
    }
}
