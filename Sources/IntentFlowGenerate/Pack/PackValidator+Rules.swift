import IntentFlowCheck
import IntentFlowManifest

extension PackValidator {
    /// The problems of the rules files the chain puts in force (``PackRules``): a file that cannot be read, YAML or
    /// keys that are wrong, a pattern or glob that does not compile. A child's rules are merged over its parents', as
    /// `intentflow check` merges them.
    func rulesDiagnostics() -> [Diagnostic] {
        let (files, unreadable) = PackRules.files(of: pack.chain)
        return unreadable + RuleSet.resolve(files).diagnostics
    }
}
