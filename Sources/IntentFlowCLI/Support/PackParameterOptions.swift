import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowProject

/// The options a pack's generator gives a command: `--<name>` for each parameter its pack.yaml declares, with the
/// declared choices and default, so `--ui swiftui` is whatever the selected pack says `ui` is.
///
/// The pack is the one the run would use: `--pack`, else `pack:` in `.intentflow/config.yaml`, else the default
/// pack. A parameter whose name is one of the command's own options, or cannot be an option name, is set with
/// `--param <name>=<value>` only.
enum PackParameterOptions {
    /// The table of the command's `own` options followed by one per parameter of `generator` in the selected pack,
    /// carrying the configuration and pack chain it settled, so the run settles them no second time.
    ///
    /// - Throws: ``CommandOptionsError`` when the configuration or the pack does not load.
    static func table(
        _ own: [CommandOption], generator: String, arguments: [String], in context: CommandContext
    ) throws(CommandOptionsError) -> OptionTable {
        let settled: RunSettings
        let declared: PackGenerator?
        do {
            settled = try RunSettings.settle(
                from: context.workingDirectory, pack: OptionTable.peek("pack", in: arguments).map(PackReference.named))
            declared = try settled.generator(generator)
        } catch {
            throw CommandOptionsError(error)
        }
        let reserved = Set(own.map(\.name) + ["help"])
        let parameters = (declared?.parameters ?? []).filter { !reserved.contains($0.name) && isOptionName($0.name) }
        var table = OptionTable(own + parameters.map(option))
        table.settled = settled
        return table
    }

    /// The option that sets a parameter.
    static func option(_ parameter: PackParameter) -> CommandOption {
        CommandOption(
            name: parameter.name, kind: .value, placeholder: "<\(parameter.name)>",
            help: parameter.description.isEmpty
                ? "Sets the pack's '\(parameter.name)' parameter." : parameter.description,
            choices: parameter.choices, defaultValue: parameter.defaultValue, packParameter: parameter.name)
    }

    /// Whether a parameter name can be written as `--<name>`: letters, digits, `-` and `_`, not starting with `-`.
    static func isOptionName(_ name: String) -> Bool {
        guard let first = name.first, first != "-" else { return false }
        return name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }
    }
}
