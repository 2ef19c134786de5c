/// One example transition the reducer must implement, parsed from a line such as
/// `idle + submit(valid form) -> validating + validate effect`.
///
/// Every name is resolved against the manifest's declared cases when the manifest loads.
package struct AcceptanceTrace: Hashable, Sendable {
    /// The line as written.
    package var text: String
    /// Where the line is written.
    package var location: SourceLocation
    /// The state before.
    package var from: TraceName
    /// The intent or event that arrives.
    package var signal: TraceSignal
    /// The state after.
    package var to: TraceName
    /// Effects the transition requests, in order.
    package var effects: [TraceName]
    /// Effects the transition cancels, in order.
    package var cancellations: [TraceName]
    /// Outputs the transition emits, in order.
    package var outputs: [TraceName]
    /// Routes the transition asks for, in order.
    package var routes: [TraceName]
    /// The guard written after `where` (schema 0.2): the trace applies only where it holds.
    package var condition: TraceExpression?

    /// Whether the trace applies in every state (`_ + signal -> state`).
    package var isFromAnyState: Bool { from.name == TraceSyntax.anyState }

    /// Whether the trace keeps the state it starts in (`_ + signal -> _(field: value)`): its phase, and every field
    /// it does not name. Only a trace from any state may (the parser refuses `_` after a named state).
    package var keepsState: Bool { to.name == TraceSyntax.keptState }

    /// The state the trace ends in when it starts in `state`: `state` for a trace that keeps it, else its own.
    package func target(from state: String) -> String { keepsState ? state : to.name }

    /// Creates a trace.
    package init(
        text: String, location: SourceLocation, from: TraceName, signal: TraceSignal, to: TraceName,
        effects: [TraceName] = [], cancellations: [TraceName] = [], outputs: [TraceName] = [],
        routes: [TraceName] = []
    ) {
        self.text = text
        self.location = location
        self.from = from
        self.signal = signal
        self.to = to
        self.effects = effects
        self.cancellations = cancellations
        self.outputs = outputs
        self.routes = routes
    }
}

/// A case name inside a trace, with the column it is written at.
package struct TraceName: Hashable, Sendable {
    /// The case name.
    package var name: String
    /// Where the name is written.
    package var location: SourceLocation
    /// Free text in parentheses after the name, e.g. `bad password` in `failed(bad password)`.
    package var detail: String?
    /// What ``detail`` holds, read as arguments (schema 0.2): values such as `"bad email"` or `.noDevices`, and
    /// free text. Empty when nothing is written in parentheses, or in a schema 0.1 manifest.
    package var arguments: [TraceValueArgument] = []

    /// Creates a trace name.
    package init(_ name: String, at location: SourceLocation) {
        self.name = name
        self.location = location
    }

    /// Creates a trace name with the free text written after it in parentheses.
    package init(_ name: String, detail: String?, at location: SourceLocation) {
        self.name = name
        self.detail = detail
        self.location = location
    }
}

/// The intent or event that drives a trace.
package struct TraceSignal: Hashable, Sendable {
    /// Whether a signal is an intent or an event.
    package enum Kind: String, Hashable, Sendable, Codable {
        case intent, event
    }

    /// The case name.
    package var name: String
    /// Intent or event, as resolved against the manifest.
    package var kind: Kind
    /// Free text in parentheses after the name, e.g. `valid form` in `submit(valid form)`.
    package var detail: String?
    /// What ``detail`` holds, read as arguments (see ``TraceName/arguments``).
    package var arguments: [TraceValueArgument] = []
    /// Where the name is written.
    package var location: SourceLocation

    /// Creates a signal.
    package init(
        name: String, kind: Kind, detail: String? = nil, arguments: [TraceValueArgument] = [], location: SourceLocation
    ) {
        self.name = name
        self.kind = kind
        self.detail = detail
        self.arguments = arguments
        self.location = location
    }
}
