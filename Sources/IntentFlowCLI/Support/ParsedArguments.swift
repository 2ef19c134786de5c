import IntentFlowGenerate

/// The result of parsing a command's arguments with its ``OptionTable``.
///
/// Values given for an option with choices have been checked against them; an absent option reads as its default.
package struct ParsedArguments: Sendable {
    /// Arguments that are not options, in order.
    package var positionals: [String] = []
    /// Every value given for each option, in order.
    package var options: [String: [String]] = [:]
    /// The flags that were given.
    package var flags: Set<String> = []
    /// The default of each option that has one.
    package var defaults: [String: String] = [:]
    /// The names the table declares; reading the value of any other is a mistake in the command, which assertions
    /// catch when the tests run it.
    package var declared: Set<String> = []
    /// Pack parameters set by their own options (`--ui swiftui` → `ui: swiftui`), later values winning.
    package var parameters: [String: String] = [:]
    /// The configuration and pack chain settled to list the options (``OptionTable/settled``), for the run.
    package var settled: RunSettings?

    /// Creates an empty result.
    package init() {}

    /// The last value given for an option (a later one wins, as in most tools), else its default.
    package func value(_ name: String) -> String? {
        checkDeclared(name)
        return options[name]?.last ?? defaults[name]
    }

    /// All values given for an option; comma-separated values are split (`--tools a,b --tools c`).
    package func list(_ name: String) -> [String] {
        checkDeclared(name)
        return (options[name] ?? []).flatMap { $0.split(separator: ",").map(String.init) }
    }

    /// Whether a flag was given. A flag the table does not declare is never given: helpers shared by commands ask
    /// for `--check` whether or not the command has it.
    package func flag(_ name: String) -> Bool { flags.contains(name) }

    private func checkDeclared(_ name: String) {
        assert(declared.isEmpty || declared.contains(name), "option '--\(name)' is read but not declared")
    }
}
