import IntentFlowManifest

/// What one message asks of the server, once read on the reading thread (``MCPServer/inbound(_:)``).
enum MCPInbound: Sendable {
    /// Answered already (a protocol error, `ping`, a list, `initialize`), or `nil`: nothing to send.
    case answered(JSONValue?)
    /// A request that reads the project, or may write it: run off the reading thread (``MCPRequestWork``).
    case work(MCPRequestWork)
    /// `notifications/cancelled` for the request with this id: stop it, and send no response for it.
    case cancel(JSONValue)

    /// The response, computed here and now: how ``MCPServer/handle(_:)`` answers one message after another. A tool
    /// call runs within `bound`; a cancellation has nothing to cancel, since nothing else runs.
    func respondHere(bound: MCPTimeBound) -> JSONValue? {
        switch self {
        case .answered(let response): response
        case .work(let work): work.respondHere(bound: bound)
        case .cancel: nil
        }
    }
}

/// A request answered off the reading thread, so that it delays no other: a tool call, `resources/list`,
/// `resources/read`, `prompts/get`. ``MCPRequestScheduler`` runs it as a task, which its cancellation reaches.
struct MCPRequestWork: Sendable {
    /// The request's id: what a `notifications/cancelled` names; `nil` for a batch, which none can name.
    var id: JSONValue?
    /// Whether it may write the project (a tool not read-only, `generate`): such requests run one at a time.
    var writes: Bool
    /// The response sent when the time bound passes first; `nil` when the request has no bound (only tool calls do,
    /// as they always had).
    var timeoutResponse: JSONValue?
    /// Computes the response: the whole JSON-RPC object, or `nil` when there is none (a batch of notifications).
    var respond: @Sendable () -> JSONValue?

    /// The response, computed on this thread (a tool call within `bound`, on a task of its own).
    func respondHere(bound: MCPTimeBound) -> JSONValue? {
        guard let timeoutResponse else { return respond() }
        return bound.run(respond) ?? timeoutResponse
    }
}
