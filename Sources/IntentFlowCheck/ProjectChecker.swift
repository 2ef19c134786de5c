import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `intentflow check`: drift between manifests and Swift code, and the pack's architecture rules, over a tree.
///
/// ```
/// root --ManifestSet (one walk)--> Swift files, loaded manifests --read once, blank once--> SwiftSourceFile
///   --RuleEngine--> rule findings
///   --FeatureLocator + DriftChecker (per manifest)--> drift findings
///   --suppression comments--> CheckReport
/// ```
///
/// Without a manifest that loads there is no drift to look for, and each file is read and run through the rules on
/// its own: the engine blanks and indexes only the few files some rule may match in.
package enum ProjectChecker {
    /// Checks the tree `options` name, with the pack rules `packRules` finds. Throws only when the check cannot run
    /// (an invalid configuration, an unreadable root or rules file, an unknown pack); everything found in readable
    /// files is a diagnostic in the report.
    ///
    /// The CLI's `check`, the MCP `check` tool and the editor hook all enter here (through IntentFlowGenerate's
    /// `run(_:)`, which hands in the pack chain), so the project's configuration is discovered once, by
    /// ``RulesResolver``, and its `exclude:` globs apply the same way to each.
    package static func run(
        _ options: CheckOptions, packRules: some PackRulesSource
    ) throws(CheckError) -> CheckReport {
        let resolver = try RulesResolver(root: options.root, workingDirectory: options.workingDirectory)
        let rulesFiles = try resolver.rulesFiles(
            pack: options.pack, extraRules: options.rulesFiles, packRules: packRules)
        let (ruleSet, ruleDiagnostics) = RuleSet.resolve(rulesFiles)
        let found = try manifestSet(options, configuration: resolver.configuration)
        let swiftFiles = found.listedFiles.map(\.relativePath)
        var diagnostics = ruleDiagnostics + found.inputDiagnostics
        var manifests: [Manifest] = []
        for entry in found.entries {
            // Only errors: a manifest that does not load cannot be compared. Its warnings are `intentflow
            // validate`'s to report, so a warning there never fails `check --strict` twice over.
            diagnostics += Self.errorsWithNotes(entry.result.diagnostics)
            if let manifest = entry.result.validManifest { manifests.append(manifest) }
        }
        let skipped: [Diagnostic]
        var features: [CheckedFeature] = []
        if manifests.isEmpty {
            // Rules alone need a file blanked only where one may match: read and check each file in one go.
            let found = try ruleFindings(swiftFiles, rules: ruleSet, options: options)
            diagnostics += found.values.flatMap { $0 }
            skipped = found.skipped
        } else {
            let files = try readFiles(swiftFiles, options: options)
            let checked = try checkFeatures(files: files.values, manifests: manifests, rules: ruleSet)
            diagnostics += checked.diagnostics
            features = checked.features
            skipped = files.skipped
        }
        diagnostics += skipped
        var report = CheckReport(
            diagnostics: diagnostics.sortedByLocation(), swiftFileCount: swiftFiles.count - skipped.count,
            manifestCount: found.entries.count, ruleCount: ruleSet.rules.count)
        report.features = features
        return report
    }

    /// The manifests and Swift files below the root, in one walk; throws when the root cannot be walked.
    ///
    /// What is left out is `generate`'s rule, ``ExcludeGlobs``: `--exclude` relative to the root, and the
    /// configuration's `exclude:` relative to the project root, for a walk of the project root or of any folder in it.
    private static func manifestSet(
        _ options: CheckOptions, configuration: ProjectConfiguration
    ) throws(CheckError) -> ManifestSet {
        let request = ManifestRequest(
            inputs: [.init(url: options.root, shown: options.displayPrefix)],
            workingDirectory: options.workingDirectory,
            exclude: options.exclude, configuration: configuration, alsoListing: [".swift"],
            requiresManifests: false)
        let found = ManifestSet.load(request)
        if let failure = found.inputDiagnostics.first(where: { $0.severity == .error }) {
            throw CheckError(failure.message)
        }
        return found
    }

    /// Checks files already in memory against manifests and rules: the whole check without the file system.
    package static func check(
        files: [SwiftSourceFile], manifests: [Manifest], rules: RuleSet
    ) throws(CheckError) -> [Diagnostic] {
        try checkFeatures(files: files, manifests: manifests, rules: rules).diagnostics
    }

    /// ``check(files:manifests:rules:)``, with the Swift files found for each manifest.
    static func checkFeatures(
        files: [SwiftSourceFile], manifests: [Manifest], rules: RuleSet
    ) throws(CheckError) -> (diagnostics: [Diagnostic], features: [CheckedFeature]) {
        var diagnostics = RuleEngine(rules: rules.rules).findings(in: files)
        try stopIfCancelled()
        guard !manifests.isEmpty else { return (diagnostics.sortedByLocation(), []) }
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
        var features: [CheckedFeature] = []
        for manifest in manifests {
            try stopIfCancelled()
            let sources = locator.sources(for: manifest, in: files, scratch: scratch)
            let indices = sources.flowFiles + sources.enums.values.map(\.fileIndex)
            features.append(
                CheckedFeature(manifestPath: manifest.path, swiftPaths: Set(indices.map { files[$0].path })))
            for diagnostic in drift.check(manifest, sources: sources, files: files, scratch: scratch) {
                // A drift finding in Swift code can be silenced like a rule's.
                if let index = fileIndex[diagnostic.location.file],
                    SuppressionComments.isSuppressed(
                        diagnostic.ruleID, line: diagnostic.location.line, in: files[index])
                {
                    continue
                }
                diagnostics.append(diagnostic)
            }
        }
        return (diagnostics.sortedByLocation(), features)
    }

    /// Why a check stopped part way: its task was cancelled (an MCP client's `notifications/cancelled`, or the
    /// server's time bound), so nobody reads its report. Outside a task (the CLI, the hook) a check is never cancelled.
    static let cancelled = CheckError("the check was cancelled")

    /// Throws ``cancelled`` when the task running the check was cancelled: a partial report must not pass for one.
    static func stopIfCancelled() throws(CheckError) {
        if Task.isCancelled { throw cancelled }
    }

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

    /// Reads and blanks every Swift file that is text.
    private static func readFiles(_ relativePaths: [String], options: CheckOptions) throws(CheckError)
        -> (values: [SwiftSourceFile], skipped: [Diagnostic])
    {
        try eachFile(relativePaths, options: options) { bytes, path, relative, _ in
            SwiftSourceFile(path: path, relativePath: relative, text: bytes)
        }
    }

    /// The rule findings of every Swift file, each read and checked on its own.
    private static func ruleFindings(_ relativePaths: [String], rules: RuleSet, options: CheckOptions)
        throws(CheckError) -> (values: [[Diagnostic]], skipped: [Diagnostic])
    {
        let engine = RuleEngine(rules: rules.rules)
        let budget = RegexWorkBudget()
        return try eachFile(relativePaths, options: options) { bytes, path, relative, scratch in
            engine.findings(inText: bytes, path: path, relativePath: relative, scratch: scratch, budget: budget)
        }
    }

    /// `body` applied to the bytes, display path and relative path of each file that is text, in order, and the
    /// warnings for the files that are not (``BinarySwiftFile``); throws the first file's error that cannot be read.
    private static func eachFile<Value: Sendable>(
        _ relativePaths: [String], options: CheckOptions,
        _ body: ([UInt8], String, String, PatternScratch) -> Value
    ) throws(CheckError) -> (values: [Value], skipped: [Diagnostic]) {
        let root = options.root.path
        let prefix = options.displayPrefix
        let scratch = PatternScratch()
        let results = relativePaths.map { relative -> Result<FileOutcome<Value>, CheckError> in
            if Task.isCancelled { return .failure(cancelled) }
            return FileBytes.read(root + "/" + relative).map { bytes in
                if let warning = BinarySwiftFile.warning(for: bytes, path: prefix + relative) {
                    return .skipped(warning)
                }
                return .checked(body(bytes, prefix + relative, relative, scratch))
            }
        }
        var values: [Value] = []
        var skipped: [Diagnostic] = []
        values.reserveCapacity(results.count)
        for result in results {
            switch result {
            case .success(.checked(let value)): values.append(value)
            case .success(.skipped(let warning)): skipped.append(warning)
            case .failure(let error): throw error
            }
        }
        return (values, skipped)
    }

    /// What became of one file: checked, with what `body` made of it, or skipped with the warning saying why.
    private enum FileOutcome<Value: Sendable>: Sendable {
        case checked(Value)
        case skipped(Diagnostic)
    }
}
