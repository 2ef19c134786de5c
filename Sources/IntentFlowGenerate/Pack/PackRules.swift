import IntentFlowCheck
import IntentFlowManifest

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The architecture rules a pack chain puts in force for `intentflow check`, base first so a child's rules merge over
/// its parents' (``RuleSet/resolve(_:)``): the built-in pack's are ``DefaultRules``, another pack's the file its
/// pack.yaml names with `rules:` (relative to the pack). `check` and `pack validate` read them from the chain
/// ``PackCatalog/chain(_:relativeTo:)`` resolves, the one the generator renders with.
enum PackRules {
    /// The rules files of `chain` (child first, as the catalog returns it), and an error at its `rules:` for each
    /// file that cannot be read.
    static func files(of chain: [Pack]) -> (files: [RulesFile], unreadable: [Diagnostic]) {
        var files: [RulesFile] = []
        var unreadable: [Diagnostic] = []
        for pack in chain.reversed() {
            guard let directory = pack.origin.directory else {
                files.append(DefaultRules.file())
                continue
            }
            guard let rules = pack.rules else { continue }
            let url = directory.appendingPathComponent(rules)
            // Rules belong to the pack: `rules: ../../../x` or a link out would read (and echo) another file.
            if let problem = ProjectRoot(directory, name: "the pack '\(pack.name)'").problem(
                with: url, what: "the rules file '\(rules)' named by 'rules:'", at: pack.rulesLocation ?? pack.location,
                rule: "pack.rules")
            {
                unreadable.append(problem)
                continue
            }
            switch ManifestFile.contents(of: url.path, limit: YAMLLimits.default.maxBytes) {
            case .success(let bytes):
                guard let text = String(validating: bytes, as: UTF8.self) else {
                    unreadable.append(failure(pack, rules, "is not UTF-8 text"))
                    continue
                }
                let shown = pack.displayPath.isEmpty ? rules : "\(pack.displayPath)/\(rules)"
                files.append(RulesFileLoader.load(contentsOf: text, path: shown))
            case .failure(.tooLarge):
                unreadable.append(failure(pack, rules, "is larger than the \(YAMLLimits.default.maxBytes)-byte limit"))
            case .failure(.unreadable(let reason)):
                unreadable.append(failure(pack, rules, "cannot be read: \(reason)"))
            }
        }
        return (files, unreadable)
    }

    private static func failure(_ pack: Pack, _ rules: String, _ problem: String) -> Diagnostic {
        Diagnostic(
            .error, "the rules file '\(rules)' named by 'rules:' \(problem)", at: pack.rulesLocation ?? pack.location,
            rule: "pack.rules")
    }
}
