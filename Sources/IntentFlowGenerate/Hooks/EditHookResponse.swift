import IntentFlowText

/// What an intentflow hook answers Claude Code, in its hook protocol: JSON on standard output and exit status 0.
package enum EditHookResponse: Hashable, Sendable {
    /// Nothing to say: the tool call goes ahead (or its result stands) as usual. Prints nothing.
    case proceed
    /// `PreToolUse`: the edit is refused, and Claude is told why (`permissionDecision: deny`).
    case deny(reason: String)
    /// `PostToolUse`: the edit happened, and Claude is told what is now wrong so it fixes it (`decision: block`).
    case report(reason: String)
    /// `PostToolUse`: the edit stands and nothing was found, but Claude is told something it should know (what the
    /// hook skipped), as `additionalContext`.
    case notice(String)

    /// The JSON to print, ending in a newline; empty for ``proceed``.
    package var output: String {
        switch self {
        case .proceed:
            return ""
        case .deny(let reason):
            let fields: JSONValue = [
                "hookEventName": "PreToolUse", "permissionDecision": "deny",
                "permissionDecisionReason": .string(reason),
            ]
            return (["hookSpecificOutput": fields] as JSONValue).rendered
        case .report(let reason):
            return (["decision": "block", "reason": .string(reason)] as JSONValue).rendered
        case .notice(let text):
            let fields: JSONValue = ["hookEventName": "PostToolUse", "additionalContext": .string(text)]
            return (["hookSpecificOutput": fields] as JSONValue).rendered
        }
    }
}
