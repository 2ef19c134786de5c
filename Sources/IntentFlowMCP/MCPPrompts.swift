import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowText

/// The prompts the server offers: the procedures of a contract change, each ending in validate, generate, check.
enum MCPPrompts {
    /// Every prompt, in the order `prompts/list` shows them.
    static let all: [MCPPrompt] = [addCase, addTrace, newFeature, fixCheckFinding]

    /// The `prompts/list` result.
    static var list: JSONValue { ["prompts": .array(all.map(\.listing))] }

    /// The `prompts/get` result.
    static func get(_ params: JSONObject, in workspace: MCPWorkspace) throws(JSONRPCError) -> JSONValue {
        let name = try MCPServer.string("name", in: params)
        guard let prompt = all.first(where: { $0.name == name }) else {
            throw .invalidParams("unknown prompt '\(name)'; the prompts are \(all.map(\.name).joined(separator: ", "))")
        }
        return try prompt.get(params["arguments"], in: workspace)
    }

    /// The steps every contract change ends with, worded once for the prompts and the generated skills.
    static let finish = AgentProcedure.finish

    static let traceGrammar = AgentProcedure.traceGrammar

    static let addCase = MCPPrompt(
        name: AgentProcedure.addCase.name, title: AgentProcedure.addCase.title,
        description: AgentProcedure.addCase.description,
        arguments: [
            .init(name: "manifest", description: "The manifest, relative to the project root.", isRequired: true),
            .init(name: "kind", description: "states, intents, events, effects, routes or outputs.", isRequired: true),
            .init(
                name: "case", description: "The case as written in YAML, e.g. lockedOut(until: Date).", isRequired: true
            ),
            .init(name: "why", description: "What the case is for.", isRequired: false),
        ],
        messages: { arguments, workspace throws(JSONRPCError) in
            [
                MCPPrompt.text(
                    """
                    Add the case `\(arguments["case"] ?? "")` to the `\(arguments["kind"] ?? "")` list of the manifest \
                    \(arguments["manifest"] ?? "")\(arguments["why"].map { " (\($0))" } ?? ""). \
                    \(AgentProcedure.addCase.steps) \(traceGrammar)
                    \(finish)
                    """),
                try MCPPrompt.manifest(arguments["manifest"] ?? "", in: workspace),
            ]
        })

    static let addTrace = MCPPrompt(
        name: AgentProcedure.addTrace.name, title: AgentProcedure.addTrace.title,
        description: AgentProcedure.addTrace.description,
        arguments: [
            .init(name: "manifest", description: "The manifest, relative to the project root.", isRequired: true),
            .init(name: "behaviour", description: "The transition in words or as a trace.", isRequired: true),
        ],
        messages: { arguments, workspace throws(JSONRPCError) in
            [
                MCPPrompt.text(
                    """
                    Add an acceptance trace to \(arguments["manifest"] ?? "") for: \(arguments["behaviour"] ?? ""). \
                    \(traceGrammar) \(AgentProcedure.addTrace.steps)
                    \(finish)
                    """),
                try MCPPrompt.manifest(arguments["manifest"] ?? "", in: workspace),
            ]
        })

    static let newFeature = MCPPrompt(
        name: AgentProcedure.newFeature.name, title: AgentProcedure.newFeature.title,
        description: AgentProcedure.newFeature.description,
        arguments: [
            .init(name: "name", description: "The feature's Swift type name, e.g. Checkout.", isRequired: true),
            .init(name: "summary", description: "What the feature does.", isRequired: false),
        ],
        messages: { arguments, _ throws(JSONRPCError) in
            let name = arguments["name"] ?? ""
            return [
                MCPPrompt.text(
                    """
                    Create the feature \(name)\(arguments["summary"].map { ": \($0)" } ?? ""). \
                    \(AgentProcedure.newFeature.steps.replacingEvery("<Name>", with: name)) \(traceGrammar)
                    \(finish)
                    """)
            ]
        })

    static let fixCheckFinding = MCPPrompt(
        name: AgentProcedure.fixCheckFinding.name, title: AgentProcedure.fixCheckFinding.title,
        description: AgentProcedure.fixCheckFinding.description,
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
                    \(AgentProcedure.fixCheckFinding.steps)
                    """)
            ]
        })
}
