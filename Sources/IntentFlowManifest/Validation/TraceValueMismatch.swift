/// Why a value written in a trace does not fit its parameter's type: certainly (an error), or possibly, when the
/// type is one whose literals validation cannot know (a warning: the generated test is what tells).
struct TraceValueMismatch: Equatable {
    /// The sentence that says why.
    var message: String
    /// Whether the type is known not to take the value (else it may, for a type validation does not know).
    var isCertain: Bool

    /// A value the type certainly does not take.
    static func certain(_ message: String) -> TraceValueMismatch {
        TraceValueMismatch(message: message, isCertain: true)
    }

    /// The rule it is reported under.
    var rule: ManifestRule { isCertain ? .traceValueMismatch : .traceValueUnchecked }
}
