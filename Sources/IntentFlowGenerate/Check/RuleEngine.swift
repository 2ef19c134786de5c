import Foundation
import IntentFlowAI

/// Runs architecture rules over Swift files: every file on its own core-sized share of the work, every pattern
/// JIT-compiled, each file's bytes read and blanked once.
///
/// For each file the rules that apply (by their globs) are first tried together, as one alternation of their patterns;
/// only a file where that alternation matches is searched rule by rule, starting where the first match was. Most files
/// break no rule, so most files are scanned once per scope however many rules there are.
public struct RuleEngine: Sendable {
    /// The rules, in the order findings are reported at equal positions.
    public let rules: [ArchitectureRule]

    /// Creates an engine for a set of rules.
    public init(rules: [ArchitectureRule]) {
        self.rules = rules
    }

    /// The findings of every rule in every file, suppression comments applied, ordered by file and position.
    public func findings(in files: [SwiftSourceFile]) -> [Diagnostic] {
        guard !rules.isEmpty, !files.isEmpty else { return [] }
        let selections = ParallelMap.map(count: files.count) { index, scratch in
            RuleSelection(rules: rules, path: files[index].relativePath, scratch: scratch)
        }
        let prefilters = Prefilters(rules: rules, selections: selections)
        let perFile = ParallelMap.map(count: files.count) { index, scratch in
            findings(in: files[index], selection: selections[index], prefilters: prefilters, scratch: scratch)
        }
        return perFile.flatMap { $0 }
    }

    /// The findings in one file (tests and single-file use).
    public func findings(in file: SwiftSourceFile, scratch: PatternScratch = PatternScratch()) -> [Diagnostic] {
        let selection = RuleSelection(rules: rules, path: file.relativePath, scratch: scratch)
        return findings(in: file, selection: selection, prefilters: nil, scratch: scratch)
    }

    private func findings(
        in file: SwiftSourceFile, selection: RuleSelection, prefilters: Prefilters?, scratch: PatternScratch
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for scope in ArchitectureRule.Scope.allCases {
            let indices = selection.indices(for: scope)
            guard !indices.isEmpty else { continue }
            let bytes = scope == .code ? file.code : file.text
            bytes.withUnsafeBufferPointer { buffer in
                var start = 0
                if let prefilter = prefilters?.pattern(for: indices, scope: scope) {
                    guard let first = prefilter.firstMatch(in: buffer, scratch: scratch) else { return }
                    start = first.lowerBound
                }
                for index in indices {
                    let rule = rules[index]
                    var lastLine = -1
                    rule.pattern.forEachMatch(in: buffer, from: start, scratch: scratch) { match in
                        let location = file.location(ofOffset: match.lowerBound)
                        // One finding per rule and line: `await a(await b)` is one mistake to fix, not two.
                        guard location.line != lastLine else { return true }
                        lastLine = location.line
                        if !SuppressionComments.isSuppressed(rule.id, line: location.line, in: file) {
                            diagnostics.append(Diagnostic(rule.severity, rule.message, at: location, rule: rule.id))
                        }
                        return true
                    }
                }
            }
        }
        return diagnostics.sortedByLocation()
    }
}

/// Which rules apply to one file, split by the text they run over.
struct RuleSelection: Sendable {
    var code: [Int] = []
    var any: [Int] = []

    init(rules: [ArchitectureRule], path: String, scratch: PatternScratch) {
        for (index, rule) in rules.enumerated() where rule.applies(to: path, scratch: scratch) {
            switch rule.scope {
            case .code: code.append(index)
            case .any: any.append(index)
            }
        }
    }

    func indices(for scope: ArchitectureRule.Scope) -> [Int] {
        scope == .code ? code : any
    }
}

/// One alternation of the patterns of each distinct set of rules that applies to some file.
struct Prefilters: Sendable {
    private struct Key: Hashable {
        var indices: [Int]
        var scope: String
    }

    private let patterns: [Key: CompiledPattern]

    init(rules: [ArchitectureRule], selections: [RuleSelection]) {
        var patterns: [Key: CompiledPattern] = [:]
        var tried: Set<Key> = []
        for selection in selections {
            for scope in ArchitectureRule.Scope.allCases {
                let indices = selection.indices(for: scope)
                // A single rule is its own prefilter.
                guard indices.count > 1 else { continue }
                let key = Key(indices: indices, scope: scope.rawValue)
                guard tried.insert(key).inserted else { continue }
                let alternation = indices.map { "(?:" + rules[$0].pattern.source + ")" }.joined(separator: "|")
                // Patterns that cannot be combined (back-references, duplicate group names) are simply run one by
                // one.
                patterns[key] = try? CompiledPattern(alternation)
            }
        }
        self.patterns = patterns
    }

    func pattern(for indices: [Int], scope: ArchitectureRule.Scope) -> CompiledPattern? {
        patterns[Key(indices: indices, scope: scope.rawValue)]
    }
}
