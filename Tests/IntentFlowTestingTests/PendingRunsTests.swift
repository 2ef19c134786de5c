import IntentFlow
import Testing

@testable import IntentFlowTesting

/// How ``PendingRuns`` follows the runs along a path: which become late, and why the set stays finite.
@Suite("Pending effect runs")
struct PendingRunsTests {
    private let upload = NamedNext.state("uploading").effect("upload", id: "upload.file", policy: .cancelInFlight)

    @Test("A cancellation, a replacement and an intent that moves away each make a run late, saying which")
    func endings() throws {
        let running = PendingRuns().after(upload, from: "idle", step: 1, on: .intent("start"))
        #expect(running.running.map(\.effect) == ["upload"])
        #expect(running.late.isEmpty)

        let cancelled = running.after(NamedNext.state("idle").cancel("upload.file"), from: "uploading", step: 2, on: .intent("cancel"))
        #expect(cancelled.running.isEmpty)
        #expect(cancelled.late.map(\.ending) == [.cancelled])

        let replaced = running.after(upload, from: "uploading", step: 2, on: .intent("restart"))
        #expect(replaced.late.map(\.ending) == [.replaced])
        #expect(replaced.running.map(\.requested.number) == [2])

        let left = running.after(.state("closed"), from: "uploading", step: 2, on: .intent("close"))
        #expect(left.running.isEmpty)
        let run = try #require(left.late.first)
        #expect(run.ending == .left)
        #expect(run.requested == LateRun.Step(number: 1, signal: "start"))
        #expect(run.ended == LateRun.Step(number: 2, signal: "close"))
    }

    @Test("An event that moves to another state leaves its run in flight: it may be the run's own last outcome")
    func eventsDoNotLeave() {
        let running = PendingRuns().after(upload, from: "idle", step: 1, on: .intent("start"))
        let completed = running.after(.state("completed"), from: "uploading", step: 2, on: .event("uploaded"))
        #expect(completed.running.count == 1)
        #expect(completed.late.isEmpty)
    }

    @Test("One late run per effect is kept, the oldest, and the steps are not part of the key")
    func bounded() {
        var runs = PendingRuns()
        for step in stride(from: 1, through: 9, by: 2) {
            runs = runs.after(upload, from: "idle", step: step, on: .intent("start"))
            runs = runs.after(NamedNext.state("idle").cancel("upload.file"), from: "uploading", step: step + 1, on: .intent("cancel"))
        }
        #expect(runs.late.count == 1)
        #expect(runs.late.first?.requested.number == 1)
        let once = PendingRuns().after(upload, from: "idle", step: 1, on: .intent("start"))
            .after(NamedNext.state("idle").cancel("upload.file"), from: "uploading", step: 2, on: .intent("cancel"))
        #expect(runs.key == once.key)
        #expect(runs.key != PendingRuns().key)
    }
}
