import IntentFlowManifest
import IntentFlowProject

/// `requires: intentflow >= X.Y` in pack.yaml: the oldest intentflow a pack works with.
enum ToolRequirement {
    /// Checks a `requires:` value against ``IntentFlowVersion/current``.
    ///
    /// - Throws: ``GeneratorError`` (rule `pack.requires`, at the value) for a value that is not
    ///   `intentflow >= <version>`, or when this intentflow is older than the pack requires.
    static func check(_ node: YAMLNode, pack: String, version current: String = IntentFlowVersion.current)
        throws(GeneratorError)
    {
        let text = node.scalar ?? ""
        let parts = text.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
        let spelled =
            parts.count == 3
            ? parts
            : (parts.count == 2 && parts[1].hasPrefix(">=")
                ? [parts[0], ">=", String(parts[1].dropFirst(2))] : parts)
        guard spelled.count == 3, spelled[0] == "intentflow", spelled[1] == ">=",
            let required = numbers(spelled[2]), let have = numbers(current)
        else {
            throw GeneratorError(
                "'requires' must read 'intentflow >= X.Y' (for example 'intentflow >= 0.2'), not '\(text)'",
                at: node.location, rule: "pack.requires")
        }
        guard !isOlder(have, than: required) else {
            throw GeneratorError(
                "pack '\(pack)' requires intentflow >= \(spelled[2]), and this is intentflow \(current); upgrade "
                    + "intentflow, or use a version of the pack made for this one",
                at: node.location, rule: "pack.requires")
        }
    }

    /// `1.2.3` → `[1, 2, 3]`; `nil` unless every part is a number.
    static func numbers(_ version: String) -> [Int]? {
        let written = version.split(separator: ".", omittingEmptySubsequences: false)
        let parts = written.compactMap { Int($0) }.filter { $0 >= 0 }
        return !parts.isEmpty && parts.count == written.count ? parts : nil
    }

    /// Whether `version` comes before `other`, missing parts counting as 0.
    static func isOlder(_ version: [Int], than other: [Int]) -> Bool {
        for index in 0..<max(version.count, other.count) {
            let left = index < version.count ? version[index] : 0
            let right = index < other.count ? other[index] : 0
            if left != right { return left < right }
        }
        return false
    }
}
