import Foundation
import Testing
@testable import IntentFlowCLI

@Suite struct OptionTableTests {
    let table = OptionTable([
        .value("output", "<dir>", help: "Where."),
        .value("tools", "<list>", help: "Which.", repeatable: true),
        .value("format", "<format>", help: "How.", choices: ["text", "json"], default: "text"),
        .flag("force", help: "Overwrite."),
    ])

    @Test func optionsParseInBothForms() throws {
        let parsed = try table.parse(["a", "--output", "x", "--tools=c,d", "--force", "--", "--literal"])
        #expect(parsed.positionals == ["a", "--literal"])
        #expect(parsed.value("output") == "x")
        #expect(parsed.list("tools") == ["c", "d"])
        #expect(parsed.flag("force"))
        #expect(throws: UsageError.self) { try table.parse(["--output"]) }
        #expect(throws: UsageError.self) { try table.parse(["--force=yes"]) }
    }

    @Test func anEmptyValueIsAUsageErrorInBothForms() {
        for arguments in [["--output", ""], ["--output="], ["--tools", ""]] {
            let error = #expect(throws: UsageError.self) { try table.parse(arguments) }
            #expect(error?.message.hasSuffix("needs a value; got an empty one") == true, "\(arguments)")
        }
    }

    @Test func anAbsentOptionReadsAsItsDefault() throws {
        let parsed = try table.parse([])
        #expect(parsed.value("format") == "text")
        #expect(parsed.value("output") == nil)
        #expect(!parsed.flag("force"))
    }

    @Test func aValueOutsideTheChoicesIsAnErrorWithASuggestion() {
        let error = #expect(throws: UsageError.self) { try table.parse(["--format", "jsn"]) }
        #expect(error?.message == "'--format' must be one of text, json; got 'jsn'; did you mean 'json'?")
    }

    @Test func anUnknownOptionIsAnErrorWithASuggestion() {
        let close = #expect(throws: UsageError.self) { try table.parse(["--frce"]) }
        #expect(close?.message == "unknown option '--frce'; did you mean '--force'?")
        let far = #expect(throws: UsageError.self) { try table.parse(["--zzzzzzzz"]) }
        #expect(far?.message == "unknown option '--zzzzzzzz'")
        let single = #expect(throws: UsageError.self) { try table.parse(["-f"]) }
        #expect(single?.message.hasPrefix("unknown option '-f'") == true)
    }

    @Test func aPackParameterOptionSetsItsParameter() throws {
        let ui = CommandOption(
            name: "ui", kind: .value, placeholder: "<ui>", help: "The adapter.", choices: ["none", "swiftui"],
            defaultValue: "none", packParameter: "ui")
        let parsed = try OptionTable([ui]).parse(["--ui", "none", "--ui=swiftui"])
        #expect(parsed.parameters == ["ui": "swiftui"])
        #expect(try OptionTable([ui]).parse([]).parameters.isEmpty)
    }

    @Test func peekFindsTheLastValueBeforeTheEndOfOptions() {
        #expect(OptionTable.peek("pack", in: ["x", "--pack", "a", "--pack=b", "--", "--pack", "c"]) == "b")
        #expect(OptionTable.peek("pack", in: ["--packs", "a", "--pack"]) == nil)
    }

    @Test func aNameTakenTwiceKeepsTheFirst() {
        let twice = OptionTable([.flag("check", help: "Own."), .value("check", "<c>", help: "A parameter.")])
        #expect(twice.options.count == 1)
        #expect(twice.option(named: "check")?.kind == .flag)
    }

    @Test func helpLinesWrapBesideTheirLabel() {
        let text = OptionTable([.value("format", "<format>", help: "How.", choices: ["text", "json"], default: "text")])
            .rendered()
        #expect(text == "  --format <format>  How. One of: text, json. Default: text.\n")
        let long = OptionTable([.flag("x", help: String(repeating: "word ", count: 40))]).rendered(width: 40)
        #expect(long.split(separator: "\n").allSatisfy { $0.count <= 40 })
        #expect(long.split(separator: "\n").dropFirst().allSatisfy { $0.hasPrefix("       word") })
    }
}
