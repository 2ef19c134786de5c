import Foundation
import IntentFlowManifest
import IntentFlowProject
import Testing
@testable import IntentFlowGenerate

/// A repository with one manifest.
private func makeRepository() throws -> TemporaryDirectory {
    let directory = try TemporaryDirectory()
    try directory.write(
        ".intentflow/login.intentflow.yaml",
        """
        schemaVersion: "0.2"
        feature: Login
        mode: ai
        states: [idle, validating]
        intents: [submit, cancel]
        effects: [validate]
        invariants: ["Nothing is sent twice."]
        acceptanceTraces:
          - idle + submit -> validating + validate effect
          - validating + cancel -> idle + cancel validate effect

        """)
    // The feature's code, so its rules are scoped to where it is.
    try directory.write("Login/LoginFlow.swift", "struct LoginFlow {}\n")
    return directory
}

private func run(_ directory: TemporaryDirectory, tools: [AgentTool] = AgentTool.allCases, force: Bool = false)
    throws -> AgentsRoad.Run
{
    try AgentsRoad(root: directory.url, tools: tools, write: WriteOptions(force: force)).run()
}

private func write(_ directory: TemporaryDirectory, tools: [AgentTool] = AgentTool.allCases) throws {
    let run = try run(directory, tools: tools)
    #expect(!run.plan.hasConflicts && !run.diagnostics.hasErrors, "\(run.diagnostics)")
    try FilePlanWriter().write(run.plan)
}

/// The JSON object at `path`, read with Foundation's parser.
private func jsonObject(_ directory: TemporaryDirectory, _ path: String) throws -> [String: Any] {
    let text = try #require(directory.read(path), "\(path) was not written")
    return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(path)")
}

@Suite struct AgentsRegistrationTests {
    @Test func everyGeneratedJSONTOMLAndFrontMatterParsesWithAStandardParser() async throws {
        let directory = try makeRepository()
        try write(directory)
        let files = directory.allFiles().filter { !$0.hasPrefix(".intentflow/") && !$0.hasPrefix("Login/") }
        let json = files.filter { $0.hasSuffix(".json") }
        let toml = files.filter { $0.hasSuffix(".toml") }
        let markdown = files.filter { $0.hasSuffix(".md") || $0.hasSuffix(".mdc") }
        #expect(json.sorted() == [
            ".agents/mcp_config.json", ".claude/settings.json", ".cursor/mcp.json", ".gemini/settings.json", ".mcp.json",
            ".vscode/mcp.json",
        ])
        #expect(toml.count == 5)
        for path in json { _ = try jsonObject(directory, path) }
        var frontMatters = 0
        for path in markdown {
            let text = try #require(directory.read(path))
            guard text.hasPrefix("---\n") else { continue }
            let end = try #require(text.range(of: "\n---\n"), "\(path): front matter is not closed")
            let yaml = String(text[text.index(text.startIndex, offsetBy: 4)..<end.lowerBound])
            let node = try YAMLParser.parse(yaml, path: path)
            guard case .mapping = node?.content else {
                Issue.record("\(path): front matter is not a mapping")
                continue
            }
            frontMatters += 1
        }
        #expect(frontMatters >= 8)
        let check = try await runAwaitingExit(
            ["python3", "-c", "import sys, tomllib\nfor p in sys.argv[1:]:\n    tomllib.load(open(p, 'rb'))\n    print('ok', p)"]
                + toml, in: directory.url)
        #expect(check.status == 0, "\(check.output)")
    }

    @Test func skillsHaveTheNameOfTheirDirectoryAndADescription() throws {
        let directory = try makeRepository()
        try write(directory)
        for root in [".claude/skills", ".agents/skills"] {
            for procedure in AgentProcedure.all {
                let text = try #require(directory.read("\(root)/\(procedure.fileName)/SKILL.md"))
                let end = try #require(text.range(of: "\n---\n"))
                let node = try #require(try YAMLParser.parse(String(text[..<end.lowerBound].dropFirst(4)), path: "SKILL.md"))
                guard case .mapping(let pairs) = node.content else {
                    Issue.record("not a mapping")
                    continue
                }
                let fields = Dictionary(pairs.compactMap { pair in pair.key.scalar.map { ($0, pair.value.scalar ?? "") } }) { a, _ in a }
                #expect(fields["name"] == procedure.fileName)
                #expect(fields["description"] == procedure.description)
            }
        }
    }

    @Test func theRegistrationsNameTheServerForEachTool() throws {
        let directory = try makeRepository()
        try write(directory)
        let rooted = ["mcp", "--root", "${workspaceFolder}"]
        for (path, key, arguments) in [
            (".mcp.json", "mcpServers", ["mcp"]), (".cursor/mcp.json", "mcpServers", rooted),
            (".gemini/settings.json", "mcpServers", ["mcp"]), (".vscode/mcp.json", "servers", rooted),
            (".agents/mcp_config.json", "mcpServers", ["mcp"]),
        ] {
            let servers = try jsonObject(directory, path)[key] as? [String: Any]
            let entry = servers?["intentflow"] as? [String: Any]
            #expect(entry?["command"] as? String == "intentflow", "\(path)")
            #expect(entry?["args"] as? [String] == arguments, "\(path)")
        }
        let vscode = try jsonObject(directory, ".vscode/mcp.json")["servers"] as? [String: Any]
        #expect((vscode?["intentflow"] as? [String: Any])?["type"] as? String == "stdio")
        let context = try jsonObject(directory, ".gemini/settings.json")["context"] as? [String: Any]
        #expect(context?["fileName"] as? [String] == ["AGENTS.md", "GEMINI.md"])
        #expect(directory.read(".codex/config.toml")?.contains("[mcp_servers.intentflow]\ncommand = \"intentflow\"") == true)
        let hooks = try jsonObject(directory, ".claude/settings.json")["hooks"] as? [String: Any]
        #expect(hooks?.keys.sorted() == ["PostToolUse", "PreToolUse"])
    }

    @Test func theUsersKeysAndServersSurviveEveryRun() throws {
        let directory = try makeRepository()
        try directory.write(
            ".mcp.json", #"{"mcpServers": {"github": {"command": "gh", "args": ["mcp"]}}, "extra": [1, 2]}"# + "\n")
        try directory.write(
            ".claude/settings.json",
            #"{"permissions": {"allow": ["Bash(make:*)"]}, "hooks": {"PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "./guard.sh"}]}]}}"#)
        try directory.write(".codex/config.toml", "model = \"o4\"\n\n[mcp_servers.github]\ncommand = \"gh\"\n")
        try write(directory)
        let afterFirst = directory.allFiles().map { ($0, directory.read($0)) }
        let mcp = try jsonObject(directory, ".mcp.json")
        #expect(((mcp["mcpServers"] as? [String: Any])?.keys.sorted()) == ["github", "intentflow"])
        #expect(mcp["extra"] as? [Int] == [1, 2])
        let settings = try jsonObject(directory, ".claude/settings.json")
        #expect((settings["permissions"] as? [String: Any])?["allow"] as? [String] == ["Bash(make:*)"])
        let preToolUse = (settings["hooks"] as? [String: Any])?["PreToolUse"] as? [[String: Any]]
        #expect(preToolUse?.map { $0["matcher"] as? String } == ["Bash", "Edit|MultiEdit|Write"])
        let codex = try #require(directory.read(".codex/config.toml"))
        #expect(codex.hasPrefix("model = \"o4\"\n\n[mcp_servers.github]\ncommand = \"gh\"\n\n[mcp_servers.intentflow]\n"))

        // A rerun changes nothing: every file is unchanged, byte for byte.
        let rerun = try run(directory)
        #expect(!rerun.plan.hasChanges, "\(rerun.plan.summary)")
        try FilePlanWriter().write(rerun.plan)
        #expect(directory.allFiles().map { ($0, directory.read($0)) }.elementsEqual(afterFirst) { $0 == $1 })
    }

    @Test func aStaleEntryIsReportedAndRefreshedAlone() throws {
        let directory = try makeRepository()
        try write(directory)
        try directory.write(
            ".cursor/mcp.json",
            #"{"mcpServers": {"intentflow": {"command": "/old/intentflow", "args": ["mcp"]}, "mine": {"command": "m"}}}"#)
        let stale = try run(directory)
        let file = try #require(stale.plan.files.first { $0.path == ".cursor/mcp.json" })
        #expect(file.status == .updated)
        #expect(stale.plan.hasChanges)
        #expect(file.diff.description.contains("/old/intentflow"))
        try FilePlanWriter().write(stale.plan)
        let servers = try jsonObject(directory, ".cursor/mcp.json")["mcpServers"] as? [String: Any]
        #expect((servers?["intentflow"] as? [String: Any])?["command"] as? String == "intentflow")
        #expect((servers?["mine"] as? [String: Any])?["command"] as? String == "m")
    }

    @Test func aFileWithCommentsIsALocatedErrorAndIsNeverTouched() throws {
        let directory = try makeRepository()
        let jsonc = "{\n  // my servers\n  \"servers\": {}\n}\n"
        try directory.write(".vscode/mcp.json", jsonc)
        for force in [false, true] {
            let run = try run(directory, force: force)
            let file = try #require(run.plan.files.first { $0.path == ".vscode/mcp.json" })
            #expect(file.status == .conflict)
            let error = try #require(run.diagnostics.first { $0.ruleID == "agents.unreadable-config" })
            #expect(error.severity == .error)
            #expect(error.location == SourceLocation(file: ".vscode/mcp.json", line: 2, column: 3))
            #expect(error.message.contains("comment"))
        }
        #expect(directory.read(".vscode/mcp.json") == jsonc)
    }

    /// Issue 45: a merged file holding a shape intentflow does not expect is refused at the key, whatever the
    /// shape, and left byte for byte; it is never "updated" with the person's value gone.
    @Test(arguments: [
        (".claude/settings.json", "\"just a string\"\n", 1, 1, "the file's top level is a string"),
        (".claude/settings.json", "[1, 2]\n", 1, 1, "the file's top level is an array"),
        (".claude/settings.json", "{\"hooks\": \"mine\"}\n", 1, 2, "'hooks' is a string"),
        (".claude/settings.json", "{\"hooks\": {\n  \"PreToolUse\": {\"x\": 1}}}\n", 2, 3,
            "'hooks.PreToolUse' is an object where intentflow expects an array"),
        (".mcp.json", "{\"mcpServers\": [\"gh\"]}\n", 1, 2, "'mcpServers' is an array where intentflow expects an object"),
    ])
    func aValueOfAnotherShapeIsRefusedAtItsKeyAndTheFileIsUntouched(
        path: String, text: String, line: Int, column: Int, message: String
    ) throws {
        let directory = try makeRepository()
        try directory.write(path, text)
        let run = try run(directory, force: true)
        let file = try #require(run.plan.files.first { $0.path == path })
        #expect(file.status == .conflict)
        let error = try #require(run.diagnostics.first { $0.ruleID == "agents.unreadable-config" })
        #expect(error.location == SourceLocation(file: path, line: line, column: column))
        #expect(error.message.contains(message), "\(error.message)")
        _ = try? FilePlanWriter().write(run.plan)
        #expect(directory.read(path) == text)
    }

    @Test func theNewToolsReadAgentsFileAndJunieIsPointedAtIt() throws {
        for tool in [AgentTool.windsurf, .cline, .kiro] {
            let directory = try makeRepository()
            try write(directory, tools: [tool])
            #expect(directory.allFiles().filter { !$0.hasPrefix(".intentflow/") && !$0.hasPrefix("Login/") } == ["AGENTS.md"], "\(tool)")
        }
        // OpenCode also reads the shared skills.
        let opencode = try makeRepository()
        try write(opencode, tools: [.opencode])
        #expect(
            opencode.allFiles().filter { !$0.hasPrefix(".intentflow/") && !$0.hasPrefix("Login/") }
                == AgentProcedure.all.map { ".agents/skills/\($0.fileName)/SKILL.md" }.sorted() + ["AGENTS.md"])
        // Zed reads the shared skills too, and `.rules`, the first of its instruction files (AgentsGeneratorTests).
        let zed = try makeRepository()
        try write(zed, tools: [.zed])
        #expect(
            zed.allFiles().filter { !$0.hasPrefix(".intentflow/") && !$0.hasPrefix("Login/") }
                == AgentProcedure.all.map { ".agents/skills/\($0.fileName)/SKILL.md" }.sorted() + [".rules", "AGENTS.md"])
        let directory = try makeRepository()
        try write(directory, tools: [.junie])
        #expect(directory.allFiles().filter { !$0.hasPrefix(".intentflow/") && !$0.hasPrefix("Login/") } == [".junie/guidelines.md", "AGENTS.md"])
        #expect(directory.read(".junie/guidelines.md")?.contains("Read `AGENTS.md`") == true)
    }

    /// Antigravity CLI: AGENTS.md, and in `.agents/` a glob rule per feature, the skills, a workflow per procedure
    /// and the MCP registration — and no Gemini CLI file unless Gemini is asked for.
    @Test func antigravityReadsAgentsAndItsOwnFolderAndGeminiOnlyWhenAsked() throws {
        let directory = try makeRepository()
        try write(directory, tools: [.antigravity])
        let files = directory.allFiles().filter { !$0.hasPrefix(".intentflow/") && !$0.hasPrefix("Login/") }
        let procedures = AgentProcedure.all.flatMap {
            [".agents/skills/\($0.fileName)/SKILL.md", ".agents/workflows/\($0.fileName).md"]
        }
        #expect(files == ([".agents/mcp_config.json", ".agents/rules/intentflow-login.md", "AGENTS.md"] + procedures).sorted())
        let rule = try #require(directory.read(".agents/rules/intentflow-login.md"))
        #expect(rule.hasPrefix("---\ntrigger: glob\n"))
        #expect(rule.contains("# Login: IntentFlow contract"))
        let workflow = try #require(directory.read(".agents/workflows/intentflow-add-trace.md"))
        #expect(workflow.hasPrefix("---\ndescription: "))
        #expect(!files.contains { $0.contains("gemini") || $0 == "GEMINI.md" })
        #expect(!AgentTool.defaults.contains(.gemini) && AgentTool.defaults.contains(.antigravity))
        #expect(try AgentTool.parseList([]).get() == AgentTool.defaults)
        #expect(try AgentTool.parseList(["gemini"]).get() == [.gemini])
    }
}
