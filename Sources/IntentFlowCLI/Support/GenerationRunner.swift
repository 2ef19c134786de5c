import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the generating commands share: the request their flags make, and carrying out the pipeline's plan (write,
/// `--dry-run` or `--check`) with its report.
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
                "'\(name)' is not a\(noun.first.map { "aeiou".contains($0) } == true ? "n" : "") \(noun) name: "
                    + "use a Swift "
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

    /// A request for `command` with the flags the generating commands share (`--output`, `--pack`, `--module`, the
    /// pack's parameters and `--param`, and the write options `--force`, `--adopt`, `--update`, `--prune`,
    /// `--check`, `--dry-run`); the pipeline lays them over the project configuration, and they win.
    static func request(_ command: GenerationRequest.Command, _ arguments: ParsedArguments, in context: CommandContext)
        throws(UsageError) -> GenerationRequest
    {
        var request = GenerationRequest(command, workingDirectory: context.workingDirectory)
        request.settled = arguments.settled
        request.parameters = try parameterAssignments(arguments).merging(arguments.parameters) { _, own in own }
        // Each value only where the command declares its option (`agents` has --root, `startup-action` no --module).
        let value = { (name: String) in
            arguments.declared.isEmpty || arguments.declared.contains(name) ? arguments.value(name) : nil
        }
        request.output = value("output").map(context.url(forPath:))
        request.pack = value("pack").map(PackReference.named)
        request.module = value("module")
        request.write = WriteOptions(
            force: arguments.flag("force"), adopt: arguments.flag("adopt"), update: arguments.flag("update"),
            prune: arguments.flag("prune"), check: arguments.flag("check"), dryRun: arguments.flag("dry-run"))
        return request
    }

    /// Prints what the run collected on standard error; the exit code when it stopped before planning, else `nil`.
    static func stopCode(_ result: GenerationResult, in context: CommandContext) -> ExitCode? {
        context.standardError.write(DiagnosticFormat.text.render(result.diagnostics.diagnostics))
        switch result.stop {
        case nil: return nil
        case .invalidManifests, .refused: return .findings
        case .unreadableInput, .failed: return .usageOrIO
        }
    }

    /// Prints located errors to standard error.
    static func report(_ error: GeneratorError, in context: CommandContext) {
        context.standardError.write(DiagnosticFormat.text.render(error.diagnostics))
    }

    /// Carries out a run's plan by the library's write policy (``GenerationResult/carryOut()``) and prints what came
    /// of it: the record's findings (outdated user-owned files, merges, orphans) on standard error, the plan as text
    /// or, with `--format json`, as ``GenerationReport``. A finding (`--check` found changes, conflicts, a merge
    /// conflict `--update` wrote) exits 1.
    static func execute(_ result: GenerationResult, _ arguments: ParsedArguments, in context: CommandContext)
        throws(UsageError) -> ExitCode
    {
        guard let recorded = result.recorded else { return .usageOrIO }
        let plan = recorded.plan
        RecordReport.print(recorded, output: plan.root.url, in: context)
        let outcome = result.carryOut()
        let json = arguments.value("format") == "json"
        let report = { GenerationReport.json(result, outcome: outcome, output: plan.root.url.path) }
        let prefix = outsidePrefix(plan, in: context)
        switch outcome.action {
        case .checked:
            context.standardOutput.write(json ? report() : FilePlanReport.diffs(plan))
            if outcome.isFinding {
                context.standardError.line("intentflow: generated files are out of date: \(plan.summary)")
            }
        case .planned:
            context.standardOutput.write(json ? report() : FilePlanReport.text(plan, dryRun: true, prefix: prefix))
        case .refused:
            context.standardOutput.write(json ? report() : FilePlanReport.text(plan, prefix: prefix))
            context.standardError.line(conflictAdvice(plan.conflicts))
        case .written:
            context.standardOutput.write(json ? report() : FilePlanReport.text(plan, prefix: prefix))
        case .failed(let error):
            context.standardError.line("intentflow: error: \(error)")
            return .usageOrIO
        }
        return outcome.isFinding ? .findings : .success
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
            advice +=
                stuck.isEmpty
                ? " Review the files above, then run again with --force to overwrite them."
                : " Review the other files above; --force overwrites those."
        }
        if !stuck.isEmpty {
            advice +=
                " --force does not resolve \(stuck.map(\.path).joined(separator: ", ")): its intentflow:begin/end "
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
