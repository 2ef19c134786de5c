import IntentFlowManifest

/// What an acceptance trace asks a reducer to do, beyond matching its state and signal: the state (or phase) after,
/// the fields of a struct state it changes, and the effects, outputs and routes it asks for. ``ReducerCase`` holds a
/// case's body to it.
///
/// A field counts as changed when the state after names it with something other than what the state before bound
/// it to (`state(query: q) + … -> state(query: q)` changes nothing).
package struct TraceChanges: Hashable, Sendable {
    /// A field the trace changes, with the value written when it is a literal (`""`, `nil`, `.empty`).
    package struct Field: Hashable, Sendable {
        /// The field's name.
        package var name: String
        /// The literal written after `->`, as Swift source; `nil` for a name or an expression.
        package var literal: String?
        /// The value the field starts with, as the manifest writes it: what an initializer that leaves the field
        /// out gives it.
        package var defaultValue: String
    }

    /// The trace.
    package var trace: AcceptanceTrace
    /// The fields it changes, in the order the state after names them.
    package var fields: [Field]
    /// The state case a struct state built without `phase:` is in: the first phase (or the initial one), or
    /// `state` for a struct without phases; `nil` for an enum state.
    package var defaultPhase: String?

    /// What `trace` asks for, its fields read against `manifest`'s (none without one: an enum state).
    package init(_ trace: AcceptanceTrace, manifest: Manifest? = nil) {
        self.trace = trace
        let declared = Dictionary(
            (manifest?.fields ?? []).map { ($0.name, $0.defaultValue) }, uniquingKeysWith: { first, _ in first })
        var before: [String: TraceValueArgument] = [:]
        for argument in trace.from.arguments {
            if let label = argument.label { before[label] = argument }
        }
        fields = trace.to.arguments.compactMap { argument in
            guard let label = argument.label, let defaultValue = declared[label], argument.givesParameter,
                !Self.keeps(argument, before[label])
            else { return nil }
            return Field(name: label, literal: argument.value?.source, defaultValue: defaultValue)
        }
        if let manifest, !manifest.fields.isEmpty {
            defaultPhase = manifest.hasImplicitState ? StateField.implicitStateName : manifest.initialStateName
        }
    }

    /// Whether `after` gives the field what `before` bound it to: the same name, or the same literal.
    private static func keeps(_ after: TraceValueArgument, _ before: TraceValueArgument?) -> Bool {
        guard let before else { return false }
        if let name = after.name, after.expression == nil { return name == before.name }
        if let value = after.value, let old = before.value { return value.source == old.source }
        return false
    }
}
