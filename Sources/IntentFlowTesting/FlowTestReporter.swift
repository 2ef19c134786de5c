import Testing
import XCTest

/// Where a ``FlowTestStore`` reports failed expectations.
///
/// ``automatic`` records a Swift Testing issue inside a `@Test` and calls `XCTFail` inside an XCTest case.
/// Pass your own to collect failures, for instance to test a test helper:
///
/// ```swift
/// let failures = Recorder()
/// let store = FlowTestStore(
///     initialState: .idle, reducer: LoginFlow(), reporter: FlowTestReporter { failures.append($0) })
/// ```
public struct FlowTestReporter: Sendable {
    private let record: @Sendable (FlowTestFailure) -> Void

    /// Creates a reporter that hands every failure to `record`.
    public init(_ record: @escaping @Sendable (FlowTestFailure) -> Void) {
        self.record = record
    }

    /// Reports `failure`.
    public func report(_ failure: FlowTestFailure) {
        record(failure)
    }

    /// Records an issue when called from a Swift Testing test, and calls `XCTFail` otherwise.
    public static var automatic: FlowTestReporter {
        FlowTestReporter { failure in
            if Test.current != nil {
                Issue.record(
                    Comment(rawValue: failure.message),
                    sourceLocation: SourceLocation(
                        fileID: "\(failure.fileID)", filePath: "\(failure.filePath)",
                        line: Int(failure.line), column: Int(failure.column)))
            } else {
                XCTFail(failure.message, file: failure.filePath, line: failure.line)
            }
        }
    }
}
