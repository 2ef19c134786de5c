import IntentFlowManifest

/// One prompt the server offers: a procedure an agent follows, filled in with the client's arguments.
struct MCPPrompt: Sendable {
    /// One argument of the prompt.
    struct Argument: Sendable {
        var name: String
        var description: String
        var isRequired: Bool
    }

    var name: String
    var title: String
    var description: String
    var arguments: [Argument]
    /// The messages, from arguments already checked to be present when required.
    var messages: @Sendable ([String: String], MCPWorkspace) throws(JSONRPCError) -> [JSONValue]

    /// The prompt as `prompts/list` shows it.
    var listing: JSONValue {
        [
            "name": .string(name), "title": .string(title), "description": .string(description),
            "arguments": .array(
                arguments.map {
                    [
                        "name": .string($0.name), "description": .string($0.description),
                        "required": .bool($0.isRequired),
                    ]
                }),
        ]
    }

    /// The `prompts/get` result for `given` arguments.
    func get(_ given: JSONValue?, in workspace: MCPWorkspace) throws(JSONRPCError) -> JSONValue {
        var values: [String: String] = [:]
        for (key, value) in given?.objectValue ?? [:] {
            guard arguments.contains(where: { $0.name == key }) else {
                throw .invalidParams("prompt '\(name)' has no argument '\(key)'")
            }
            guard case .string(let text) = value else { throw .invalidParams("argument '\(key)' must be a string") }
            values[key] = text
        }
        if let missing = arguments.first(where: { $0.isRequired && (values[$0.name] ?? "").isEmpty }) {
            throw .invalidParams("prompt '\(name)' needs the argument '\(missing.name)'")
        }
        return ["description": .string(description), "messages": .array(try messages(values, workspace))]
    }

    /// A user message of text.
    static func text(_ text: String) -> JSONValue {
        ["role": "user", "content": ["type": "text", "text": .string(text)]]
    }

    /// A user message embedding the manifest at `path`, read now; an invalid-params error when it is not one.
    static func manifest(_ path: String, in workspace: MCPWorkspace) throws(JSONRPCError) -> JSONValue {
        let uri = MCPResources.manifestPrefix + path
        let contents = try MCPResources.read(uri, in: workspace)
        guard let resource = contents["contents"]?.arrayValue?.first else { throw .resourceNotFound(uri) }
        return ["role": "user", "content": ["type": "resource", "resource": resource]]
    }
}
