import IntentFlowText

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
/// - any other value intentflow renders replaces the user's, but only a value of the same shape: where the user's
///   value and intentflow's differ in kind (an object or an array against anything else), outside intentflow's own
///   entry, the merge refuses with ``ShapeMismatch`` naming the key, and the file is left as it is. A `hooks` that
///   is a string, a `PreToolUse` that is an object, an `mcpServers` that is a list or a whole file that is an array
///   means something intentflow does not understand; replacing it would lose it.
///
/// Merging the result again changes nothing, so a rerun of `intentflow agents` is a no-op and `agents --check`
/// reports an entry only when it is stale.
package struct JSONEntryMerge: Sendable {
    /// The command word that marks an array element as intentflow's (`intentflow` in `intentflow hook pre-edit`).
    package var ownerCommand: String

    /// Creates a merge.
    package init(ownerCommand: String = "intentflow") { self.ownerCommand = ownerCommand }

    /// A user's value whose shape is not the one intentflow renders there.
    package struct ShapeMismatch: Error, Hashable, Sendable {
        /// The keys from the top to the value (`["hooks", "PreToolUse"]`); empty for the whole document.
        package var keys: [String]
        /// What the user's value is (`a string`) and what intentflow expects (`an object`).
        package var found: String
        package var expected: String

        /// `'hooks.PreToolUse' is an object where intentflow expects an array; …`
        package var message: String {
            let place = keys.isEmpty ? "the file's top level" : "'\(keys.joined(separator: "."))'"
            return "\(place) is \(found) where intentflow expects \(expected); it is not replaced, so nothing written "
                + "there is lost: make it \(expected) (or remove it) and run again"
        }
    }

    /// `ours` laid over `theirs`.
    ///
    /// - Throws: ``ShapeMismatch`` where a value of the user's and intentflow's differ in shape.
    package func merge(_ ours: JSONValue, into theirs: JSONValue) throws(ShapeMismatch) -> JSONValue {
        try merge(ours, into: theirs, inOwnEntry: false, keys: [])
    }

    private func merge(
        _ ours: JSONValue, into theirs: JSONValue, inOwnEntry: Bool, keys: [String]
    ) throws(ShapeMismatch) -> JSONValue {
        if !inOwnEntry, theirs != .null, theirs.shape != ours.shape, !theirs.isScalar || !ours.isScalar {
            throw ShapeMismatch(keys: keys, found: theirs.shape, expected: ours.shape)
        }
        switch (theirs, ours) {
        case (.object(let existing), .object(let owned)):
            var members: [JSONObject.Member] = []
            for member in existing.members {
                guard let mine = owned[member.key] else {
                    members.append(member)
                    continue
                }
                let own = inOwnEntry || member.key == ownerCommand
                members.append(
                    JSONObject.Member(
                        member.key, try merge(mine, into: member.value, inOwnEntry: own, keys: keys + [member.key])))
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
    /// What kind of value this is, as a phrase: `an object`, `an array`, `a string`, ….
    var shape: String {
        switch self {
        case .object: "an object"
        case .array: "an array"
        case .string: "a string"
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        }
    }

    /// Whether the value is neither an array nor an object.
    var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }
}
