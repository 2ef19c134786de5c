import Foundation
import Testing
@testable import IntentFlowCLI

/// A team pack's own parameters are options of `generate` and `feature`, with the pack's choices and defaults.
@Suite struct PackParameterOptionTests {
    /// A project whose team pack `styled` declares a `feature` generator with a `style` parameter and no `ui`.
    func styledProject() throws -> Project {
        let project = try Project()
        try project.write(
            ".intentflow/packs/styled/pack.yaml",
            """
            name: styled
            generators:
              feature:
                parameters:
                  style:
                    description: How the contract is dressed.
                    default: plain
                    choices: [plain, fancy]
                files:
                  - template: contract.swift
                    path: "{{feature.name}}/{{feature.name}}Contract.swift"

            """)
        try project.write(
            ".intentflow/packs/styled/contract.swift.mustache",
            "// {{params.style}} fancy={{params.style_fancy}} plain={{params.style_plain}}\nenum {{feature.name}}State {}\n")
        return project
    }

    @Test func theSelectedPacksParametersAreItsOptionsInHelp() throws {
        let project = try styledProject()
        let help = project.run(["generate", "--pack", "styled", "--help"]).stdout
        #expect(help.contains("[--style plain|fancy]"))
        #expect(help.contains("  --style <style>  How the contract is dressed. One of: plain, fancy. Default: plain."))
        #expect(!help.contains("--ui"))
        let configured = try styledProject()
        try configured.write(".intentflow/config.yaml", "pack: styled\n")
        #expect(configured.run(["feature", "--help"]).stdout.contains("  --style <style>"))
    }

    @Test func aTeamPacksParameterIsSetByItsOption() throws {
        let project = try styledProject()
        let result = project.run(["feature", "Login", "--pack", "styled", "--style", "fancy", "--output", "out"])
        #expect(result.code == .success, "\(result.stderr)")
        #expect(project.read("out/Login/LoginContract.swift")?.contains("// fancy fancy=true plain=false") == true)
        let byDefault = project.run(["feature", "Home", "--pack", "styled", "--output", "out"])
        #expect(byDefault.code == .success, "\(byDefault.stderr)")
        #expect(project.read("out/Home/HomeContract.swift")?.contains("// plain fancy=false plain=true") == true)
    }

    @Test func anOptionThePackDoesNotDeclareIsUnknown() throws {
        let project = try styledProject()
        project.expectUsageError(
            ["feature", "Login", "--pack", "styled", "--ui", "swiftui", "--output", "out"], saying: "unknown option '--ui'")
        project.expectUsageError(
            ["feature", "Login", "--pack", "styled", "--style", "fancey", "--output", "out"],
            saying: "'--style' must be one of plain, fancy; got 'fancey'; did you mean 'fancy'?")
        #expect(!project.exists("out"))
    }

    @Test func anUndeclaredParamIsAnErrorWithASuggestion() throws {
        let project = try Project()
        project.expectUsageError(
            ["feature", "Login", "--param", "testng=xctest", "--output", "out"],
            saying: "has no parameter 'testng'; did you mean 'testing'?")
        project.expectUsageError(
            ["feature", "Login", "--param", "nosuch=1", "--output", "out"],
            saying: "has no parameter 'nosuch' (it has ui, testing, layout, access)")
        project.expectUsageError(
            ["feature", "Login", "--param", "ui=swifui", "--output", "out"],
            saying: "'swifui' is not a value of parameter 'ui'; did you mean 'swiftui'?")
        #expect(!project.exists("out"))
    }

    @Test func aPackThatDoesNotLoadIsReportedBeforeParsing() throws {
        let project = try Project()
        project.expectUsageError(["generate", "x", "--pack", "nope", "--ui", "swiftui"], saying: "no pack named 'nope'")
        let help = project.run(["generate", "--pack", "nope", "--help"])
        #expect(help.code == .success)
        #expect(help.stdout.contains("The pack's parameters are not listed: no pack named 'nope'"))
    }
}
