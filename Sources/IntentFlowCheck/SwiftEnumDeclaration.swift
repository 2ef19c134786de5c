import IntentFlowManifest

/// An `enum` as read from Swift source: its name and the cases declared directly in its body.
public struct SwiftEnumDeclaration: Hashable, Sendable {
    /// One case of the enum; `case a, b(Int)` declares two.
    public struct Case: Hashable, Sendable {
        /// The case name, without backticks.
        public var name: String
        /// The associated values, in order; empty for a plain case.
        public var parameters: [Parameter]
        /// Where the case name is written.
        public var location: SourceLocation

        /// Creates a case.
        public init(name: String, parameters: [Parameter] = [], location: SourceLocation) {
            self.name = name
            self.parameters = parameters
            self.location = location
        }
    }

    /// One associated value of a case.
    public struct Parameter: Hashable, Sendable {
        /// The label, or `nil` for an unlabeled value (`Double`, `_: Double`).
        public var label: String?
        /// The type with all whitespace removed (`[String:Int]`), so spacing never counts as a difference.
        public var type: String
        /// Where the parameter starts.
        public var location: SourceLocation

        /// Creates a parameter.
        public init(label: String?, type: String, location: SourceLocation) {
            self.label = label
            self.type = type
            self.location = location
        }
    }

    /// The enum's name.
    public var name: String
    /// Where the name is written.
    public var location: SourceLocation
    /// Its cases in source order.
    public var cases: [Case]

    /// Creates a declaration.
    public init(name: String, location: SourceLocation, cases: [Case]) {
        self.name = name
        self.location = location
        self.cases = cases
    }
}
