import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowProject
import IntentFlowText

/// `intentflow pack list`: the packs a project can use.
enum PackListCommand: CLICommand {
    static let name = "pack list"
    static let abstract = "List the template packs: the project's team packs and the built-in ones."
    static let usage = ""
    static let discussion = """
        Lists the packs in .intentflow/packs/ of the project (found by walking up from here) and the built-in
        packs, with what each extends. A pack that does not load is listed with its error.
        """
    static let options: [CommandOption] = [.flag("json", help: "Print the list as JSON.")]

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> ExitCode {
        guard arguments.positionals.isEmpty else { throw UsageError("'pack list' takes no arguments") }
        let catalog: PackCatalog
        do {
            catalog = try ResolvedRun.catalog(from: context.workingDirectory)
        } catch {
            GenerationRunner.report(error, in: context)
            return .usageOrIO
        }
        let results = catalog.all()
        var failed = false
        if arguments.flag("json") {
            let objects = results.map { result -> JSONValue in
                switch result {
                case .success(let pack):
                    return [
                        "name": .string(pack.name), "description": .string(pack.description),
                        "kind": .string(pack.origin.kind), "path": .string(pack.displayPath),
                        "extends": pack.extends.map { JSONValue.string($0.description) } ?? .null,
                        "version": pack.version.map(JSONValue.string) ?? .null,
                        "generators": .array(pack.generators.map { .string($0.name) }),
                    ]
                case .failure(let error):
                    failed = true
                    return ["error": .string(error.description)]
                }
            }
            context.standardOutput.line(JSONValue.array(objects).prettyEncoded)
        } else {
            for result in results {
                switch result {
                case .success(let pack):
                    var line = "\(pack.name)  (\(pack.origin.kind)"
                    if let parent = pack.extends { line += ", extends \(parent)" }
                    line += ")"
                    if !pack.description.isEmpty { line += "  \(pack.description)" }
                    context.standardOutput.line(line)
                case .failure(let error):
                    failed = true
                    GenerationRunner.report(error, in: context)
                }
            }
        }
        return failed ? .findings : .success
    }
}
