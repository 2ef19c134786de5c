/// Why a tool call failed: reported to the client as a result with `isError: true`, so the model reads it and can
/// correct the call, rather than as a protocol error.
package struct MCPToolError: Error, Hashable, Sendable {
    /// What went wrong, in sentences; diagnostics one per line.
    package var message: String

    /// Creates an error.
    package init(_ message: String) { self.message = message }
}
