/// What an alert or a confirmation dialog shows, as data: its title, message and buttons, each button sending an
/// intent (or only dismissing it).
///
/// A feature whose manifest lists `alerts:` keeps the alert it presents in its state (`alert: <F>Alert?`); the
/// generated `<F>Alert` gives each alert's content. The view presents `state.alert?.content` and, when a button is
/// tapped, sends its intent; when the alert goes away, it sends the intent that clears the field. Being data, an
/// alert is compared in tests and traces like any other value.
public struct FlowAlert<Intent>: CustomStringConvertible {
    /// How the alert is presented.
    public enum Style: String, Hashable, Sendable {
        /// A centred alert.
        case alert
        /// A sheet of choices from the bottom (SwiftUI's `confirmationDialog`).
        case confirmationDialog
    }

    /// The headline.
    public var title: String
    /// The text below the title, if any.
    public var message: String?
    /// How it is presented.
    public var style: Style
    /// The buttons, in order.
    public var buttons: [FlowAlertButton<Intent>]

    /// An alert.
    public init(title: String, message: String? = nil, style: Style = .alert, buttons: [FlowAlertButton<Intent>]) {
        self.title = title
        self.message = message
        self.style = style
        self.buttons = buttons
    }

    /// The title: what a failure message shows.
    public var description: String { title }
}

/// One button of a ``FlowAlert``: its title, role, and the intent it sends (`nil`: it only dismisses).
public struct FlowAlertButton<Intent> {
    /// The role a platform styles the button by.
    public enum Role: String, Hashable, Sendable {
        /// Dismisses without acting (drawn apart, bold on iOS).
        case cancel
        /// Destroys something (drawn in red).
        case destructive
    }

    /// The label.
    public var title: String
    /// The role, if any.
    public var role: Role?
    /// The intent a tap sends, or `nil` for a button that only dismisses.
    public var intent: Intent?

    /// A button.
    public init(_ title: String, role: Role? = nil, intent: Intent? = nil) {
        self.title = title
        self.role = role
        self.intent = intent
    }
}

extension FlowAlert: Equatable where Intent: Equatable {}
extension FlowAlert: Hashable where Intent: Hashable {}
extension FlowAlert: Sendable where Intent: Sendable {}
extension FlowAlertButton: Equatable where Intent: Equatable {}
extension FlowAlertButton: Hashable where Intent: Hashable {}
extension FlowAlertButton: Sendable where Intent: Sendable {}
