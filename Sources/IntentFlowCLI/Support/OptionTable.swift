import IntentFlowGenerate
import IntentFlowManifest

/// A command's options: the one table that both parses its arguments and renders the OPTIONS of its help.
///
/// Options take a value (`--output dir` or `--output=dir`) and may repeat; flags take none. Anything else that starts
/// with `-` is a usage error, so a typo never silently turns into a positional argument. `--` ends option parsing.
package struct OptionTable: Sendable {
    /// The options, in the order help lists them.
    package var options: [CommandOption]
    /// The configuration and pack chain settled to list the options (a pack's parameters); the run reuses them.
    package var settled: RunSettings?

    /// Creates a table; later options with a name already taken are left out (a command's own option wins over a pack
    /// parameter of the same name).
    package init(_ options: [CommandOption]) {
        var seen = Set<String>()
        self.options = options.filter { seen.insert($0.name).inserted }
    }

    /// The option with a name.
    package func option(named name: String) -> CommandOption? { options.first { $0.name == name } }

    /// Parses raw arguments (the command's name already removed).
    package func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        parsed.settled = settled
        parsed.declared = Set(options.map(\.name))
        for option in options { parsed.defaults[option.name] = option.defaultValue }
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (name, inlineValue) = Self.split(argument)
            guard argument.hasPrefix("--"), let option = option(named: name) else {
                throw UsageError("unknown option '\(argument)'" + hint(for: name))
            }
            switch option.kind {
            case .flag:
                guard inlineValue == nil else { throw UsageError("flag '--\(name)' takes no value") }
                parsed.flags.insert(name)
            case .value:
                guard let value = inlineValue ?? (index < arguments.count ? arguments[index] : nil) else {
                    throw UsageError("option '--\(name)' needs a value")
                }
                if inlineValue == nil { index += 1 }
                try Self.check(value, of: option)
                parsed.options[name, default: []].append(value)
                if let parameter = option.packParameter { parsed.parameters[parameter] = value }
            }
        }
        return parsed
    }

    /// The value of the last `--name value` or `--name=value` before `--`, without parsing anything else: what a
    /// command needs to know before its table is complete (`--pack` chooses the pack whose parameters are options).
    package static func peek(_ name: String, in arguments: [String]) -> String? {
        var found: String?
        var index = 0
        while index < arguments.count, arguments[index] != "--" {
            if arguments[index] == "--\(name)", index + 1 < arguments.count {
                found = arguments[index + 1]
                index += 1
            } else if arguments[index].hasPrefix("--\(name)=") {
                found = String(arguments[index].dropFirst(name.count + 3))
            }
            index += 1
        }
        return found
    }

    /// The OPTIONS lines of help: each option's label, then its description wrapped beside it.
    func rendered(width: Int = HelpText.width) -> String {
        let labelWidth = min((options.map(\.label.count).max() ?? 0) + 2, 28)
        var text = ""
        for option in options {
            let lines = HelpText.wrap(option.description, width: width - 2 - labelWidth)
            let label = option.label
            if label.count + 2 > labelWidth {
                text += "  \(label)\n"
            } else {
                text += "  " + label.padded(to: labelWidth) + (lines.first ?? "") + "\n"
            }
            let rest = label.count + 2 > labelWidth ? lines[...] : lines.dropFirst()
            for line in rest { text += String(repeating: " ", count: 2 + labelWidth) + line + "\n" }
        }
        return text
    }

    /// `--name=value` → (`name`, `value`); `--name` → (`name`, nil).
    private static func split(_ argument: String) -> (name: String, value: String?) {
        let body = argument.drop { $0 == "-" }
        guard let equals = body.firstIndex(of: "=") else { return (String(body), nil) }
        return (String(body[..<equals]), String(body[body.index(after: equals)...]))
    }

    private static func check(_ value: String, of option: CommandOption) throws(UsageError) {
        // An empty directory or file would quietly mean "here" (`--output ""` wrote into the working directory); a
        // pack parameter may be empty on purpose (a title left blank).
        if value.isEmpty, option.packParameter == nil {
            throw UsageError("option '--\(option.name)' needs a value; got an empty one")
        }
        guard !option.choices.isEmpty, !option.choices.contains(value) else { return }
        throw UsageError(
            "'--\(option.name)' must be one of \(option.choices.joined(separator: ", ")); got '\(value)'"
                + EditDistance.hint(for: value, among: option.choices))
    }

    private func hint(for name: String) -> String {
        EditDistance.suggestion(for: name, among: options.map(\.name)).map { "; did you mean '--\($0)'?" } ?? ""
    }
}
