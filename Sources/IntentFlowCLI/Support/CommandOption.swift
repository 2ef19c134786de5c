/// One option of a command, declared once: how it parses and how `--help` shows it.
///
/// A command lists its options in one table (``CLICommand/options``); the parser accepts exactly those and the help
/// text is rendered from them, so an option cannot exist without help or be documented without existing.
package struct CommandOption: Sendable, Hashable {
    /// Whether the option takes a value.
    package enum Kind: Sendable, Hashable {
        /// `--force`: present or absent.
        case flag
        /// `--output dir` or `--output=dir`.
        case value
    }

    /// The name without the leading dashes.
    package var name: String
    /// Flag or value.
    package var kind: Kind
    /// What the value is, as help shows it (`<dir>`); empty for flags.
    package var placeholder: String
    /// What the option does, in sentences; wrapped when printed.
    package var help: String
    /// The values allowed; empty when any value is.
    package var choices: [String]
    /// The value a run uses when the option is absent, if any.
    package var defaultValue: String?
    /// Whether the option may be given more than once (every value is kept).
    package var isRepeatable: Bool
    /// The pack parameter the option sets (`--ui` sets `ui`), or `nil` for the command's own options.
    package var packParameter: String?

    /// Creates an option; ``flag(_:help:)`` and ``value(_:_:help:choices:default:repeatable:)`` read better.
    package init(
        name: String, kind: Kind, placeholder: String = "", help: String, choices: [String] = [],
        defaultValue: String? = nil, isRepeatable: Bool = false, packParameter: String? = nil
    ) {
        self.name = name
        self.kind = kind
        self.placeholder = placeholder
        self.help = help
        self.choices = choices
        self.defaultValue = defaultValue
        self.isRepeatable = isRepeatable
        self.packParameter = packParameter
    }

    /// A flag: `--force`.
    package static func flag(_ name: String, help: String) -> CommandOption {
        CommandOption(name: name, kind: .flag, help: help)
    }

    /// An option with a value: `--output <dir>`.
    package static func value(
        _ name: String, _ placeholder: String, help: String, choices: [String] = [],
        default defaultValue: String? = nil,
        repeatable: Bool = false
    ) -> CommandOption {
        CommandOption(
            name: name, kind: .value, placeholder: placeholder, help: help, choices: choices,
            defaultValue: defaultValue, isRepeatable: repeatable)
    }

    /// The option as the usage line shows it: `--force`, `--format text|json`, `--exclude <glob>...`.
    var synopsis: String {
        guard kind == .value else { return "--\(name)" }
        let value = choices.isEmpty ? placeholder : choices.joined(separator: "|")
        return "--\(name) \(value)" + (isRepeatable ? "..." : "")
    }

    /// The left column of the option's help line: `--format <format>`.
    var label: String { kind == .value ? "--\(name) \(placeholder)" : "--\(name)" }

    /// The right column: the help, then the choices and the default when the help does not already say them.
    var description: String {
        var text = help
        if !choices.isEmpty { text += " One of: \(choices.joined(separator: ", "))." }
        if let defaultValue, !defaultValue.isEmpty { text += " Default: \(defaultValue)." }
        if isRepeatable { text += " Repeatable." }
        return text
    }
}
