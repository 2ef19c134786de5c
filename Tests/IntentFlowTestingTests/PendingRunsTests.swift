import IntentFlow
import Testing

@testable import IntentFlowTesting

/// How ``PendingRuns`` follows the runs along a path: which the runtime can still deliver, and why the set stays
/// finite.
@Suite("Pending effect runs")
struct PendingRunsTests {
    private let upload = NamedNext.state("uploading").effect("upload", id: "upload.file", policy: .cancelInFlight)

    @Test("A cancelled or replaced run ends; an intent that moves away leaves its run running, saying where")
    func endings() throws {
        let running = PendingRuns().after(upload, from: "idle", step: 1, on: .intent("start"))
        #expect(running.running.map(\.effect) == ["upload"])
        #expect(running.late.isEmpty)

        // FlowStore drops every event of a cancelled or replaced run: neither is late.
        let cancelled = running.after(NamedNext.state("idle").cancel("upload.file"), from: "uploading", step: 2, on: .intent("cancel"))
        #expect(cancelled.running.isEmpty)
        #expect(cancelled.late.isEmpty)

        let replaced = running.after(upload, from: "uploading", step: 2, on: .intent("restart"))
        #expect(replaced.late.isEmpty)
        #expect(replaced.running.map(\.requested.number) == [2])

        let left = running.after(.state("closed"), from: "uploading", step: 2, on: .intent("close"))
        #expect(left.running.isEmpty)
        let run = try #require(left.late.first)
        #expect(run.requested == LateRun.Step(number: 1, signal: "start"))
        #expect(run.left == LateRun.Step(number: 2, signal: "close"))
    }

    @Test("A later cancellation or replacement under its id ends a run left running")
    func leftRunsEndByID() {
        let left = PendingRuns().after(upload, from: "idle", step: 1, on: .intent("start"))
            .after(.state("closed"), from: "uploading", step: 2, on: .intent("close"))
        #expect(left.late.count == 1)
        let cancelled = left.after(NamedNext.state("closed").cancel("upload.file"), from: "closed", step: 3, on: .intent("reset"))
        #expect(cancelled.late.isEmpty)
        let replaced = left.after(upload, from: "closed", step: 3, on: .intent("start"))
        #expect(replaced.late.isEmpty)
        #expect(replaced.running.map(\.requested.number) == [3])
        let otherID = left.after(NamedNext.state("closed").cancel("other"), from: "closed", step: 3, on: .intent("reset"))
        #expect(otherID.late.count == 1)
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
        // Runs without an id: nothing can cancel them, so each one an intent leaves stays deliverable.
        let start = NamedNext.state("uploading").effect("upload")
        var runs = PendingRuns()
        for step in stride(from: 1, through: 9, by: 2) {
            runs = runs.after(start, from: "idle", step: step, on: .intent("start"))
            runs = runs.after(.state("idle"), from: "uploading", step: step + 1, on: .intent("close"))
        }
        #expect(runs.late.count == 1)
        #expect(runs.late.first?.requested.number == 1)
        let once = PendingRuns().after(start, from: "idle", step: 1, on: .intent("start"))
            .after(.state("idle"), from: "uploading", step: 2, on: .intent("close"))
        #expect(runs.key == once.key)
        #expect(runs.key != PendingRuns().key)
    }
}
