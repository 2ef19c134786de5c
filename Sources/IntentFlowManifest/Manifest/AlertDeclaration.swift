/// An alert or confirmation dialog a feature presents (0.2 `alerts:`): its text and its buttons, each sending one of
/// the feature's intents or only dismissing it.
///
/// The alerts become the cases of `<Feature>Alert`, and the state gets the field `alert: <Feature>Alert? = nil`
/// (``fieldName``): a trace presents one by setting the field (`state(alert: .confirm)`) and handles a button as
/// the intent it sends.
package struct AlertDeclaration: Hashable, Sendable {
    /// One button.
    package struct Button: Hashable, Sendable {
        /// The label.
        package var title: String
        /// `cancel` or `destructive`, if written.
        package var role: String?
        /// The intent a tap sends; `nil` for a button that only dismisses.
        package var intent: CaseReference?
        /// Where the button is written.
        package var location: SourceLocation

        /// Creates a button.
        package init(title: String, role: String? = nil, intent: CaseReference? = nil, location: SourceLocation) {
            self.title = title
            self.role = role
            self.intent = intent
            self.location = location
        }
    }

    /// The case name in `<Feature>Alert`.
    package var name: String
    /// The headline.
    package var title: String
    /// The text below the title.
    package var message: String?
    /// `alert` (the default) or `confirmationDialog`.
    package var style: String
    /// The buttons, in order.
    package var buttons: [Button]
    /// The values the alert carries (`params:`, written as a case's), which its title and message interpolate as
    /// `{name}`; a trace presenting it gives them from the state's fields or the signal's values
    /// (`state(alert: .incremented(count: c + 1))`). Empty for an alert whose text is fixed.
    package var parameters: [CaseParameter] = []
    /// Where the alert's name is written.
    package var location: SourceLocation

    /// Creates an alert.
    package init(
        name: String, title: String, message: String? = nil, style: String = "alert", buttons: [Button] = [],
        location: SourceLocation
    ) {
        self.name = name
        self.title = title
        self.message = message
        self.style = style
        self.buttons = buttons
        self.location = location
    }

    /// The alert as a case of `<Feature>Alert`: its name and values, for samples and checks shared with cases.
    package var caseDeclaration: CaseDeclaration {
        CaseDeclaration(name: name, parameters: parameters, location: location)
    }

    /// The state field that holds the alert being presented.
    package static let fieldName = "alert"
    /// The styles an alert may name.
    package static let styles = ["alert", "confirmationDialog"]
    /// The roles a button may name.
    package static let roles = ["cancel", "destructive"]
}
