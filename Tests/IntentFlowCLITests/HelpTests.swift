import Foundation
import Testing
@testable import IntentFlowCLI

/// Every command's help is rendered from the option table that parses its arguments: nothing documented is missing
/// from the table, nothing in the table is undocumented.
@Suite struct HelpTests {
    static let directory = FileManager.default.temporaryDirectory
    static let commandNames = CommandRegistry.all.map { $0.name }

    func help(_ name: String) -> String {
        runCLI(name.split(separator: " ").map(String.init) + ["--help"], in: Self.directory).stdout
    }

    /// The options of a command in a directory without a project: its own and the default pack's parameters.
    func table(_ command: any CLICommand.Type) -> OptionTable {
        let context = CommandContext(
            workingDirectory: Self.directory, environment: [:], standardOutput: .buffer(), standardError: .buffer())
        return command.optionTable(for: [], in: context)
    }

    @Test(arguments: commandNames)
    func everyOptionTheHelpNamesIsInTheTable(name: String) throws {
        let command = try #require(CommandRegistry.all.first { $0.name == name })
        let declared = Set(table(command).options.map(\.name))
        let text = help(name)
        let named = Set(text.matches(of: /--([a-z][a-z0-9-]*)/).map { String($0.1) })
        // `--help` and `--version` are the tool's; generate's help says where `feature --mode ai` writes manifests.
        let otherCommands: Set<String> = name == "generate" ? ["mode"] : []
        let undeclared = named.subtracting(declared).subtracting(["help", "version"]).subtracting(otherCommands)
        #expect(undeclared.isEmpty, "\(name) --help names options it does not accept: \(undeclared.sorted())")
    }

    @Test(arguments: commandNames)
    func everyOptionInTheTableIsInTheHelp(name: String) throws {
        let command = try #require(CommandRegistry.all.first { $0.name == name })
        let text = help(name)
        for option in table(command).options {
            #expect(text.contains("  \(option.label)"), "\(name) --help does not describe --\(option.name)")
            #expect(text.contains("[\(option.synopsis)]"), "\(name)'s usage line lacks --\(option.name)")
            #expect(!option.help.isEmpty)
        }
    }

    @Test(arguments: commandNames)
    func optionNamesAreUniqueAndHelpIsTheSameBothWays(name: String) throws {
        let command = try #require(CommandRegistry.all.first { $0.name == name })
        let names = command.options.map(\.name)
        #expect(Set(names).count == names.count)
        #expect(runCLI(["help"] + name.split(separator: " ").map(String.init), in: Self.directory).stdout == help(name))
    }

    @Test func featureDocumentsAdoptAndHasNoCheck() throws {
        let text = help("feature")
        #expect(text.contains("  --adopt "))
        #expect(!text.contains("--check"))
        #expect(runCLI(["feature", "Checkout", "--check"], in: Self.directory).stderr.contains("unknown option '--check'"))
    }

    @Test(arguments: ["generate", "feature"])
    func theDefaultPacksParametersAreListedWithChoicesAndDefaults(name: String) {
        let text = help(name)
        #expect(text.contains("PACK PARAMETERS"))
        #expect(text.contains("[--ui none|swiftui|uikit]"))
        #expect(text.contains("  --ui <ui>"))
        #expect(text.contains("One of: none, swiftui, uikit. Default: none."))
        #expect(text.contains("  --testing <testing>"))
        #expect(text.contains("  --layout <layout>"))
    }

    @Test func startupActionsPriorityComesFromThePack() {
        let text = help("startup-action")
        #expect(text.contains("[--priority critical|high|medium|low]"))
        #expect(text.contains("Default:\n") || text.contains("Default: medium."))
    }
}
