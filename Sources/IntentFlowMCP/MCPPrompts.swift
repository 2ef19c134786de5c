/// The prompts the server offers: the procedures of a contract change, each ending in validate, generate, check.
enum MCPPrompts {
    /// Every prompt, in the order `prompts/list` shows them.
    static let all: [MCPPrompt] = [addCase, addTrace, newFeature, fixCheckFinding]

    /// The `prompts/list` result.
    static var list: JSONValue { ["prompts": .array(all.map(\.listing))] }

    /// The `prompts/get` result.
    static func get(_ params: [String: JSONValue], in workspace: MCPWorkspace) throws(JSONRPCError) -> JSONValue {
        let name = try MCPServer.string("name", in: params)
        guard let prompt = all.first(where: { $0.name == name }) else {
            throw .invalidParams("unknown prompt '\(name)'; the prompts are \(all.map(\.name).joined(separator: ", "))")
        }
        return try prompt.get(params["arguments"], in: workspace)
    }

    /// The steps every contract change ends with.
    static let finish = """
        Then: call the `validate` tool on the manifest and fix every error at its line and column; call `generate` \
        with the manifest (read the plan and diff), then again with `apply: true`; implement the behaviour in the \
        user-owned files (the reducer in <Feature>Flow.swift, effects in <Feature>Effects.swift), never in \
        generator-owned ones (their header says so; `explain` tells you); finally call `check` and fix what it reports.
        """

    static let traceGrammar = """
        A trace is one transition: `<state> + <signal> -> <state> [+ <name> effect | + cancel <name> effect | \
        + <name> output | + <name> route]...`; a signal is an intent or an event (`event:<name>` when both exist); \
        `(free text)` after a name documents an example. Every name must be declared in the manifest. Each trace \
        becomes one generated test; a test marks the trace it covers with `// trace: <trace>`.
        """

    static let addCase = MCPPrompt(
        name: "add_case", title: "Add a case to a manifest",
        description: "Add a state, intent, event, effect, route or output to a feature's manifest and carry it through.",
        arguments: [
            .init(name: "manifest", description: "The manifest, relative to the project root.", isRequired: true),
            .init(name: "kind", description: "states, intents, events, effects, routes or outputs.", isRequired: true),
            .init(name: "case", description: "The case as written in YAML, e.g. lockedOut(until: Date).", isRequired: true),
            .init(name: "why", description: "What the case is for.", isRequired: false),
        ],
        messages: { arguments, workspace throws(JSONRPCError) in
            [
                MCPPrompt.text(
                    """
                    Add the case `\(arguments["case"] ?? "")` to the `\(arguments["kind"] ?? "")` list of the manifest \
                    \(arguments["manifest"] ?? "")\(arguments["why"].map { " (\($0))" } ?? ""). A case is `name` or \
                    `name(label: Type, ...)`; names are lowerCamelCase and unique within the feature. Add or update the \
                    acceptance traces that use it — an unused case is a warning. \(traceGrammar)
                    \(finish)
                    """),
                try MCPPrompt.manifest(arguments["manifest"] ?? "", in: workspace),
            ]
        })

    static let addTrace = MCPPrompt(
        name: "add_trace", title: "Add an acceptance trace",
        description: "Add an acceptance trace (one transition) to a feature's manifest, with its test and behaviour.",
        arguments: [
            .init(name: "manifest", description: "The manifest, relative to the project root.", isRequired: true),
            .init(name: "behaviour", description: "The transition in words or as a trace.", isRequired: true),
        ],
        messages: { arguments, workspace throws(JSONRPCError) in
            [
                MCPPrompt.text(
                    """
                    Add an acceptance trace to \(arguments["manifest"] ?? "") for: \(arguments["behaviour"] ?? ""). \
                    \(traceGrammar) Declare any state, signal, effect, route or output the trace needs that the \
                    manifest lacks. Use the `graph` tool to see the transitions that exist.
                    \(finish)
                    """),
                try MCPPrompt.manifest(arguments["manifest"] ?? "", in: workspace),
            ]
        })

    static let newFeature = MCPPrompt(
        name: "new_feature", title: "Start a new feature",
        description: "Write the manifest of a new feature and generate its code.",
        arguments: [
            .init(name: "name", description: "The feature's Swift type name, e.g. Checkout.", isRequired: true),
            .init(name: "summary", description: "What the feature does.", isRequired: false),
        ],
        messages: { arguments, _ throws(JSONRPCError) in
            let name = arguments["name"] ?? ""
            return [
                MCPPrompt.text(
                    """
                    Create the feature \(name)\(arguments["summary"].map { ": \($0)" } ?? ""). Run \
                    `intentflow feature \(name) --mode ai` to write a starter manifest (or write \
                    \(name)/\(name).intentflow.yaml yourself with schemaVersion "0.2", feature, mode: ai, summary, \
                    states (the first is the initial one), intents, events, effects, routes, outputs, invariants and \
                    acceptanceTraces). Read the resource intentflow://schema/0.2 for every key. Write one invariant per \
                    rule that must always hold and one trace per transition. \(traceGrammar)
                    \(finish)
                    """)
            ]
        })

    static let fixCheckFinding = MCPPrompt(
        name: "fix_check_finding", title: "Fix a check finding",
        description: "Fix one finding of `check` (drift between code and manifest, or an architecture rule).",
        arguments: [
            .init(
                name: "finding", description: "The finding: path:line:column: severity: message [rule].",
                isRequired: true)
        ],
        messages: { arguments, _ throws(JSONRPCError) in
            [
                MCPPrompt.text(
                    """
                    Fix this finding of `intentflow check`: \(arguments["finding"] ?? "")
                    Call `explain` on its file first. Drift (`drift.*` rules) means the code and the manifest disagree: \
                    the manifest is the contract, so change the manifest when the code is right and regenerate, or \
                    change the user-owned code when the manifest is right; never edit a generator-owned file. An \
                    uncovered trace needs a test marked `// trace: <trace>`. An architecture rule (its id names the layer, e.g. `flow.no-io`) is fixed in \
                    the code it names; Docs/Rules.md explains each. Silence a finding only when it is wrong, with \
                    `// intentflow:disable-line <rule-id>` and a reason.
                    Then call `check` again and confirm the finding is gone.
                    """)
            ]
        })
}
