import Foundation
import IntentFlowManifest
import IntentFlowProject
import Testing
@testable import IntentFlowGenerate

/// A package with one feature and no tool folders.
private func makePackage() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try directory.write("Sources/Login/Login.intentflow.yaml", StarterManifest.yaml(feature: "Login", mode: .ai))
    try directory.write("Sources/Login/LoginFlow.swift", "struct LoginFlow {}\n")
    try directory.write(".intentflow/.keep", "")
    return directory
}

/// Runs `agents` through the pipeline as the CLI does (`tools: nil` when `--tools` is not given) and writes it.
@discardableResult
private func agents(_ directory: TemporaryDirectory, tools: [AgentTool]? = nil, check: Bool = false) throws
    -> GenerationResult
{
    let result = GenerationPipeline().run(
        GenerationRequest(.agents(root: directory.url, tools: tools, exclude: []), workingDirectory: directory.url))
    #expect(result.stop == nil && !result.diagnostics.hasErrors, "\(result.diagnostics.diagnostics)")
    if !check { #expect(result.carryOut().written) }
    return result
}

/// The top-level folders and files a run left, but the project's own.
private func topLevel(_ directory: TemporaryDirectory) -> Set<String> {
    Set(directory.allFiles().map { String($0.split(separator: "/").first ?? "") }).subtracting([".intentflow", "Sources"])
}

@Suite("agents writes for the tools the repository uses")
struct AgentToolChoiceTests {
    private static let toolFolders: Set<String> = [
        ".cursor", ".junie", ".github", ".vscode", ".codex", ".rules", ".agents", ".windsurf", ".gemini", "GEMINI.md",
        ".ai",
    ]

    @Test func withNoFolderItWritesAgentsAndClaudeOnly() throws {
        let directory = try makePackage()
        try agents(directory)
        #expect(topLevel(directory) == ["AGENTS.md", "CLAUDE.md", ".claude", ".mcp.json"])
        #expect(topLevel(directory).isDisjoint(with: Self.toolFolders))
        #expect(directory.exists(".claude/skills/intentflow-add-trace/SKILL.md"))
    }

    @Test func aToolFolderMadeLaterAddsThatTool() throws {
        let directory = try makePackage()
        try agents(directory)
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent(".cursor"), withIntermediateDirectories: true)
        try agents(directory)
        #expect(directory.exists(".cursor/rules/login.mdc") && directory.exists(".cursor/rules/intentflow.mdc"))
        #expect(topLevel(directory).subtracting([".cursor"]).isDisjoint(with: Self.toolFolders))
        // The next check agrees with what was written.
        let check = try agents(directory, check: true)
        #expect(check.plan?.files.allSatisfy { $0.status == .unchanged } == true)
    }

    @Test func allWritesEveryToolGeminiIncludedAndTheRecordKeepsTheChoice() throws {
        let directory = try makePackage()
        try agents(directory, tools: AgentTool.allCases)
        #expect(Self.toolFolders.subtracting([".windsurf"]).isSubset(of: topLevel(directory)))
        #expect(directory.exists("GEMINI.md"))
        // A run with no choice writes for the recorded tools: nothing changes, nothing is removed.
        let again = try agents(directory, check: true)
        #expect(again.plan?.files.allSatisfy { $0.status == .unchanged } == true)
        #expect(again.plan?.removals.isEmpty == true)
    }

    @Test func aToolNoLongerChosenLosesItsUneditedFilesOnly() throws {
        let directory = try makePackage()
        try agents(directory, tools: [.claude, .cursor, .junie])
        try directory.write(".cursor/rules/mine.mdc", "my own rule\n")
        let edited = try #require(directory.read(".cursor/rules/login.mdc")) + "\nmy note\n"
        try directory.write(".cursor/rules/login.mdc", edited)
        try agents(directory, tools: [.claude])
        #expect(!directory.exists(".cursor/rules/intentflow.mdc") && !directory.exists(".cursor/commands"))
        #expect(directory.read(".cursor/rules/mine.mdc") == "my own rule\n")
        #expect(directory.read(".cursor/rules/login.mdc") == edited)
        // .junie/guidelines.md is block-owned (a person's text may surround the block): it stays.
        #expect(directory.exists(".junie/guidelines.md"))
        #expect(directory.exists("CLAUDE.md"))
    }

    @Test func theConfigurationChoosesAndAnUnknownToolIsALocatedError() throws {
        let directory = try makePackage()
        try directory.write(".intentflow/config.yaml", "agents: all\n")
        try agents(directory)
        #expect(directory.exists("GEMINI.md") && directory.exists(".cursor/rules/login.mdc"))
        try directory.write(".intentflow/config.yaml", "verify: swift test\nagents: [claude, nope]\n")
        let result = GenerationPipeline().run(
            GenerationRequest(.agents(root: directory.url, tools: nil, exclude: []), workingDirectory: directory.url))
        let error = try #require(result.diagnostics.diagnostics.first { $0.severity == .error })
        #expect(error.ruleID == "config.invalid-value" && error.message.contains("unknown tool 'nope'"))
        #expect(error.location.line == 2 && error.location.file.hasSuffix(".intentflow/config.yaml"))
    }

    /// Claude Code loads nested CLAUDE.md files, not nested AGENTS.md: each feature folder gets a one-line import.
    @Test func eachFeatureFolderGetsAClaudeFileImportingItsContract() throws {
        let directory = try makePackage()
        try agents(directory)
        let nested = try #require(directory.read("Sources/Login/CLAUDE.md"))
        #expect(nested.split(separator: "\n").filter { !$0.hasPrefix("<!--") } == ["@AGENTS.md"])
        #expect(directory.exists("Sources/Login/AGENTS.md"))
        let rule = try #require(directory.read(".claude/rules/intentflow-login.md"))
        #expect(rule.contains("  - \"Sources/Login/**\"\n"))
        let cursor = try agents(try makePackage(), tools: [.cursor], check: true)
        #expect(cursor.plan?.files.contains { $0.path.hasSuffix("CLAUDE.md") } == false)
    }
}
