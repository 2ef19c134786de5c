import Testing
import IntentFlow

/// Effect handlers written as one async function: the store calls it on the run's task, applies what it sends,
/// and cancels that task when the run is cancelled.
@Suite("FlowEffectRunner")
struct FlowEffectRunnerTests {
    /// Sends the ticks a stream's name lists (`"a:1,2"` sends `a1`, `a2`), then, for names starting with `wait`,
    /// waits until its task is cancelled and records that it was.
    struct TickRunner: FlowEffectRunner {
        let cancelled = Recorder<String>()
        let started = Latch()

        func run(_ effect: TestFlow.Effect, send: FlowSend<TestFlow.Event>) async throws(CancellationError) {
            guard case .stream(let name) = effect else { return }
            let parts = name.split(separator: ":")
            for tick in parts.dropFirst().first?.split(separator: ",") ?? [] {
                await send(.tick("\(parts[0])\(tick)"))
            }
            guard name.hasPrefix("wait") else { return }
            let cancelled = self.cancelled
            let started = self.started
            await withTaskCancellationHandler {
                // Suspends until cancelled: a continuation resumed by the cancellation handler only.
                await Self.waitForCancellation(started)
            } onCancel: {
                cancelled.append(name)
            }
        }

        static func waitForCancellation(_ started: Latch) async {
            let (stream, continuation) = AsyncStream.makeStream(of: Never.self)
            started.open()
            await withTaskCancellationHandler {
                for await _ in stream {}
            } onCancel: {
                continuation.finish()
            }
        }
    }

    @Test func theStoreAppliesWhatTheFunctionSendsInOrderAndTheRunEndsWhenItReturns() async {
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow(), effects: TickRunner())
        await store.send(.start("a:1,2,3"))
        await store.settle()
        #expect(await store.state.received == ["a1", "a2", "a3"])
        #expect(await store.runningEffectCount == 0)
    }

    @Test func cancellingTheRunCancelsTheFunctionsTask() async {
        let runner = TickRunner()
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow(), effects: runner)
        await store.send(.start("wait:1", id: "waiting"))
        #expect(await runner.started.wait())
        #expect(await store.runningEffectIDs == ["waiting"])
        await store.send(.cancel("waiting"))
        await store.settle()
        #expect(await store.state.received == ["wait1"])
        #expect(runner.cancelled.values == ["wait:1"])
    }

    @Test func releasingTheStoreCancelsTheFunctionsTask() async {
        let runner = TickRunner()
        var store: FlowStore<TestFlow>? = FlowStore(
            initialState: TestFlow.State(), reducer: TestFlow(), effects: runner)
        await store?.send(.start("wait"))
        #expect(await runner.started.wait())
        store = nil
        // The store's deinit cancels the run's task, which calls its cancellation handler there and then.
        #expect(runner.cancelled.values == ["wait"])
    }

    @Test func theHandlersStreamCarriesWhatTheFunctionSends() async {
        var events: [TestFlow.Event] = []
        for await event in TickRunner().handle(.stream("b:1,2")) {
            events.append(event)
        }
        #expect(events == [.tick("b1"), .tick("b2")])
    }

    @Test func aSendAfterTheTaskIsCancelledIsDropped() async {
        let sent = Recorder<Int>()
        let send = FlowSend<Int> { sent.append($0) }
        await send(1)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            await send(2)
        }
        await task.value
        #expect(sent.values == [1])
    }
}
