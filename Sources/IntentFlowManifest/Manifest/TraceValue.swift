/// A Swift literal or enum case written as an argument in an acceptance trace (schema 0.2): `"bad email"`, `3`,
/// `0.5`, `true`, `nil`, `[]`, `[:]`, `.noDevices`, `.failed("x")`.
///
/// A value makes the generated reducer match or build exactly it, and the generated test send or expect exactly it.
package struct TraceValue: Hashable, Sendable {
    /// What kind of literal the value is, which decides the parameter types it fits.
    package indirect enum Kind: Hashable, Sendable {
        /// `"text"`.
        case string
        /// `3`, `-1`, `1_000`.
        case integer
        /// `0.5`, `1e3`.
        case float
        /// `true` or `false`.
        case boolean
        /// `nil`.
        case none
        /// `[a, b]`, `[]`.
        case array([TraceValue])
        /// `[:]`.
        case emptyDictionary
        /// `.name` or `.name(arguments)`: a case (or static member) of the parameter's type.
        case member(name: String, arguments: [Labeled]?)
    }

    /// An argument of a member value: `message: "x"` in `.failed(message: "x")`.
    package struct Labeled: Hashable, Sendable {
        /// The label, if written.
        package var label: String?
        /// The value.
        package var value: TraceValue

        /// Creates an argument.
        package init(label: String?, value: TraceValue) {
            self.label = label
            self.value = value
        }
    }

    /// The kind.
    package var kind: Kind
    /// The value as Swift source, as written (nested arguments with their values' source).
    package var source: String

    /// Creates a value.
    package init(_ kind: Kind, source: String) {
        self.kind = kind
        self.source = source
    }
}

/// One argument written in parentheses after a name in a trace: `progress: 0`, `"bad email"`, or free text such
/// as `valid form`.
package struct TraceValueArgument: Hashable, Sendable {
    /// The label written before `:`, if any.
    package var label: String?
    /// The value, or `nil` for free text (which, as in schema 0.1, only describes the argument).
    package var value: TraceValue?
    /// Where the argument is written.
    package var location: SourceLocation
    /// A lower-case name written instead of a value (schema 0.2): on the state before and the signal it binds the
    /// parameter's value to the name; after `->` it gives the parameter the value bound to that name.
    package var name: String?
    /// A Swift expression over bound names written after `->` (schema 0.2): `n + 1`, `max(p, q)`.
    package var expression: TraceExpression?

    /// Creates an argument.
    package init(
        label: String?, value: TraceValue?, location: SourceLocation, name: String? = nil,
        expression: TraceExpression? = nil
    ) {
        self.label = label
        self.value = value
        self.location = location
        self.name = name
        self.expression = expression
    }

    /// Whether the argument gives its parameter something (a value, a name or an expression) rather than free
    /// text.
    package var givesParameter: Bool { value != nil || name != nil || expression != nil }

    /// Whether the argument is a value (rather than free text).
    package var isValue: Bool { value != nil }
}
