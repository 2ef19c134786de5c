/// The name that identifies a ``StartupAction`` inside a ``SequenceOrchestrator``.
///
/// An orchestrator holds at most one registered action per identifier, reports the identifier of the
/// action it is running in ``SequenceOrchestrator/currentActionId``, and returns the identifiers of the
/// actions it ran from ``SequenceOrchestrator/evaluate()``.
///
/// Unless an action says otherwise, its identifier is the name of its type (see ``StartupAction/id``).
/// A string literal makes one directly:
///
/// ```swift
/// struct ForceUpdateAction: StartupAction {
///     let id: ActionID = "force-update"
///     // ...
/// }
/// ```
public struct ActionID: Hashable, Sendable, RawRepresentable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The identifier's text.
    public let rawValue: String

    /// Makes an identifier from its text.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Makes an identifier from its text.
    public init(_ rawValue: String) {
        self.init(rawValue: rawValue)
    }

    /// Makes an identifier from the name of a type, as `String(describing:)` writes it
    /// (`OnboardingAction`, without the module's name).
    public init(_ type: Any.Type) {
        self.init(rawValue: String(describing: type))
    }

    /// Makes an identifier from a string literal, so that `"onboarding"` can stand where an
    /// `ActionID` is expected.
    public init(stringLiteral value: String) {
        self.init(rawValue: value)
    }

    /// The identifier's text, as it reads in logs and test failures.
    public var description: String { rawValue }
}
