#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentFlowAI
import IntentFlowGenerate

/// `intentflow pack init`: starts a team pack that extends another.
enum PackInitCommand: CLICommand {
    static let name = "pack init"
    static let abstract = "Create a team pack in .intentflow/packs/<name>/ that extends another pack."
    static let usage = "<name>"
    static let discussion = """
        Creates .intentflow/packs/<name>/ in the project (the directory holding .intentflow/, else here) with a
        pack.yaml that extends <pack> and a README saying what to override and how, with an example taken from the
        parent's templates. Nothing existing is overwritten.
        """
    static let options: [CommandOption] = [
        .value("from", "<pack>", help: "The pack the new one extends.", default: BuiltInPacks.defaultName)
    ]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> ExitCode {
        guard arguments.positionals.count == 1, let name = arguments.positionals.first else {
            throw UsageError("'pack init' takes the new pack's name")
        }
        guard PackLoader.isValidName(name) else {
            throw UsageError("'\(name)' is not a pack name: use letters, digits, '-', '_' and '.'")
        }
        do {
            let configuration = try ProjectConfiguration.discover(from: context.workingDirectory)
            let root = configuration.projectRoot ?? context.workingDirectory
            let catalog = PackCatalog(projectRoot: root)
            let parent = try catalog.resolve(arguments.value("from") ?? BuiltInPacks.defaultName, relativeTo: context.workingDirectory)
            let directory = root.appendingPathComponent(".intentflow/packs/\(name)", isDirectory: true)
            // A symbolic link `.intentflow/packs` that leaves the project must not carry the scaffold elsewhere.
            try ProjectRoot(root).confine(
                directory, what: ".intentflow/packs/\(name)",
                at: SourceLocation(file: GenerationRunner.displayPath(directory, in: context), line: 1, column: 1),
                rule: "pack.outside-root")
            if FileManager.default.fileExists(atPath: directory.path) {
                context.standardError.line("intentflow: error: \(GenerationRunner.displayPath(directory, in: context)) already exists")
                return .findings
            }
            let plan = try FilePlan(root: directory, files: PackScaffold.files(name: name, parent: parent, directory: directory))
            try FilePlanWriter().write(plan)
            context.standardOutput.write(FilePlanReport.text(plan, prefix: GenerationRunner.displayPath(directory, in: context) + "/"))
            context.standardOutput.line("Next: add templates that shadow \(parent.name)'s (see the README), then `intentflow pack validate \(GenerationRunner.displayPath(directory, in: context))`.")
            return .success
        } catch let error as GeneratorError {
            GenerationRunner.report(error, in: context)
        } catch {
            context.standardError.line("intentflow: error: \(error)")
        }
        return .usageOrIO
    }
}
