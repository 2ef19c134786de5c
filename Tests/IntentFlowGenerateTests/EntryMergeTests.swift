import IntentFlowTemplates
import IntentFlowText
import Testing
@testable import IntentFlowGenerate

@Suite struct JSONEntryMergeTests {
    private func merged(_ ours: String, into theirs: String) throws -> JSONValue {
        try JSONEntryMerge().merge(try JSONParser.parse(ours), into: try JSONParser.parse(theirs))
    }

    @Test func keepsTheUsersKeysInTheirOrderAndAppendsOurs() throws {
        let result = try merged(
            #"{"mcpServers": {"intentflow": {"command": "intentflow", "args": ["mcp"]}}}"#,
            into: #"{"theme": "dark", "mcpServers": {"github": {"command": "gh"}}, "z": 1}"#)
        // Compared as written: objects are equal in any order, and the order is what this test is about.
        #expect(
            result.rendered == (try JSONParser.parse(
                #"{"theme": "dark", "mcpServers": {"github": {"command": "gh"}, "intentflow": {"command": "intentflow", "args": ["mcp"]}}, "z": 1}"#)).rendered)
    }

    @Test func replacesAStaleEntryOfOursButKeepsKeysTheUserAddedToIt() throws {
        let result = try merged(
            #"{"mcpServers": {"intentflow": {"command": "intentflow", "args": ["mcp"]}}}"#,
            into: #"{"mcpServers": {"intentflow": {"command": "old", "args": ["serve"], "env": {"A": "1"}}}}"#)
        #expect(
            result == (try JSONParser.parse(
                #"{"mcpServers": {"intentflow": {"command": "intentflow", "args": ["mcp"], "env": {"A": "1"}}}}"#)))
    }

    @Test func aScalarListIsASetThatKeepsTheUsersElements() throws {
        let result = try merged(
            #"{"context": {"fileName": ["AGENTS.md", "GEMINI.md"]}}"#,
            into: #"{"context": {"fileName": ["CONTEXT.md", "GEMINI.md"]}}"#)
        #expect(result == (try JSONParser.parse(#"{"context": {"fileName": ["CONTEXT.md", "GEMINI.md", "AGENTS.md"]}}"#)))
    }

    @Test func hookListsKeepTheUsersHooksAndReplaceOurs() throws {
        let ours = #"{"hooks": {"PreToolUse": [{"matcher": "Edit|Write", "hooks": [{"type": "command", "command": "intentflow hook pre-edit"}]}]}}"#
        let theirs = #"""
            {"hooks": {"PreToolUse": [
              {"matcher": "Bash", "hooks": [{"type": "command", "command": "./lint.sh"}]},
              {"matcher": "Edit", "hooks": [{"type": "command", "command": "intentflow hook pre-edit --old"}]},
              {"matcher": "Write", "hooks": [{"type": "command", "command": "intentflowish"}]}
            ]}}
            """#
        let result = try merged(ours, into: theirs)
        let expected = #"""
            {"hooks": {"PreToolUse": [
              {"matcher": "Bash", "hooks": [{"type": "command", "command": "./lint.sh"}]},
              {"matcher": "Edit|Write", "hooks": [{"type": "command", "command": "intentflow hook pre-edit"}]},
              {"matcher": "Write", "hooks": [{"type": "command", "command": "intentflowish"}]}
            ]}}
            """#
        #expect(result == (try JSONParser.parse(expected)))
    }

    /// Issue 32, cause 13: an entry a person wrote that happens to run `intentflow` is theirs.
    @Test func aPersonsHookThatRunsIntentflowIsKept() throws {
        let ours = #"{"hooks": {"PreToolUse": [{"matcher": "Edit|Write", "hooks": [{"type": "command", "command": "intentflow hook pre-edit"}]}]}}"#
        let theirs = #"""
            {"hooks": {"PreToolUse": [
              {"matcher": "Bash", "hooks": [{"type": "command", "command": "intentflow validate ."}]}
            ]}}
            """#
        let result = try merged(ours, into: theirs)
        let expected = #"""
            {"hooks": {"PreToolUse": [
              {"matcher": "Bash", "hooks": [{"type": "command", "command": "intentflow validate ."}]},
              {"matcher": "Edit|Write", "hooks": [{"type": "command", "command": "intentflow hook pre-edit"}]}
            ]}}
            """#
        #expect(result == (try JSONParser.parse(expected)))
    }

    /// Issue 45: the other shapes of the JSON merge: the user's value is never replaced by one of another kind.
    @Test func aJSONValueOfAnotherKindIsRefusedNamingItsKey() throws {
        let ours = try JSONParser.parse(#"{"hooks": {"PreToolUse": [{"hooks": []}]}, "theme": "x"}"#)
        for (theirs, keys) in [
            (#""text""#, [String]()), (#"[1]"#, []), (#"{"hooks": "mine"}"#, ["hooks"]),
            (#"{"hooks": {"PreToolUse": {"a": 1}}}"#, ["hooks", "PreToolUse"]), (#"{"hooks": [1]}"#, ["hooks"]),
        ] {
            let error = #expect(throws: JSONEntryMerge.ShapeMismatch.self) {
                try JSONEntryMerge().merge(ours, into: try JSONParser.parse(theirs))
            }
            #expect(error?.keys == keys, "\(theirs)")
        }
        // Scalars of another kind, and a null, are still replaced: nothing structured is lost.
        let merged = try JSONEntryMerge().merge(ours, into: try JSONParser.parse(#"{"theme": 3, "hooks": null}"#))
        #expect(merged["theme"] == "x")
    }

    @Test func mergingTwiceChangesNothing() throws {
        let ours = try JSONParser.parse(
            #"{"a": {"b": [1, 2]}, "hooks": {"Post": [{"hooks": [{"command": "intentflow hook post-edit"}]}]}}"#)
        let theirs = try JSONParser.parse(
            #"{"x": [3], "a": {"b": [2, 5], "c": null}, "hooks": {"Post": [{"hooks": [{"command": "mine"}]}]}}"#)
        let once = try JSONEntryMerge().merge(ours, into: theirs)
        #expect(try JSONEntryMerge().merge(ours, into: once) == once)
    }
}

@Suite struct TOMLTableMergeTests {
    private let ours = """
        [mcp_servers.intentflow]
        command = "intentflow"
        args = ["mcp"]

        """

    /// Issue 45: a key above intentflow's table holding a value or an array of tables is refused at its line.
    @Test(arguments: [("mcp_servers = \"gh\"\n", 1, "'mcp_servers' is a value"),
        ("model = \"o4\"\n[[mcp_servers]]\nname = \"gh\"\n", 2, "'mcp_servers' is an array of tables"),
        ("[mcp_servers]\nintentflow = \"off\"\n", 2, "'mcp_servers.intentflow' defines a table")])
    func aValueWhereOurTableGoesIsRefused(theirs: String, line: Int, message: String) throws {
        let error = #expect(throws: StructuredFileError.self) { try TOMLTableMerge.merge(ours, into: theirs) }
        #expect(error?.line == line)
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "")")
    }

    @Test func aMissingFileGetsOurTables() throws {
        #expect(try TOMLTableMerge.merge(ours, into: nil) == ours)
    }

    @Test func appendsOurTableAfterTheUsersText() throws {
        let theirs = """
            model = "o4"

            [mcp_servers.github]
            command = "gh"
            """
        #expect(try TOMLTableMerge.merge(ours, into: theirs) == theirs + "\n\n" + ours)
    }

    @Test func replacesOurTableAndItsSubTablesInPlace() throws {
        let theirs = """
            model = "o4"

            [mcp_servers.intentflow]
            command = "old"

            [mcp_servers.intentflow.env]
            A = "1"

            # the user's next table
            [mcp_servers.github]
            command = "gh"

            """
        let expected = """
            model = "o4"

            [mcp_servers.intentflow]
            command = "intentflow"
            args = ["mcp"]

            # the user's next table
            [mcp_servers.github]
            command = "gh"

            """
        let once = try TOMLTableMerge.merge(ours, into: theirs)
        #expect(once == expected)
        #expect(try TOMLTableMerge.merge(ours, into: once) == once)
    }

    @Test func headersInsideMultilineStringsAreText() throws {
        let theirs = """
            notes = '''
            [mcp_servers.intentflow]
            '''

            """
        #expect(try TOMLTableMerge.merge(ours, into: theirs) == theirs + "\n" + ours)
    }

    @Test(arguments: [
        ("mcp_servers.intentflow.command = \"x\"\n", 1),
        ("[mcp_servers]\nintentflow = { command = \"x\" }\n", 2),
    ])
    func anOwnedTableWrittenAsKeysIsALocatedError(text: String, line: Int) {
        #expect {
            try TOMLTableMerge.merge(ours, into: text)
        } throws: { error in
            (error as? StructuredFileError)?.line == line
        }
    }
}
