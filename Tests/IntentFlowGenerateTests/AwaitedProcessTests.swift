import Foundation
import Testing

/// The guard that keeps a hung child from holding the whole suite: a child past its limit is ended and its test
/// sees a failed run, not a wait without end.
@Suite struct AwaitedProcessTests {
    @Test func aChildPastItsHangLimitIsEndedAndFails() async throws {
        let directory = try TemporaryDirectory()
        let run = try await runAwaitingExit(["sleep", "600"], in: directory.url, hangLimit: .milliseconds(200))
        #expect(run.status != 0)
    }

    /// A child that exits while a descendant keeps the descriptor Foundation watches for its end (as a hung crash
    /// backtracer did) still ends its wait at the limit, failed, rather than when the descendant does (with status 0).
    @Test func aChildWhoseEndIsNeverSeenStillEndsItsWaitAtTheLimit() async throws {
        let directory = try TemporaryDirectory()
        let run = try await runAwaitingExit(
            ["sh", "-c", "sleep 120 >/dev/null 2>&1 & exit 0"], in: directory.url, hangLimit: .milliseconds(500))
        #expect(run.status == -1)
    }

    /// The crash backtracer is off below the tests' children (a hung swift-backtrace kept a suite waiting).
    @Test func aChildRunsWithoutTheCrashBacktracer() async throws {
        let directory = try TemporaryDirectory()
        let run = try await runAwaitingExit(["sh", "-c", "echo \"$SWIFT_BACKTRACE\""], in: directory.url)
        #expect(run.output == "enable=no\n")
    }

    @Test func aChildWithinItsLimitKeepsItsStatus() async throws {
        let directory = try TemporaryDirectory()
        let run = try await runAwaitingExit(["sh", "-c", "echo done; exit 3"], in: directory.url)
        #expect(run.status == 3)
        #expect(run.output == "done\n")
    }
}
