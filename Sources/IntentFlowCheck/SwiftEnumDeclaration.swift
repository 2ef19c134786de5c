import IntentFlowManifest

/// An `enum` as read from Swift source: its name and the cases declared directly in its body.
package struct SwiftEnumDeclaration: Hashable, Sendable {
    /// One case of the enum; `case a, b(Int)` declares two.
    package struct Case: Hashable, Sendable {
        /// The case name, without backticks.
        package var name: String
        /// The associated values, in order; empty for a plain case.
        package var parameters: [Parameter]
        /// Where the case name is written.
        package var location: SourceLocation

        /// Creates a case.
        package init(name: String, parameters: [Parameter] = [], location: SourceLocation) {
            self.name = name
            self.parameters = parameters
            self.location = location
        }
    }

    /// One associated value of a case.
    package struct Parameter: Hashable, Sendable {
        /// The label, or `nil` for an unlabeled value (`Double`, `_: Double`).
        package var label: String?
        /// The type with all whitespace removed (`[String:Int]`), so spacing never counts as a difference.
        package var type: String
        /// Where the parameter starts.
        package var location: SourceLocation

        /// Creates a parameter.
        package init(label: String?, type: String, location: SourceLocation) {
            self.label = label
            self.type = type
            self.location = location
        }
    }

    /// The enum's name.
    package var name: String
    /// Where the name is written.
    package var location: SourceLocation
    /// Its cases in source order.
    package var cases: [Case]

    /// Creates a declaration.
    package init(name: String, location: SourceLocation, cases: [Case]) {
        self.name = name
        self.location = location
        self.cases = cases
    }
}
