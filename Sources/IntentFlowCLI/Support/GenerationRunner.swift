#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentFlowAI
import IntentFlowGenerate

/// What `generate` and `feature` share: merging flags with the project configuration, and carrying out a plan
/// (write, `--dry-run` or `--check`) with its report.
enum GenerationRunner {
    /// The one positional argument, checked to be a Swift type name (`Checkout`, `ForceUpdate`).
    ///
    /// - Parameters:
    ///   - noun: What the name is in messages ("feature", "action").
    ///   - example: A name to show in messages.
    static func typeName(_ arguments: ParsedArguments, command: String, noun: String, example: String)
        throws(UsageError) -> String
    {
        guard arguments.positionals.count == 1, let name = arguments.positionals.first else {
            throw UsageError("'\(command)' takes one \(noun) name, e.g. 'intentflow \(command) \(example)'")
        }
        guard StarterManifest.isValidFeatureName(name) else {
            throw UsageError(
                "'\(name)' is not a\(noun.first.map { "aeiou".contains($0) } == true ? "n" : "") \(noun) name: use a Swift "
                    + "type name such as \(example) (letters and digits, starting with an uppercase letter)")
        }
        return name
    }

    /// The `--param name=value` assignments, later ones winning.
    static func parameterAssignments(_ arguments: ParsedArguments) throws(UsageError) -> [String: String] {
        var parameters: [String: String] = [:]
        for assignment in arguments.options["param"] ?? [] {
            guard let equals = assignment.firstIndex(of: "="), equals != assignment.startIndex else {
                throw UsageError("'--param' takes name=value; got '\(assignment)'")
            }
            parameters[String(assignment[..<equals])] = String(assignment[assignment.index(after: equals)...])
        }
        return parameters
    }

    /// Flags merged over the project configuration; flags win. `defaultOutput` is the output directory when neither
    /// `--output` nor the configuration names one (else the working directory).
    static func generateOptions(
        _ arguments: ParsedArguments, configuration: ProjectConfiguration, defaultOutput: URL? = nil,
        in context: CommandContext
    ) throws(UsageError) -> GenerateOptions {
        var options = GenerateOptions(
            configuration: configuration, defaultOutput: defaultOutput, workingDirectory: context.workingDirectory)
        options.parameters.merge(try parameterAssignments(arguments)) { _, given in given }
        options.parameters.merge(arguments.parameters) { _, given in given }
        if let output = arguments.value("output") { options.output = context.url(forPath: output) }
        options.pack = arguments.value("pack").map(PackReference.named) ?? options.pack
        options.module = arguments.value("module") ?? options.module
        options.force = arguments.flag("force")
        options.adopt = arguments.flag("adopt")
        options.update = arguments.flag("update")
        options.prune = arguments.flag("prune")
        return options
    }

    /// The configuration, merged options and prepared generator of a run; `nil` after reporting why there is none
    /// (exit code 2). Without `--output` or the configuration's `output:`, a run over `manifests` writes where it
    /// puts their code back beside them (``FeatureFolder/output(of:home:)``), else into the working directory.
    static func makeGenerator(
        _ arguments: ParsedArguments, in context: CommandContext,
        besideManifests manifests: [(url: URL, manifest: Manifest)] = []
    ) throws(UsageError) -> FeatureGenerator? {
        let configuration: ProjectConfiguration
        do {
            configuration = try ProjectConfiguration.discover(from: context.workingDirectory)
        } catch {
            report(error, in: context)
            return nil
        }
        let options = try generateOptions(arguments, configuration: configuration, in: context)
        do {
            let generator = try FeatureGenerator(
                options: options, catalog: PackCatalog(projectRoot: configuration.projectRoot))
            guard arguments.value("output") == nil, configuration.output == nil else { return generator }
            return generator.writingBeside(manifests)
        } catch {
            report(error, in: context)
            return nil
        }
    }

    /// Prints located errors to standard error.
    static func report(_ error: GeneratorError, in context: CommandContext) {
        context.standardError.write(DiagnosticFormat.text.render(error.diagnostics))
    }

    /// Carries out a plan as the flags ask and returns the exit code.
    static func execute(_ plan: FilePlan, _ arguments: ParsedArguments, in context: CommandContext) throws(UsageError)
        -> ExitCode
    {
        try execute(plan, json: { FilePlanReport.json(plan, written: $0) }, arguments, in: context)
    }

    /// Carries out a plan joined with the record of what was generated: its findings (outdated user-owned files,
    /// merges, orphans) go to standard error, `--format json` carries them too, and a merge conflict `--update`
    /// wrote exits 1.
    static func execute(_ recorded: RecordedPlan, _ arguments: ParsedArguments, in context: CommandContext)
        throws(UsageError) -> ExitCode
    {
        RecordReport.print(recorded, output: recorded.plan.root.url, in: context)
        let code = try execute(
            recorded.plan, json: { RecordedPlanReport.json(recorded, written: $0) }, arguments, in: context)
        let wrote = !arguments.flag("check") && !arguments.flag("dry-run")
        return code == .success && wrote && !recorded.conflicted.isEmpty ? .findings : code
    }

    /// Carries out a plan; `json(written)` is its report under `--format json`.
    private static func execute(
        _ plan: FilePlan, json render: (Bool) -> String, _ arguments: ParsedArguments, in context: CommandContext
    ) throws(UsageError) -> ExitCode {
        let json = arguments.value("format") == "json"
        if arguments.flag("check") {
            if json {
                context.standardOutput.write(render(false))
            } else {
                context.standardOutput.write(FilePlanReport.diffs(plan))
            }
            guard plan.hasChanges else { return .success }
            context.standardError.line("intentflow: generated files are out of date: \(plan.summary)")
            return .findings
        }
        if arguments.flag("dry-run") {
            context.standardOutput.write(
                json ? render(false) : FilePlanReport.text(plan, dryRun: true, prefix: outsidePrefix(plan, in: context)))
            return plan.hasConflicts ? .findings : .success
        }
        if plan.hasConflicts {
            context.standardOutput.write(
                json ? render(false) : FilePlanReport.text(plan, prefix: outsidePrefix(plan, in: context)))
            context.standardError.line(conflictAdvice(plan.conflicts))
            return .findings
        }
        do {
            try FilePlanWriter().write(plan)
        } catch {
            context.standardError.line("intentflow: error: \(error)")
            return .usageOrIO
        }
        context.standardOutput.write(
            json ? render(true) : FilePlanReport.text(plan, prefix: outsidePrefix(plan, in: context)))
        return .success
    }

    /// What a report puts before each path when the output directory lies outside the working directory (`--output
    /// ../elsewhere`): the way there, so that no file written elsewhere reads as if it were inside the project.
    static func outsidePrefix(_ plan: FilePlan, in context: CommandContext) -> String {
        guard !ProjectRoot(context.workingDirectory).contains(plan.root.url) else { return "" }
        return RelativePath.from(context.workingDirectory, to: plan.root.url) + "/"
    }

    /// What to do about conflicts: `--force` only where it resolves them; broken markers are repaired by hand.
    static func conflictAdvice(_ conflicts: [PlannedFile]) -> String {
        let stuck = conflicts.filter { !$0.isResolvedByForce }
        var advice = "intentflow: error: \(conflicts.count) conflict(s); nothing was written."
        if stuck.count < conflicts.count {
            advice += stuck.isEmpty
                ? " Review the files above, then run again with --force to overwrite them."
                : " Review the other files above; --force overwrites those."
        }
        if !stuck.isEmpty {
            advice += " --force does not resolve \(stuck.map(\.path).joined(separator: ", ")): its intentflow:begin/end "
                + "markers are broken, so where the generated text ends is unknown; repair the markers by hand (each "
                + "begin needs the end of the same name), then run again."
        }
        return advice
    }

    /// How a path is shown: relative to the working directory when inside it.
    static func displayPath(_ url: URL, in context: CommandContext) -> String {
        RelativePath.shown(url, from: context.workingDirectory)
    }
}
