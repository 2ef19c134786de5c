import IntentFlowManifest

/// Reads a rules file (`rules.yaml`, format in `Docs/Rules.md`) into entries, locating every mistake.
///
/// ```yaml
/// rules:
///   - id: flow.no-print
///     message: "A reducer does not log."
///     severity: error            # error | warning (default error)
///     pattern: '(?<![\w.])print\s*\('
///     include: "**/*Flow.swift"  # one glob or a list; default every Swift file
///     exclude: []                # one glob or a list
///     in: code                   # code (comments and strings blanked, default) | any (the text as written)
///     disabled: false            # true turns an inherited rule off
/// ```
package enum RulesFileLoader {
    /// The keys an entry may have.
    package static let entryKeys = ["id", "message", "severity", "pattern", "include", "exclude", "in", "disabled"]

    /// Reads rules from YAML text; `path` is how diagnostics name the file.
    package static func load(contentsOf text: String, path: String) -> RulesFile {
        var file = RulesFile(path: path)
        let root: YAMLNode?
        do {
            root = try YAMLParser.parse(text, path: path)
        } catch {
            file.diagnostics = error.diagnostics
            return file
        }
        guard let root else { return file }
        guard let pairs = root.mapping else {
            file.diagnostics.append(
                Diagnostic(
                    .error, "a rules file is a mapping with a 'rules' list; found \(root.kindDescription)",
                    at: root.location, rule: "rules.invalid-value"))
            return file
        }
        for pair in pairs where pair.key.scalar != "rules" {
            file.diagnostics.append(
                Diagnostic(
                    .error,
                    "unknown key '\(pair.key.scalar ?? "?")'"
                        + EditDistance.hint(for: pair.key.scalar ?? "", among: ["rules"])
                        + " (a rules file has only 'rules')",
                    at: pair.key.location, rule: "rules.unknown-key"))
        }
        guard let list = root["rules"], !list.isNull else { return file }
        guard let items = list.sequence else {
            file.diagnostics.append(
                Diagnostic(
                    .error, "'rules' must be a list of rules; found \(list.kindDescription)", at: list.location,
                    rule: "rules.invalid-value"))
            return file
        }
        var firstDeclaration: [String: SourceLocation] = [:]
        for item in items {
            guard let entry = entry(from: item, diagnostics: &file.diagnostics) else { continue }
            if let first = firstDeclaration[entry.id] {
                file.diagnostics.append(
                    Diagnostic(
                        .error, "rule '\(entry.id)' is declared twice in this file", at: entry.location,
                        rule: "rules.duplicate-id"))
                file.diagnostics.append(
                    Diagnostic(.note, "'\(entry.id)' is first declared here", at: first, rule: "rules.duplicate-id"))
                continue
            }
            firstDeclaration[entry.id] = entry.location
            file.entries.append(entry)
        }
        return file
    }

    private static func entry(from node: YAMLNode, diagnostics: inout [Diagnostic]) -> RuleEntry? {
        guard let pairs = node.mapping else {
            diagnostics.append(
                Diagnostic(
                    .error, "a rule is a mapping with 'id', 'message' and 'pattern'; found \(node.kindDescription)",
                    at: node.location, rule: "rules.invalid-value"))
            return nil
        }
        var valid = true
        for pair in pairs {
            let key = pair.key.scalar ?? "?"
            guard entryKeys.contains(key) else {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "unknown key '\(key)'" + EditDistance.hint(for: key, among: entryKeys)
                            + " (a rule has \(entryKeys.joined(separator: ", ")))",
                        at: pair.key.location, rule: "rules.unknown-key"))
                valid = false
                continue
            }
        }
        guard let idNode = node["id"] else {
            diagnostics.append(
                Diagnostic(.error, "a rule needs an 'id'", at: node.location, rule: "rules.missing-field"))
            return nil
        }
        guard let id = string(idNode, key: "id", diagnostics: &diagnostics) else { return nil }
        guard isValidID(id) else {
            diagnostics.append(
                Diagnostic(
                    .error,
                    "rule id '\(id)' must be letters, digits, '.', '-' and '_', starting with a letter or digit",
                    at: idNode.location, rule: "rules.invalid-value"))
            return nil
        }
        var entry = RuleEntry(id: id, location: node.location)
        if let value = node["message"] {
            if let text = string(value, key: "message", diagnostics: &diagnostics) {
                entry.message = .init(text, node: value)
            } else {
                valid = false
            }
        }
        if let value = node["pattern"] {
            if let text = string(value, key: "pattern", diagnostics: &diagnostics) {
                entry.pattern = .init(text, node: value)
            } else {
                valid = false
            }
        }
        if let value = node["severity"] {
            switch string(value, key: "severity", diagnostics: &diagnostics) {
            case "error": entry.severity = .init(.error, node: value)
            case "warning": entry.severity = .init(.warning, node: value)
            case let other?:
                diagnostics.append(
                    Diagnostic(
                        .error, "severity must be 'error' or 'warning'; got '\(other)'", at: value.location,
                        rule: "rules.invalid-value"))
                valid = false
            case nil:
                valid = false
            }
        }
        if let value = node["in"] {
            let text = string(value, key: "in", diagnostics: &diagnostics)
            if let text, let scope = ArchitectureRule.Scope(rawValue: text) {
                entry.scope = .init(scope, node: value)
            } else {
                if let text {
                    diagnostics.append(
                        Diagnostic(
                            .error, "'in' must be 'code' or 'any'; got '\(text)'", at: value.location,
                            rule: "rules.invalid-value"))
                }
                valid = false
            }
        }
        if let value = node["disabled"] {
            switch value.scalar {
            case "true" where value.tag == nil: entry.disabled = .init(true, node: value)
            case "false" where value.tag == nil: entry.disabled = .init(false, node: value)
            default:
                diagnostics.append(
                    Diagnostic(
                        .error, "'disabled' must be true or false", at: value.location, rule: "rules.invalid-value"))
                valid = false
            }
        }
        for key in ["include", "exclude"] {
            guard let value = node[key] else { continue }
            guard let globs = globList(value, key: key, diagnostics: &diagnostics) else {
                valid = false
                continue
            }
            if key == "include" { entry.include = globs } else { entry.exclude = globs }
        }
        return valid ? entry : nil
    }

    private static func string(_ node: YAMLNode, key: String, diagnostics: inout [Diagnostic]) -> String? {
        guard let text = node.string, !text.isEmpty else {
            diagnostics.append(
                Diagnostic(
                    .error, "'\(key)' must be a non-empty string; found \(node.kindDescription)", at: node.location,
                    rule: "rules.invalid-value"))
            return nil
        }
        return text
    }

    private static func globList(
        _ node: YAMLNode, key: String, diagnostics: inout [Diagnostic]
    ) -> [RuleEntry.Field<String>]? {
        if node.scalar != nil {
            return string(node, key: key, diagnostics: &diagnostics).map { [.init($0, node: node)] }
        }
        guard let items = node.sequence else {
            diagnostics.append(
                Diagnostic(
                    .error, "'\(key)' must be a glob or a list of globs; found \(node.kindDescription)",
                    at: node.location, rule: "rules.invalid-value"))
            return nil
        }
        var globs: [RuleEntry.Field<String>] = []
        for item in items {
            guard let text = string(item, key: key, diagnostics: &diagnostics) else { return nil }
            globs.append(.init(text, node: item))
        }
        return globs
    }

    /// Letters, digits, `.`, `-`, `_`, starting with a letter or digit: `flow.no-print`.
    package static func isValidID(_ id: String) -> Bool {
        guard let first = id.unicodeScalars.first, first.isASCIIAlphanumeric else { return false }
        return id.unicodeScalars.allSatisfy { $0.isASCIIAlphanumeric || $0 == "." || $0 == "-" || $0 == "_" }
    }
}

extension Unicode.Scalar {
    fileprivate var isASCIIAlphanumeric: Bool {
        ("a"..."z").contains(self) || ("A"..."Z").contains(self) || ("0"..."9").contains(self)
    }
}
