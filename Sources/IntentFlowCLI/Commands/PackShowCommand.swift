import IntentFlowGenerate

/// `intentflow pack show`: a pack's generators and templates, or one template's source.
enum PackShowCommand: CLICommand {
    static let name = "pack show"
    static let abstract = "Show a pack's generators, parameters, files and templates, or one template."
    static let usage = "<pack> [<template>]"
    static let discussion = """
        Without a template: the pack's chain (what it extends), each generator's parameters and files (template,
        output path, owner), and every template with the pack that defines it and the blocks it declares.
        With a template name (e.g. contract.swift): the template's source as the pack resolves it.
        <pack> is a name (a team pack or a built-in one) or a path to a pack directory.
        """
    static let options: [CommandOption] = []

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> ExitCode {
        guard (1...2).contains(arguments.positionals.count) else {
            throw UsageError("'pack show' takes a pack and optionally a template name")
        }
        let pack: ResolvedPack
        do {
            pack = try ResolvedRun.catalog(from: context.workingDirectory).resolve(
                arguments.positionals[0], relativeTo: context.workingDirectory)
        } catch {
            GenerationRunner.report(error, in: context)
            return .usageOrIO
        }
        if arguments.positionals.count == 2 {
            var name = arguments.positionals[1]
            if name.hasSuffix(PackLoader.templateExtension) {
                name = String(name.dropLast(PackLoader.templateExtension.count))
            }
            guard let (owner, template) = pack.templateSource(named: name) else {
                context.standardError.line(
                    "intentflow: error: pack '\(pack.name)' has no template '\(name)'; it has: "
                        + pack.templateNames.joined(separator: ", "))
                return .usageOrIO
            }
            context.standardError.line("// \(template.displayPath) (pack \(owner.name))")
            context.standardOutput.write(template.source)
            return .success
        }
        context.standardOutput.write(describe(pack))
        return .success
    }

    static func describe(_ pack: ResolvedPack) -> String {
        var text = "\(pack.name): \(pack.pack.description)\n"
        text += "  chain: " + pack.chain.map(chainEntry).joined(separator: " → ") + "\n"
        for name in pack.generatorNames {
            guard let generator = pack.generator(named: name) else { continue }
            text += "\ngenerator \(name)" + (generator.description.isEmpty ? "" : ": \(generator.description)") + "\n"
            for parameter in generator.parameters {
                let choices = parameter.choices.isEmpty ? "value" : parameter.choices.joined(separator: "|")
                text += "  --param \(parameter.name)=<\(choices)>"
                text += "  (default: \(parameter.defaultValue))"
                if !parameter.description.isEmpty { text += "  \(parameter.description)" }
                text += "\n"
            }
            for file in generator.files {
                text += "  \(file.owner.rawValue.padded(to: 9)) \(file.template)  →  \(file.path)\n"
            }
        }
        text += "\ntemplates:\n"
        let blocks = Dictionary(PackScaffold.blocks(in: pack).map { ($0.template, $0.blocks) }) { first, _ in first }
        for name in pack.templateNames {
            let owner = pack.templateSource(named: name)?.pack.name ?? pack.name
            text += "  \(name)  (\(owner))"
            if let names = blocks[name], !names.isEmpty { text += "  blocks: " + names.joined(separator: ", ") }
            text += "\n"
        }
        return text
    }

    /// One pack of the chain: `acme 1.0.0 (git: <url>@v1.0.0/acme, commit 30d5799daf48)`.
    private static func chainEntry(_ pack: Pack) -> String {
        let version = pack.version.map { " \($0)" } ?? ""
        let commit = pack.origin.gitCommit.map { ", commit \($0.prefix(12))" } ?? ""
        return "\(pack.name)\(version) (\(pack.origin.kind): \(pack.displayPath)\(commit))"
    }
}
