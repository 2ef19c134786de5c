import IntentFlowTemplates

/// Lays the entries intentflow owns over a user's JSON document, keeping everything else the user wrote.
///
/// The rules, applied from the top:
/// - two objects merge key by key: the user's keys keep their order and values, a key intentflow renders is merged
///   into the user's value of it, and a key only intentflow has is appended;
/// - inside intentflow's own entry (the member named ``ownerCommand``, as in `mcpServers.intentflow`) every value
///   intentflow renders is its own and replaces the user's, arrays (`args`) included; keys the user added to the
///   entry (`env`) stay;
/// - elsewhere an array is shared. One intentflow renders of strings, numbers or booleans is a set: the user's
///   elements stay, in order, and intentflow's missing ones are appended (`context.fileName` keeps a user's
///   `CONTEXT.md`). In an array of objects (Claude Code's hook lists) the user's elements stay and intentflow's
///   (those equal to a rendered one, or running intentflow's own command form, `intentflow hook …`) are replaced by
///   the rendered ones, in place of the first of them. A person's entry that merely runs `intentflow` (`intentflow
///   validate .`) is theirs and stays;
/// - any other value intentflow renders replaces the user's.
///
/// Merging the result again changes nothing, so a rerun of `intentflow agents` is a no-op and `agents --check`
/// reports an entry only when it is stale.
public struct JSONEntryMerge: Sendable {
    /// The command word that marks an array element as intentflow's (`intentflow` in `intentflow hook pre-edit`).
    public var ownerCommand: String

    /// Creates a merge.
    public init(ownerCommand: String = "intentflow") { self.ownerCommand = ownerCommand }

    /// `ours` laid over `theirs`.
    public func merge(_ ours: JSONValue, into theirs: JSONValue) -> JSONValue { merge(ours, into: theirs, inOwnEntry: false) }

    private func merge(_ ours: JSONValue, into theirs: JSONValue, inOwnEntry: Bool) -> JSONValue {
        switch (theirs, ours) {
        case (.object(let existing), .object(let owned)):
            var members = existing.members.map { member -> JSONObject.Member in
                guard let mine = owned[member.key] else { return member }
                let own = inOwnEntry || member.key == ownerCommand
                return JSONObject.Member(member.key, merge(mine, into: member.value, inOwnEntry: own))
            }
            members += owned.members.filter { mine in existing[mine.key] == nil }
            return .object(JSONObject(members))
        case (.array, .array) where inOwnEntry:
            return ours
        case (.array(let existing), .array(let owned)) where owned.allSatisfy(\.isScalar):
            return .array(existing + owned.filter { !existing.contains($0) })
        case (.array(let existing), .array(let owned)):
            let isOurs = { (element: JSONValue) in owned.contains(element) || runsOwnerCommand(element) }
            guard let first = existing.firstIndex(where: isOurs) else { return .array(existing + owned) }
            let before = existing[..<first]
            let after = existing[first...].filter { !isOurs($0) }
            return .array(Array(before) + owned + after)
        default:
            return ours
        }
    }

    /// Whether a value holds, at any depth, a `command` string in intentflow's own form: ``ownerCommand`` then `hook`
    /// (`intentflow hook post-edit`), the only commands intentflow writes into such lists.
    func runsOwnerCommand(_ value: JSONValue) -> Bool {
        switch value {
        case .object(let object):
            return object.members.contains { member in
                if member.key == "command", case .string(let command) = member.value {
                    let words = command.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true)
                    return words.count >= 2 && words[0] == ownerCommand && words[1] == "hook"
                }
                return runsOwnerCommand(member.value)
            }
        case .array(let elements): return elements.contains(where: runsOwnerCommand)
        default: return false
        }
    }
}

extension JSONValue {
    /// Whether the value is neither an array nor an object.
    var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }
}
