/// One `intentflow` command.
///
/// A command is a namespace of static members: its name (which may hold a space, as in `template render`), what it
/// does, the options it accepts and the function that runs it. Its `--help` is rendered from them (``HelpText``): the
/// option table both parses and documents, so the two cannot drift. Add a new command by conforming a type and
/// listing it in ``CommandRegistry/all``.
package protocol CLICommand: SendableMetatype {
    /// The words that invoke the command, e.g. `validate` or `template render`.
    static var name: String { get }
    /// One line for the command list in `intentflow --help`.
    static var abstract: String { get }
    /// The arguments that are not options, as the usage line shows them (`<manifest-or-directory>...`); empty for
    /// none.
    static var usage: String { get }
    /// What the command does, printed between the usage line and the options.
    static var discussion: String { get }
    /// The options every run accepts, in the order help lists them.
    static var options: [CommandOption] { get }
    /// What help prints after the options: exit status, an example. Empty by default.
    static var epilogue: String { get }
    /// The title help gives the options that come from the pack.
    static var packParametersTitle: String { get }
    /// The options of one run: ``options`` and any that depend on the project, such as the selected pack's
    /// parameters. `arguments` are the run's raw arguments (for `--pack`). The default is ``options``.
    ///
    /// - Throws: ``CommandOptionsError`` when the options cannot be known (the pack does not load).
    static func options(for arguments: [String], in context: CommandContext) throws(CommandOptionsError)
        -> [CommandOption]
    /// The table that parses one run's arguments: ``options(for:in:)``, with what listing them settled (the
    /// configuration and pack chain, ``OptionTable/settled``) for the run to reuse. The default settles nothing.
    ///
    /// - Throws: ``CommandOptionsError`` when the options cannot be known (the pack does not load).
    static func table(for arguments: [String], in context: CommandContext) throws(CommandOptionsError) -> OptionTable
    /// Runs the command. Usage errors thrown here are printed and end with exit code 2.
    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> ExitCode
}

extension CLICommand {
    package static var epilogue: String { "" }

    package static var packParametersTitle: String { "PACK PARAMETERS" }

    package static func options(for arguments: [String], in context: CommandContext) throws(CommandOptionsError)
        -> [CommandOption]
    {
        options
    }

    package static func table(for arguments: [String], in context: CommandContext) throws(CommandOptionsError)
        -> OptionTable
    {
        OptionTable(try options(for: arguments, in: context))
    }

    /// The help for a run with `arguments` (the pack they select decides the pack parameters listed).
    static func help(for arguments: [String] = [], in context: CommandContext) -> String {
        do {
            return HelpText.render(self, table: OptionTable(try options(for: arguments, in: context)))
        } catch {
            return HelpText.render(self, table: OptionTable(options), note: error.note)
        }
    }

    /// The option table of a run with `arguments`; only the command's own options when the rest cannot be known.
    static func optionTable(for arguments: [String], in context: CommandContext) -> OptionTable {
        OptionTable((try? options(for: arguments, in: context)) ?? options)
    }
}
