import Foundation
import Testing
import IntentFlow

/// Violation 3: an observer callback could start after `cancel()` had returned, and `cancel()` did not wait for a
/// callback already running. The callback here blocks on the store's actor while another thread cancels.
@Suite("FlowStore observer cancellation")
struct FlowStoreObserverCancelTests {
    @Test func cancelFromAnotherThreadWaitsForTheRunningCallback() async {
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow())
        let log = Recorder<String>()
        let entered = DispatchSemaphore(value: 0)
        let cancelReturned = DispatchSemaphore(value: 0)
        let observation = await store.observe { snapshot in
            guard snapshot.version == 1 else { return }
            entered.signal()
            // Gives a cancel() that does not wait the chance to return while this callback still runs; one that
            // waits cannot, and this bounded wait runs out.
            _ = cancelReturned.wait(timeout: .now() + .milliseconds(300))
            log.append("callback finished")
        }
        let cancelled = Latch()
        Thread.detachNewThread {
            entered.wait()
            observation.cancel()
            log.append("cancel returned")
            cancelReturned.signal()
            cancelled.open()
        }
        await store.send(.increment)
        #expect(await cancelled.wait())
        #expect(log.values == ["callback finished", "cancel returned"])
        await store.send(.increment)
        #expect(log.values == ["callback finished", "cancel returned"])
    }

    @Test func noCallbackStartsAfterCancelReturns() async {
        for _ in 0..<200 {
            let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow())
            let afterCancel = Recorder<Int>()
            let cancelledFlag = Recorder<Bool>()
            let observation = store.attach { snapshot in
                if !cancelledFlag.values.isEmpty { afterCancel.append(snapshot.version) }
            }
            let sender = Task {
                for _ in 0..<20 { await store.send(.increment) }
            }
            await Task.yield()
            observation.cancel()
            cancelledFlag.append(true)
            await sender.value
            #expect(afterCancel.values.isEmpty)
        }
    }

    @Test func cancelFromInsideTheCallbackReturnsAtOnce() async {
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow())
        let box = ObservationBox()
        let calls = Recorder<Int>()
        box.observation = await store.observe { snapshot in
            calls.append(snapshot.version)
            if snapshot.version == 1 { box.observation?.cancel() }
        }
        await store.send(.increment)
        await store.send(.increment)
        #expect(calls.values == [0, 1])
        #expect(box.observation?.isCancelled == true)
    }

    @Test func cancellingReleasesAStoreTheCallbackCaptured() async {
        var store: FlowStore<TestFlow>? = FlowStore(initialState: TestFlow.State(), reducer: TestFlow())
        weak let released = store
        let observation = await store?.observe { [store] _ in _ = store }
        store = nil
        #expect(released != nil)
        observation?.cancel()
        #expect(released == nil)
    }

    @Test func observerHandedTheStoreSendsWithoutCapturingIt() async {
        var store: FlowStore<TestFlow>? = FlowStore(initialState: TestFlow.State(), reducer: TestFlow())
        weak let released = store
        let observation = await store?.observe { snapshot, store in
            if snapshot.version == 1 { store.enqueue(.increment) }
        }
        await store?.send(.increment)
        #expect(await store?.state.count == 2)
        store = nil
        #expect(released == nil)
        observation?.cancel()
    }
}

/// Lets a callback reach its own observation.
final class ObservationBox: @unchecked Sendable {
    var observation: FlowObservation?
}
