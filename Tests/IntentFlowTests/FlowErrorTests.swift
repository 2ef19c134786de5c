#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Testing
import IntentFlow

/// What `FlowError` keeps of an error: the text a person reads, the type for logs; and that a cancellation is no
/// failure.
@Suite("FlowError")
struct FlowErrorTests {
    enum LoginError: Error {
        case invalidTwoFactor
    }

    struct TwoFactorError: LocalizedError {
        var errorDescription: String? { "Invalid second factor (try 1234)" }
    }

    /// A `LocalizedError` that has no description of its own.
    struct SilentError: LocalizedError {}

    @Test func aLocalizedErrorsMessageIsItsErrorDescription() {
        let error = FlowError(TwoFactorError())
        #expect(error.message == "Invalid second factor (try 1234)")
        #expect(error.typeName == "IntentFlowTests.FlowErrorTests.TwoFactorError")
        #expect(error.debugDescription == "IntentFlowTests.FlowErrorTests.TwoFactorError: Invalid second factor (try 1234)")
    }

    @Test func anyOtherErrorsMessageIsItsDescription() {
        #expect(FlowError(LoginError.invalidTwoFactor).message == "invalidTwoFactor")
        #expect(FlowError(SilentError()).message == "SilentError()")
        #expect(FlowError(LoginError.invalidTwoFactor).typeName == "IntentFlowTests.FlowErrorTests.LoginError")
    }

    @Test func failuresWithTheSameMessageAreEqualWhateverTheirType() {
        #expect(FlowError(TwoFactorError()) == FlowError("Invalid second factor (try 1234)"))
        #expect(FlowError("r").typeName == nil)
        #expect(FlowError(FlowError(TwoFactorError())).typeName == FlowError(TwoFactorError()).typeName)
    }

    @Test func theResultHelperCarriesTheReadableMessage() async throws {
        let result: Result<Int, FlowError> = try await FlowError.result { throw TwoFactorError() }
        #expect(result.error?.message == "Invalid second factor (try 1234)")
        #expect(try await FlowError.result { 7 }.value == 7)
    }

    @Test func theResultHelperRethrowsACancellation() async {
        await #expect(throws: CancellationError.self) {
            _ = try await FlowError.result { () async throws -> Int in throw CancellationError() }
        }
    }

    @Test func aFailureOfACancelledTaskIsACancellation() async {
        let outcome = await Task {
            withUnsafeCurrentTask { $0?.cancel() }
            // What a cancelled request throws: an error of its own, not `CancellationError`.
            return try await FlowError.result { () async throws -> Int in throw LoginError.invalidTwoFactor }
        }.result
        #expect(throws: CancellationError.self) { try outcome.get() }
    }
}
