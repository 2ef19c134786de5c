import IntentFlowManifest

/// What a successful tool call returns: structured data (matching the tool's `outputSchema`) and the text a model
/// reads.
package struct MCPToolResult: Sendable, Hashable {
    /// The `structuredContent`: always an object.
    package var structured: JSONValue
    /// The text content; `nil` means the structured data serialized (compact, to spare tokens), as the specification
    /// recommends for clients that read only text.
    package var text: String?

    /// Creates a result.
    package init(structured: JSONValue, text: String? = nil) {
        self.structured = structured
        self.text = text
    }

    /// The `CallToolResult` object.
    var json: JSONValue {
        [
            "content": [["type": "text", "text": .string(text ?? structured.encoded)]],
            "structuredContent": structured, "isError": false,
        ]
    }

    /// The `CallToolResult` of a failed call: its message as text, `isError: true`.
    static func failure(_ error: MCPToolError) -> JSONValue {
        ["content": [["type": "text", "text": .string(error.message)]], "isError": true]
    }
}
