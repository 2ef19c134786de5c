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

    @Test func aChildWithinItsLimitKeepsItsStatus() async throws {
        let directory = try TemporaryDirectory()
        let run = try await runAwaitingExit(["sh", "-c", "echo done; exit 3"], in: directory.url)
        #expect(run.status == 3)
        #expect(run.output == "done\n")
    }
}
