/// The options and flags a command accepts.
///
/// Options take a value (`--output dir` or `--output=dir`) and may repeat; flags take none. Anything else that starts
/// with `-` is a usage error, so a typo never silently turns into a positional argument. `--` ends option parsing.
public struct ArgumentSpec: Sendable {
    /// Option names (without the leading dashes) that take a value.
    public var options: Set<String>
    /// Flag names (without the leading dashes) that take no value.
    public var flags: Set<String>

    /// Creates a specification.
    public init(options: Set<String> = [], flags: Set<String> = []) {
        self.options = options
        self.flags = flags
    }

    /// Parses raw arguments (the command's name already removed).
    public func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
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
            guard argument.hasPrefix("--") else {
                throw UsageError("unknown option '\(argument)'")
            }
            let body = argument.dropFirst(2)
            let name: String
            var inlineValue: String?
            if let equals = body.firstIndex(of: "=") {
                name = String(body[..<equals])
                inlineValue = String(body[body.index(after: equals)...])
            } else {
                name = String(body)
            }
            if options.contains(name) {
                if let inlineValue {
                    parsed.options[name, default: []].append(inlineValue)
                } else if index < arguments.count {
                    parsed.options[name, default: []].append(arguments[index])
                    index += 1
                } else {
                    throw UsageError("option '--\(name)' needs a value")
                }
            } else if flags.contains(name) {
                guard inlineValue == nil else { throw UsageError("flag '--\(name)' takes no value") }
                parsed.flags.insert(name)
            } else {
                throw UsageError("unknown option '--\(name)'")
            }
        }
        return parsed
    }
}

/// The result of parsing a command's arguments.
public struct ParsedArguments: Sendable {
    /// Arguments that are not options, in order.
    public var positionals: [String] = []
    /// Every value given for each option, in order.
    public var options: [String: [String]] = [:]
    /// The flags that were given.
    public var flags: Set<String> = []

    /// Creates an empty result.
    public init() {}

    /// The last value given for an option, if any (a later flag wins, as in most tools).
    public func value(_ name: String) -> String? { options[name]?.last }

    /// All values given for an option; comma-separated values are split (`--tools a,b --tools c`).
    public func list(_ name: String) -> [String] {
        (options[name] ?? []).flatMap { $0.split(separator: ",").map(String.init) }
    }

    /// Whether a flag was given.
    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The value of an option that must be one of `allowed`, or `defaultValue` when absent.
    public func choice(_ name: String, in allowed: [String], default defaultValue: String) throws(UsageError) -> String {
        guard let value = value(name) else { return defaultValue }
        guard allowed.contains(value) else {
            throw UsageError("'--\(name)' must be one of \(allowed.joined(separator: ", ")); got '\(value)'")
        }
        return value
    }
}

/// A mistake in how a command was called. Printed as `intentflow: error: <message>`; exit code 2.
public struct UsageError: Error, Sendable, CustomStringConvertible {
    /// What was wrong, in one sentence.
    public var message: String

    /// Creates a usage error.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
