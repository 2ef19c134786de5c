import IntentFlowText

// The text layer finds the byte; a template's error says it, in the engine's own error type.
extension UTF8Validation {
    /// An error of `kind` at the first invalid byte of `bytes`, or `nil` when they are all UTF-8.
    static func error(in bytes: [UInt8], file: String, kind: TemplateError.Kind) -> TemplateError? {
        guard let problem = firstProblem(in: bytes, file: file) else { return nil }
        return TemplateError(kind: kind, message: problem.message, location: problem.location)
    }
}
