/// A failure carried as a value in an event: `loaded(Result<[Place], FlowError>)`.
///
/// `Result<_, any Error>` is not `Equatable`, so an event carrying one cannot be compared in a test or a trace, and
/// teams split every response into a success and a failure event. `FlowError` keeps what a reducer and a test look
/// at, the failure's description, and is `Equatable`, so one event carries either outcome. Make one from any error
/// with `FlowError(error)` or run throwing work with ``result(of:)``; build one in a test from its message.
public struct FlowError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, in words: the wrapped error's description, or the message a test gives.
    public var message: String

    /// A failure described by `message`: what a test builds and a trace compares.
    public init(_ message: String) {
        self.message = message
    }

    /// The failure `error` describes. A `FlowError` is kept as it is.
    public init(_ error: any Error) {
        message = (error as? FlowError)?.message ?? String(describing: error)
    }

    /// The message.
    public var description: String { message }

    /// Runs `work`, and returns its value as `.success` or what it throws as `.failure`: what an effect reports in
    /// one event.
    public static func result<Success>(
        of work: () async throws -> Success
    ) async -> Result<Success, FlowError> {
        do {
            return .success(try await work())
        } catch {
            return .failure(FlowError(error))
        }
    }
}

extension Result where Failure == FlowError {
    /// The value of a success, or `nil`: what a trace's computed value reads (`results: r.value ?? []`).
    public var value: Success? {
        if case .success(let value) = self { return value }
        return nil
    }

    /// The failure, or `nil` for a success: what a trace's guard tests (`where r.error != nil`).
    public var error: FlowError? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
