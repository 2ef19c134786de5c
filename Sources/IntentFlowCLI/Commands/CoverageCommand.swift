import IntentFlowContext
import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowProject

/// `intentflow coverage <file-or-directory>...`: what each manifest's traces pin down and what they leave open.
enum CoverageCommand: CLICommand {
    /// How the report is printed.
    enum Format: String, CaseIterable {
        case text, json
    }

    static let name = "coverage"
    static let abstract = "Report which (state, signal) pairs, states, invariants and effect events traces cover."
    static let usage = "<file-or-directory>..."
    static let discussion = """
        For each manifest: every (state, signal) pair and what accounts for it (a trace naming the state, a '_'
        trace, an 'undeclared:' entry, or nothing); the declared states a chain of traces reaches from the initial
        state, and those none reaches; the invariants nothing checks (an invariant is prose until it carries a
        check); and the events an effect's 'emits:' lists that no generated store chain test delivers (a trace
        requesting the effect, then one handling the event where the first leads, or through an earlier event of
        the same run; a chain the generator cannot write, such as one whose later step reads a dependency the test
        store no longer hands out first, does not count).

        The percentage is the feature's covered (state, signal) pairs over all its pairs, a pair being covered by a
        trace, a '_' trace or an 'undeclared:' entry. --min holds every feature to it. A directory means every
        *.intentflow.yaml file below it.
        """
    static let options: [CommandOption] = [
        .value(
            "format", "<format>", help: "How the report is printed (json: one object with every list).",
            choices: Format.allCases.map(\.rawValue), default: Format.text.rawValue),
        .value(
            "min", "<percent>",
            help: "Exit 1 when a feature covers less than this percentage (0 to 100) of its (state, signal) pairs."),
    ]
    static let epilogue = """
        Exit codes: 0 every feature meets --min (or none is given), 1 a feature below --min or a manifest with
        errors (printed as validate prints them), 2 usage error, unreadable file or no manifest found.
        """

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> ExitCode {
        guard !arguments.positionals.isEmpty else {
            throw UsageError("'coverage' needs at least one manifest file or directory")
        }
        let format = arguments.value("format").flatMap(Format.init(rawValue:)) ?? .text
        let minimum = try arguments.value("min").map(percent)

        let manifests = ManifestInputs.load(arguments.positionals, in: context)
        let errors = manifests.diagnostics.filter { $0.severity == .error }
        context.standardError.write(DiagnosticFormat.text.render(errors))
        let valid = manifests.entries.compactMap(\.result.validManifest)
        let tooLarge = valid.compactMap(tooManyPairs)
        if !tooLarge.isEmpty {
            context.standardError.write(DiagnosticFormat.text.render(tooLarge))
            return .usageOrIO
        }
        let report = CoverageReport(
            features: valid.map { GeneratedChainCoverage.counted(FeatureCoverage($0), manifest: $0) },
            minimum: minimum)
        if manifests.hasUnreadableInput || manifests.entries.isEmpty { return .usageOrIO }
        switch format {
        case .text: context.standardOutput.write(report.text)
        case .json: context.standardOutput.line(report.json.prettyEncoded)
        }
        for feature in report.featuresBelowMinimum {
            context.standardError.line(
                "intentflow: error: \(feature.feature) covers \(feature.percentage) of its (state, signal) pairs, "
                    + "below --min \(arguments.value("min") ?? "")")
        }
        return errors.isEmpty && report.featuresBelowMinimum.isEmpty ? .success : .findings
    }

    /// The refusal of a feature with more (state, signal) pairs than coverage lists (``ManifestLimits/coveragePairs``),
    /// at its `states:`, before any pair is made: the report would need gigabytes, and a crash is not an answer.
    private static func tooManyPairs(_ manifest: Manifest) -> Diagnostic? {
        let signals = manifest.intents.count + manifest.events.count
        let (pairs, overflow) = manifest.states.count.multipliedReportingOverflow(by: signals)
        guard overflow || pairs > ManifestLimits.coveragePairs else { return nil }
        return Diagnostic(
            .error,
            "\(manifest.feature) has \(manifest.states.count) states and \(signals) signals: \(pairs) (state, signal) "
                + "pairs, more than the \(ManifestLimits.coveragePairs) coverage lists for one feature; split the "
                + "feature", at: manifest.keyLocations["states"] ?? manifest.location, rule: "coverage.too-large")
    }

    /// The `--min` value: a number from 0 to 100.
    private static func percent(_ text: String) throws(UsageError) -> Double {
        guard let value = Double(text), value.isFinite, (0...100).contains(value) else {
            throw UsageError("--min takes a percentage from 0 to 100, not '\(text)'")
        }
        return value
    }
}
