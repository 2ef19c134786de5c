import IntentFlowManifest

/// A YAML mapping read strictly: every key must be known, every value of the expected kind, and each mistake is a
/// located ``LocatedError``. pack.yaml and .intentflow/config.yaml are read through it, so a typo such as `ownr:`
/// never passes silently.
package struct YAMLMapping {
    /// The mapping node.
    package let node: YAMLNode
    /// Its pairs, in order.
    package let pairs: [YAMLPair]
    /// The rule id prefix for messages: `pack` or `config`.
    package let rule: String

    /// Reads `node` as a mapping whose keys are all among `known`.
    package init(_ node: YAMLNode, what: String, known: [String], rule: String) throws(LocatedError) {
        guard let pairs = node.mapping else {
            throw LocatedError(
                "\(what) must be a mapping, not \(node.kindDescription)", at: node.location,
                rule: "\(rule).invalid-value")
        }
        for pair in pairs {
            guard let key = pair.key.scalar, known.contains(key) else {
                let written = pair.key.scalar ?? pair.key.kindDescription
                throw LocatedError(
                    "unknown key '\(written)' in \(what)" + EditDistance.hint(for: written, among: known)
                        + " (known keys: " + known.joined(separator: ", ") + ")",
                    at: pair.key.location, rule: "\(rule).unknown-key")
            }
        }
        self.node = node
        self.pairs = pairs
        self.rule = rule
    }

    /// The value of a key, unless it is absent or null.
    package subscript(key: String) -> YAMLNode? {
        guard let value = node[key], !value.isNull else { return nil }
        return value
    }

    /// The string value of a key; `nil` when absent or null.
    package func string(_ key: String) throws(LocatedError) -> String? {
        guard let value = self[key] else { return nil }
        guard let text = value.scalar else {
            throw LocatedError(
                "'\(key)' must be a string, not \(value.kindDescription)", at: value.location,
                rule: "\(rule).invalid-value")
        }
        return text
    }

    /// The boolean value of a key (`true`/`false`, YAML 1.2 core spellings); `nil` when absent or null.
    package func bool(_ key: String) throws(LocatedError) -> Bool? {
        guard let text = try string(key) else { return nil }
        switch text {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default:
            throw LocatedError(
                "'\(key)' must be true or false, not '\(text)'", at: self[key]?.location ?? node.location,
                rule: "\(rule).invalid-value")
        }
    }

    /// The string value of a key that must be present.
    package func requiredString(_ key: String, in what: String) throws(LocatedError) -> String {
        guard let text = try string(key), !text.isEmpty else {
            throw LocatedError("\(what) needs '\(key)'", at: node.location, rule: "\(rule).missing-key")
        }
        return text
    }

    /// The list of strings under a key; empty when absent.
    package func strings(_ key: String) throws(LocatedError) -> [String] {
        guard let value = self[key] else { return [] }
        guard let items = value.sequence else {
            throw LocatedError(
                "'\(key)' must be a list, not \(value.kindDescription)", at: value.location,
                rule: "\(rule).invalid-value")
        }
        var strings: [String] = []
        for item in items {
            guard let text = item.string else {
                throw LocatedError(
                    "every item of '\(key)' must be a string, not \(item.kindDescription)", at: item.location,
                    rule: "\(rule).invalid-value")
            }
            strings.append(text)
        }
        return strings
    }

    /// The pairs of a nested mapping under a key, as (name, value) with the key's location; empty when absent.
    package func entries(_ key: String) throws(LocatedError) -> [(name: String, key: YAMLNode, value: YAMLNode)] {
        guard let value = self[key] else { return [] }
        guard let pairs = value.mapping else {
            throw LocatedError(
                "'\(key)' must be a mapping, not \(value.kindDescription)", at: value.location,
                rule: "\(rule).invalid-value")
        }
        var entries: [(name: String, key: YAMLNode, value: YAMLNode)] = []
        for pair in pairs {
            guard let name = pair.key.string else {
                throw LocatedError(
                    "a key of '\(key)' must be a string", at: pair.key.location, rule: "\(rule).invalid-value")
            }
            entries.append((name, pair.key, pair.value))
        }
        return entries
    }
}
