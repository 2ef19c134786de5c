import Testing
@testable import IntentFlow

@Suite("Effect run registry")
struct EffectRunsTests {
    @Test func replacedRunEndingLaterDoesNotUnregisterItsReplacement() {
        var runs = EffectRuns()
        let first = runs.makeToken()
        runs.register(first, id: "upload", task: Task {})
        // cancelInFlight: the first run is cancelled and its replacement registered under the same id.
        runs.cancel(id: "upload")
        let second = runs.makeToken()
        runs.register(second, id: "upload", task: Task {})
        // The first run's stream now ends and reports it.
        runs.finish(first)
        #expect(runs.contains(second))
        #expect(runs.ids == ["upload"])
        #expect(runs.cancel(id: "upload") == 1)
        #expect(runs.isEmpty)
    }

    @Test func tokensAreNeverReused() {
        var runs = EffectRuns()
        let tokens = (0..<100).map { _ in runs.makeToken() }
        #expect(Set(tokens).count == 100)
    }

    @Test func cancelStopsEveryRunUnderTheIdOnly() {
        var runs = EffectRuns()
        let a = Task<Void, Never> { while !Task.isCancelled { await Task.yield() } }
        let b = Task<Void, Never> { while !Task.isCancelled { await Task.yield() } }
        let other = Task<Void, Never> {}
        runs.register(runs.makeToken(), id: "x", task: a)
        runs.register(runs.makeToken(), id: "x", task: b)
        runs.register(runs.makeToken(), id: nil, task: other)
        #expect(runs.cancel(id: "x") == 2)
        #expect(a.isCancelled && b.isCancelled && !other.isCancelled)
        #expect(runs.count == 1)
        runs.cancelAll()
        #expect(other.isCancelled && runs.isEmpty)
    }
}

@Suite("History buffer")
struct HistoryBufferTests {
    @Test func keepsTheLatestInOrder() {
        var buffer = HistoryBuffer<Int>(capacity: 3)
        for value in 1...7 { buffer.append(value) }
        #expect(buffer.elements == [5, 6, 7])
    }

    @Test func zeroCapacityKeepsNothing() {
        var buffer = HistoryBuffer<Int>(capacity: 0)
        buffer.append(1)
        #expect(buffer.elements.isEmpty)
    }

    @Test func belowCapacityKeepsAll() {
        var buffer = HistoryBuffer<Int>(capacity: 5)
        buffer.append(1)
        buffer.append(2)
        #expect(buffer.elements == [1, 2])
    }
}
