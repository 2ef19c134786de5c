// The one use of Foundation in the runtime: `LocalizedError`, the protocol through which an error says what a person
// should read. FoundationEssentials on Linux (no ICU data), the system's Foundation on Apple platforms.
#if canImport(FoundationEssentials)
import FoundationEssentials
#elseif canImport(Foundation)
import Foundation
#endif

/// A failure carried as a value in an event: `loaded(Result<[Place], FlowError>)`.
///
/// `Result<_, any Error>` is not `Equatable`, so an event carrying one cannot be compared in a test or a trace, and
/// teams split every response into a success and a failure event. `FlowError` keeps what a reducer, a screen and a
/// test look at, the failure's ``message``, and is `Equatable` by it, so one event carries either outcome. Make one
/// from any error with `FlowError(error)` or run throwing work with ``result(of:)``; build one in a test from its
/// message.
///
/// The message is what a person sees in an alert: a `LocalizedError`'s `errorDescription` ("Invalid second factor
/// (try 1234)"), or the error's description when it has none ("invalidTwoFactor"). Logs want the error's type as
/// well: ``typeName`` keeps it, and `debugDescription` prints both.
public struct FlowError: Error, Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// What went wrong, in words a person can read: the wrapped error's `errorDescription` if it is a
    /// `LocalizedError` that has one, else its description; or the message a test gives.
    public var message: String
    /// The fully qualified name of the wrapped error's type (`Login.LoginError`), for logs; `nil` for a failure
    /// made from a message. Not compared: two failures with the same message are equal.
    public var typeName: String?

    /// A failure described by `message`: what a test builds and a trace compares.
    public init(_ message: String) {
        self.message = message
        typeName = nil
    }

    /// The failure `error` describes. A `FlowError` is kept as it is.
    public init(_ error: any Error) {
        if let flowError = error as? FlowError {
            self = flowError
            return
        }
        message = Self.readableMessage(of: error)
        typeName = String(reflecting: type(of: error))
    }

    /// The message.
    public var description: String { message }

    /// The wrapped error's type name and the message (`Login.LoginError: Invalid second factor (try 1234)`).
    public var debugDescription: String {
        typeName.map { "\($0): \(message)" } ?? message
    }

    public static func == (lhs: FlowError, rhs: FlowError) -> Bool {
        lhs.message == rhs.message
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(message)
    }

    /// Runs `work`, and returns its value as `.success` or what it throws as `.failure`: what an effect reports in
    /// one event.
    ///
    /// A cancellation is no failure: when `work` throws `CancellationError`, or anything once its task is cancelled
    /// (a cancelled `URLSession` request throws its own error), this rethrows it as `CancellationError`, and the
    /// cancelled run ends without reporting anything.
    public static func result<Success>(
        of work: () async throws -> Success
    ) async throws(CancellationError) -> Result<Success, FlowError> {
        do {
            return .success(try await work())
        } catch {
            if error is CancellationError || Task.isCancelled { throw CancellationError() }
            return .failure(FlowError(error))
        }
    }

    /// What a person reads of `error`: its `errorDescription` as a `LocalizedError`, else its description.
    static func readableMessage(of error: any Error) -> String {
        #if canImport(FoundationEssentials) || canImport(Foundation)
        if let localized = error as? any LocalizedError, let text = localized.errorDescription { return text }
        #endif
        return String(describing: error)
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
