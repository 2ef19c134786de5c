import IntentFlowProject

/// Rules out, before any pattern runs, the rules that cannot match in a file: one pass over the file's bytes finds
/// which of the rules' required literals (``PatternLiteralReader``) it holds.
///
/// The pass reads the file as written, before comments and strings are blanked, so a file no rule can match in is
/// never blanked at all. That is sound for `in: code` rules too: blanking only turns bytes into spaces, so apart from
/// spaces every byte of the blanked code is the file's own, and a code rule's literals are cut at their spaces.
package struct RulePrefilter: Sendable {
    /// Per rule, what a file must hold for the rule to match in it; `nil` when nothing is known (the rule always runs).
    private let requirements: [LiteralRequirement<Int>?]
    private let scanner: LiteralScanner

    /// Reads the required literals of every rule.
    package init(rules: [ArchitectureRule]) {
        var ids: [[UInt8]: Int] = [:]
        var literals: [[UInt8]] = []
        requirements = rules.map { rule in
            let read = PatternLiteralReader.requirement(of: rule.pattern.source)
            let requirement = rule.scope == .code ? read?.splitAtSpaces() : read
            return requirement?.flatMap { literal -> LiteralRequirement<Int>? in
                if let id = ids[literal] { return .literal(id) }
                ids[literal] = literals.count
                literals.append(literal)
                return .literal(literals.count - 1)
            }
        }
        scanner = LiteralScanner(literals)
    }

    /// The rules among `selection` that may match in `text`.
    package func candidates(among selection: RuleSelection, in text: UnsafeBufferPointer<UInt8>) -> RuleSelection {
        let all = selection.code + selection.any
        guard all.contains(where: { requirements[$0] != nil }) else { return selection }
        let present = scanner.presence(in: text)
        let mayMatch = { (index: Int) in requirements[index]?.isMet { present[$0] } ?? true }
        return RuleSelection(code: selection.code.filter(mayMatch), any: selection.any.filter(mayMatch))
    }
}
