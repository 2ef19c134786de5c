import IntentFlowManifest

/// What `extends:`, the config's `pack:` and `--pack` name: a pack by name or path, or a pack in a git repository.
package enum PackReference: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// A name (`swift`, a team pack in `.intentflow/packs/`) or a directory path (`./packs/acme`).
    case named(String)
    /// A folder of a git repository at a ref.
    case git(GitPackSource)

    /// A name or path.
    package init(stringLiteral value: String) { self = .named(value) }

    /// Whether a pack reference is a path rather than a name.
    package static func isPath(_ reference: String) -> Bool {
        reference.contains("/") || reference.hasPrefix(".") || reference.hasPrefix("~")
    }

    /// The name or path, or the git source's display name.
    package var description: String {
        switch self {
        case .named(let name): name
        case .git(let source): source.displayName
        }
    }

    /// Reads a reference from YAML: a string, or a mapping with `git` and `ref` (and optionally `path`).
    ///
    /// - Throws: ``LocatedError`` (rule `<rule>.invalid-value`, `.unknown-key`, `.missing-key`) located in the file.
    package static func read(_ node: YAMLNode, rule: String) throws(LocatedError) -> PackReference {
        if let text = node.scalar { return .named(text) }
        let mapping = try YAMLMapping(node, what: "a git pack", known: ["git", "ref", "path"], rule: rule)
        let url = try mapping.requiredString("git", in: "a git pack")
        guard let ref = try mapping.string("ref"), !ref.isEmpty else {
            throw LocatedError(
                "a git pack needs 'ref': a tag or commit that pins it (a branch would change under you)",
                at: node.location, rule: "\(rule).missing-key")
        }
        let path = try mapping.string("path") ?? ""
        if ProjectRoot.isAbsolute(path) || path.split(separator: "/").contains("..") {
            throw LocatedError(
                "'path' is a folder inside the repository: relative, without '..'",
                at: mapping["path"]?.location ?? node.location, rule: "\(rule).invalid-value")
        }
        return .git(
            GitPackSource(
                url: url, ref: ref, path: path, urlLocation: mapping["git"]?.location ?? node.location,
                refLocation: mapping["ref"]?.location, pathLocation: mapping["path"]?.location ?? node.location))
    }
}
