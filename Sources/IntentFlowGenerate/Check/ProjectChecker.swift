import Foundation
import IntentFlowAI

/// `intentflow check`: drift between manifests and Swift code, and the pack's architecture rules, over a tree.
///
/// ```
/// root --ManifestSet (one walk)--> Swift files, loaded manifests --read once, blank once (all cores)--> SwiftSourceFile
///   --RuleEngine--> rule findings
///   --FeatureLocator + DriftChecker (per manifest)--> drift findings
///   --suppression comments--> CheckReport
/// ```
public enum ProjectChecker {
    /// Checks the tree `options` name. Throws only when the check cannot run (an unreadable root or rules file, an
    /// unknown pack); everything found in readable files is a diagnostic in the report.
    public static func run(_ options: CheckOptions) throws(CheckError) -> CheckReport {
        let resolver = RulesResolver(root: options.root, workingDirectory: options.workingDirectory)
        let rulesFiles = try resolver.rulesFiles(pack: options.pack, extraRules: options.rulesFiles)
        let (ruleSet, ruleDiagnostics) = RuleSet.resolve(rulesFiles)
        let found = try manifestSet(options)
        let files = try readFiles(found.listedFiles.map(\.relativePath), options: options)
        var diagnostics = ruleDiagnostics + found.inputDiagnostics
        var manifests: [Manifest] = []
        for entry in found.entries {
            // Only errors: a manifest that does not load cannot be compared. Its warnings are `intentflow
            // validate`'s to report, so a warning there never fails `check --strict` twice over.
            diagnostics += Self.errorsWithNotes(entry.result.diagnostics)
            if let manifest = entry.result.validManifest { manifests.append(manifest) }
        }
        diagnostics += try check(files: files, manifests: manifests, rules: ruleSet)
        return CheckReport(
            diagnostics: diagnostics.sortedByLocation(), swiftFileCount: files.count,
            manifestCount: found.entries.count, ruleCount: ruleSet.rules.count)
    }

    /// The manifests and Swift files below the root, in one walk; throws when the root cannot be walked.
    private static func manifestSet(_ options: CheckOptions) throws(CheckError) -> ManifestSet {
        let request = ManifestRequest(
            inputs: [.init(url: options.root, shown: options.displayPrefix)], workingDirectory: options.workingDirectory,
            exclude: options.exclude, configuration: ProjectConfiguration(), alsoListing: [".swift"],
            requiresManifests: false)
        let found = ManifestSet.load(request)
        if let failure = found.inputDiagnostics.first(where: { $0.severity == .error }) {
            throw CheckError(failure.message)
        }
        return found
    }

    /// Checks files already in memory against manifests and rules: the whole check without the file system.
    public static func check(
        files: [SwiftSourceFile], manifests: [Manifest], rules: RuleSet
    ) throws(CheckError) -> [Diagnostic] {
        var diagnostics = RuleEngine(rules: rules.rules).findings(in: files)
        guard !manifests.isEmpty else { return diagnostics.sortedByLocation() }
        let reader: SwiftDeclarationReader
        do {
            reader = try SwiftDeclarationReader()
        } catch {
            throw CheckError("internal error: a declaration pattern does not compile: \(error)")
        }
        let locator = FeatureLocator(files: files, reader: reader)
        let drift = DriftChecker(reader: reader)
        let fileIndex = Dictionary(files.indices.map { (files[$0].path, $0) }, uniquingKeysWith: { first, _ in first })
        let scratch = PatternScratch()
        for manifest in manifests {
            let sources = locator.sources(for: manifest, in: files, scratch: scratch)
            for diagnostic in drift.check(manifest, sources: sources, files: files, scratch: scratch) {
                // A drift finding in Swift code can be silenced like a rule's.
                if let index = fileIndex[diagnostic.location.file],
                    SuppressionComments.isSuppressed(diagnostic.ruleID, line: diagnostic.location.line, in: files[index])
                {
                    continue
                }
                diagnostics.append(diagnostic)
            }
        }
        return diagnostics.sortedByLocation()
    }

    /// Whether a parent directory of `path` matches `glob`.
    /// The errors among `diagnostics`, each with the notes that follow it.
    static func errorsWithNotes(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var kept: [Diagnostic] = []
        var keepingNotes = false
        for diagnostic in diagnostics {
            switch diagnostic.severity {
            case .error:
                kept.append(diagnostic)
                keepingNotes = true
            case .note:
                if keepingNotes { kept.append(diagnostic) }
            case .warning:
                keepingNotes = false
            }
        }
        return kept
    }

    /// Reads and blanks every Swift file, on all cores.
    private static func readFiles(_ relativePaths: [String], options: CheckOptions) throws(CheckError)
        -> [SwiftSourceFile]
    {
        let root = options.root.path
        let prefix = options.displayPrefix
        let results = ParallelMap.map(count: relativePaths.count) { index, _ -> Result<SwiftSourceFile, CheckError> in
            let relative = relativePaths[index]
            return FileBytes.read(root + "/" + relative).map { bytes in
                SwiftSourceFile(path: prefix + relative, relativePath: relative, text: bytes)
            }
        }
        var files: [SwiftSourceFile] = []
        files.reserveCapacity(results.count)
        for result in results {
            switch result {
            case .success(let file): files.append(file)
            case .failure(let error): throw error
            }
        }
        return files
    }
}
