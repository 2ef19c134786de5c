import Testing
import IntentFlow

/// Guarantee 4: observers start from the current snapshot, stop when cancelled or released, never see
/// interleaved steps.
@Suite("FlowStore observation")
struct FlowStoreObservationTests {
    @Test func newObserverReceivesTheCurrentSnapshotFirst() async {
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow())
        for _ in 0..<3 { await store.send(.increment) }
        let snapshots = Recorder<FlowSnapshot<TestFlow>>()
        let observation = await store.observe { snapshots.append($0) }
        await store.send(.navigate("detail"))
        _ = await store.state
        let seen = snapshots.values
        #expect(seen.count == 2)
        #expect(seen.first?.state.count == 3)
        #expect(seen.first?.version == 3)
        #expect(seen.first?.step == nil)
        #expect(seen.last?.routes == ["detail"])
        #expect(seen.last?.version == 4)
        observation.cancel()
    }

    @Test func cancelledObservationGetsNoFurtherCallback() async {
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow())
        let counts = Recorder<Int>()
        let observation = await store.observe { counts.append($0.state.count) }
        await store.send(.increment)
        _ = await store.state
        observation.cancel()
        #expect(observation.isCancelled)
        await store.send(.increment)
        await store.send(.increment)
        _ = await store.state
        #expect(counts.values == [0, 1])
    }

    @Test func releasedObservationGetsNoFurtherCallback() async {
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow())
        let counts = Recorder<Int>()
        var observation: FlowObservation? = await store.observe { counts.append($0.state.count) }
        await store.send(.increment)
        _ = await store.state
        #expect(observation?.isCancelled == false)
        observation = nil
        await store.send(.increment)
        _ = await store.state
        #expect(counts.values == [0, 1])
    }

    @Test func sendFromAnObserverIsAppliedAfterEveryObserverSawTheCurrentStep() async {
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow())
        let log = Recorder<String>()
        let first = await store.observe { snapshot in
            log.append("first v\(snapshot.version)")
            if snapshot.version == 1 { store.enqueue(.increment) }
        }
        let second = await store.observe { log.append("second v\($0.version)") }
        await store.send(.increment)
        await store.settle()
        #expect(await store.state.count == 2)
        #expect(log.values == ["first v0", "second v0", "first v1", "second v1", "first v2", "second v2"])
        first.cancel()
        second.cancel()
    }

    @Test func snapshotsCarryOutputsAndRoutesOfTheirStep() async {
        let store = FlowStore(initialState: TestFlow.State(), reducer: TestFlow())
        let snapshots = Recorder<FlowSnapshot<TestFlow>>()
        let observation = await store.observe { snapshots.append($0) }
        await store.send(.finish("saved"))
        await store.send(.navigate("home"))
        _ = await store.state
        #expect(snapshots.values.map(\.outputs) == [[], ["saved"], []])
        #expect(snapshots.values.map(\.routes) == [[], [], ["home"]])
        observation.cancel()
    }
}
