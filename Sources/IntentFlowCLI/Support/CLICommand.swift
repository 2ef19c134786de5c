/// One `intentflow` command.
///
/// A command is a namespace of static members: its name (which may hold a space, as in `template render`), its help
/// text, the arguments it accepts and the function that runs it. Add a new command by conforming a type and listing it
/// in ``CommandRegistry/all``.
public protocol CLICommand: SendableMetatype {
    /// The words that invoke the command, e.g. `validate` or `template render`.
    static var name: String { get }
    /// One line for the command list in `intentflow --help`.
    static var abstract: String { get }
    /// The full help: usage line, description and options. Printed by `--help` and `intentflow help <command>`.
    static var help: String { get }
    /// The options and flags it accepts.
    static var arguments: ArgumentSpec { get }
    /// Runs the command. Usage errors thrown here are printed and end with exit code 2.
    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> ExitCode
}
