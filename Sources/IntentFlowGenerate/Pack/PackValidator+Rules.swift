import Foundation
import IntentFlowAI

extension PackValidator {
    /// The problems of the rules files the chain names (`rules:` in pack.yaml): a file that cannot be read, YAML or
    /// keys that are wrong, a pattern or glob that does not compile. The built-in pack's rules are ``DefaultRules``;
    /// a child's rules are merged over its parents', as `intentflow check` merges them.
    func rulesDiagnostics() -> [Diagnostic] {
        var files: [RulesFile] = []
        var diagnostics: [Diagnostic] = []
        for pack in self.pack.chain.reversed() {
            guard let rules = pack.rules else { continue }
            guard let directory = pack.origin.directory else {
                files.append(DefaultRules.file())
                continue
            }
            let shown = pack.displayPath.isEmpty ? rules : "\(pack.displayPath)/\(rules)"
            let url = directory.appendingPathComponent(rules)
            guard let data = FileManager.default.contents(atPath: url.path),
                let text = String(data: data, encoding: .utf8)
            else {
                diagnostics.append(
                    Diagnostic(
                        .error, "the rules file '\(rules)' named by 'rules:' cannot be read",
                        at: pack.rulesLocation ?? pack.location, rule: "pack.rules"))
                continue
            }
            files.append(RulesFileLoader.load(contentsOf: text, path: shown))
        }
        return diagnostics + RuleSet.resolve(files).diagnostics
    }
}
