import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowMutate
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `intentflow mutate <manifest-or-feature-folder>...`: how many single-point mutants of each feature's reducer its
/// generated tests kill, and what the survivors show the manifest leaves open.
enum MutateCommand: CLICommand {
    /// How the report is printed.
    enum Format: String, CaseIterable {
        case text, json
    }

    static let name = "mutate"
    static let abstract = "Score a feature's generated tests by the single-point mutants of its reducer they kill."
    static let usage = "<manifest-or-feature-folder>..."
    static let discussion = """
        Makes single-point mutants of each feature's hand-written reducer (an arm deleted; an effect, cancellation,
        output or route dropped; the next state replaced by the unchanged state; a literal changed; an effect policy
        swapped; a comparison flipped at its boundary), builds them all in ONE build of a copy of the package (each
        behind a run-time switch), and runs the feature's generated tests once per mutant. A mutant the tests do
        not notice survives: the report names the behaviour no trace pins down and a trace to add.

        The reducer is never edited: the copy and its build are in the package's .build/intentflow-mutate, kept so
        the next run builds only what changed (a symbolic link there is refused). A folder argument means its
        manifests, or, when it holds none, the features whose <Feature>Flow.swift it holds.

        Mutate builds and runs the package's code (Package.swift, the tests), with the trust you give swift test.
        SIGINT and SIGTERM are passed on to the build and test runs, and intentflow ends when they have.
        """
    static let options: [CommandOption] = [
        .value(
            "format", "<format>", help: "How the report is printed (json: every mutant with its outcome).",
            choices: Format.allCases.map(\.rawValue), default: Format.text.rawValue),
        .value("min", "<percent>", help: "Exit 1 when a feature's score (killed mutants, 0 to 100) is below this."),
    ]
    static let epilogue = """
        Exit codes: 0 scored (and every feature meets --min), 1 a feature below --min, 2 usage error, an invalid
        manifest, no reducer or one that cannot be read, a package that does not build, or generated tests that fail
        with no mutant.
        """

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> ExitCode {
        // A SIGINT or SIGTERM (an IDE or an MCP client stopping mutate) reaches the build and test runs too. First,
        // before loading starts threads of its own: a thread that does not block them would take the signal and die.
        InterruptForwarding.install()
        guard !arguments.positionals.isEmpty else {
            throw UsageError("'mutate' needs a manifest file or a feature folder")
        }
        let format = arguments.value("format").flatMap(Format.init(rawValue:)) ?? .text
        let minimum = try arguments.value("min").map(percent)
        guard let manifests = manifests(arguments.positionals, in: context) else { return .usageOrIO }
        let report: MutationReport
        do {
            report = try MutationRun.run(
                manifests, environment: context.environment, workingDirectory: context.workingDirectory
            ) { step in
                context.standardError.line("intentflow mutate: \(step)")
            }
        } catch {
            context.standardError.write(DiagnosticFormat.text.render(error.diagnostics))
            return .usageOrIO
        }
        switch format {
        case .text: context.standardOutput.write(report.text)
        case .json: context.standardOutput.line(report.json.prettyEncoded)
        }
        let below = report.features.filter { feature in minimum.map { feature.score < $0 } ?? false }
        for feature in below {
            context.standardError.line(
                "intentflow: error: \(feature.feature) kills \(feature.killed) of \(feature.results.count) mutants, "
                    + "below --min \(arguments.value("min") ?? "")")
        }
        return below.isEmpty ? .success : .findings
    }

    /// The valid manifests `paths` name; `nil` after printing why when one is missing, invalid or names no feature.
    private static func manifests(_ paths: [String], in context: CommandContext) -> [(url: URL, manifest: Manifest)]? {
        var found: [(url: URL, manifest: Manifest)] = []
        for path in paths {
            var set = ManifestInputs.load([path], in: context)
            if set.entries.isEmpty, let features = flowFeatures(in: context.url(forPath: path)) {
                set = featureManifests(features, below: context.url(forPath: path), in: context) ?? set
            }
            context.standardError.write(DiagnosticFormat.text.render(set.diagnostics.filter { $0.severity == .error }))
            guard !set.hasUnreadableInput, !set.entries.isEmpty,
                set.validManifests.count == set.entries.count
            else {
                if set.entries.isEmpty, !set.inputDiagnostics.hasErrors {
                    context.standardError.line("intentflow: error: '\(path)' names no manifest and no feature's flow")
                }
                return nil
            }
            found += set.validManifests
        }
        return found
    }

    /// The features whose `<Feature>Flow.swift` is directly in `folder`, or `nil` when there is none.
    private static func flowFeatures(in folder: URL) -> Set<String>? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return nil }
        let features = Set(names.filter { $0.hasSuffix("Flow.swift") }.map { String($0.dropLast("Flow.swift".count)) })
        return features.isEmpty ? nil : features
    }

    /// The manifests of `features` in the package that holds `folder` (its `.intentflow/` and every other place).
    private static func featureManifests(_ features: Set<String>, below folder: URL, in context: CommandContext)
        -> ManifestSet?
    {
        var directory = folder.standardizedFileURL
        while !FileManager.default.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
            let parent = directory.deletingLastPathComponent()
            guard parent.path != directory.path else { return nil }
            directory = parent
        }
        var set = ManifestInputs.load([directory.path], in: context)
        set.entries = set.entries.filter { entry in
            entry.result.validManifest.map { features.contains($0.feature) } ?? false
        }
        return set.entries.isEmpty ? nil : set
    }

    /// The `--min` value: a number from 0 to 100.
    private static func percent(_ text: String) throws(UsageError) -> Double {
        guard let value = Double(text), value.isFinite, (0...100).contains(value) else {
            throw UsageError("--min takes a percentage from 0 to 100, not '\(text)'")
        }
        return value
    }
}
