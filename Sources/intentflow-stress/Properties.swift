import IntentFlow
import IntentFlowTesting

/// The runtime's concurrency guarantees, one property each; the three the stress harness of issue 13 broke
/// come first.
enum Properties {
    static let all: [StressProperty] = [
        settleWakes, settleSeesQuietEnds, releaseStopsEverything, floodingRelease, observerCancel, cancelledRunsDrop,
        sendOrder,
    ]

    /// A settle waiter returns once the last run ends, while another task keeps reading the store.
    static let settleWakes = StressProperty(name: "settle() returns while another task reads", rounds: 3_000) { _ in
        let effects = StressEffects()
        let store = FlowStore(initialState: StressFlow.State(), reducer: StressFlow(calls: Counter()), effects: effects)
        await store.send(.start(run: 0, id: nil))
        let settler = Task { await store.settle() }
        let reader = Task { while !Task.isCancelled { _ = await store.version } }
        await Task.yield()
        effects.continuation(0)?.finish()
        let settled = await withTimeout(.seconds(2)) { await settler.value } != nil
        reader.cancel()
        settler.cancel()
        return settled ? .held : .violated
    }

    /// A settle waiter returns when the last run ends just as it starts waiting, with nothing else touching the
    /// store: a run's end is queued without an actor turn unless a settle waiter is announced, and the two race.
    static let settleSeesQuietEnds = StressProperty(
        name: "settle() returns when the last run ends as it starts", rounds: 20_000
    ) { _ in
        let effects = StressEffects()
        let store = FlowStore(initialState: StressFlow.State(), reducer: StressFlow(calls: Counter()), effects: effects)
        await store.send(.start(run: 0, id: nil))
        let settler = Task { await store.settle() }
        effects.continuation(0)?.finish()
        let settled = await withTimeout(.seconds(2)) { await settler.value } != nil
        settler.cancel()
        return settled ? .held : .violated
    }

    /// Dropping the last reference cancels every run, registered or queued to start, and nothing is reduced after.
    static let releaseStopsEverything = StressProperty(
        name: "release cancels all runs, reduces nothing after", rounds: 80_000
    ) { _ in
        let effects = StressEffects()
        let calls = Counter()
        var store: FlowStore<StressFlow>? = FlowStore(
            initialState: StressFlow.State(), reducer: StressFlow(calls: calls), effects: effects)
        await store?.send(.start(run: 0, id: nil))
        for run in 1...3 { store?.enqueue(.start(run: run, id: nil)) }
        store?.enqueue(.add)
        weak let released = store
        store = nil
        guard await eventually(.seconds(2), { released == nil }) else { return .violated }
        let callsAtRelease = calls.count
        let allTerminated = await eventually(.seconds(2)) {
            let counts = effects.counts
            return counts.started == counts.terminated
        }
        for run in 0...3 { effects.continuation(run)?.yield(.tick(run: run)) }
        for _ in 0..<10 { await Task.yield() }
        return allTerminated && calls.count == callsAtRelease ? .held : .violated
    }

    /// Dropping the last reference ends the store even while four of its runs yield as fast as they can and a
    /// fifth every few milliseconds: every producer is terminated and nothing is reduced after. (Issue 26: runs
    /// awaiting the actor kept such stores alive, and their producers running.)
    static let floodingRelease = StressProperty(name: "release ends a store its runs flood", rounds: 2_000) { _ in
        let effects = FloodingEffects(flooding: 4)
        let calls = Counter()
        var store = await floodedStore(effects: effects, calls: calls)
        guard store != nil else { return .violated }
        weak let released = store
        store = nil
        guard await eventually(.seconds(2), { released == nil }) else { return .violated }
        let callsAtRelease = calls.count
        let allTerminated = await eventually(.seconds(2)) {
            let counts = effects.runCounts
            return counts.started == counts.terminated
        }
        for _ in 0..<10 { await Task.yield() }
        return allTerminated && calls.count == callsAtRelease ? .held : .violated
    }

    /// A store with five runs started, returned once their ticks are being applied; `nil` if they never were.
    static func floodedStore(effects: FloodingEffects, calls: Counter) async -> FlowStore<StressFlow>? {
        let store = FlowStore(initialState: StressFlow.State(), reducer: StressFlow(calls: calls), effects: effects)
        for run in 0..<5 { await store.send(.start(run: run, id: nil)) }
        let flooding = await eventually(.seconds(2)) { await store.state.ticks >= 64 }
        return flooding ? store : nil
    }

    /// After `cancel()` returns no callback is running and none starts.
    static let observerCancel = StressProperty(name: "no observer callback after cancel() returns", rounds: 20_000) {
        _ in
        let store = FlowStore(initialState: StressFlow.State(), reducer: StressFlow(calls: Counter()))
        let running = Locked(0)
        let cancelled = Locked(false)
        let late = Counter()
        let observation = store.attach { _ in
            running.withLock { $0 += 1 }
            if cancelled.withLock({ $0 }) { late.increment() }
            running.withLock { $0 -= 1 }
        }
        let sender = Task { for _ in 0..<50 { await store.send(.add) } }
        await Task.yield()
        observation.cancel()
        cancelled.withLock { $0 = true }
        let runningAfterCancel = running.withLock { $0 }
        await sender.value
        return runningAfterCancel == 0 && late.count == 0 ? .held : .violated
    }

    /// Once `cancelEffect(id:)` returns, no event of the cancelled run reaches the reducer.
    static let cancelledRunsDrop = StressProperty(name: "events of cancelled runs are dropped", rounds: 10_000) { _ in
        let effects = StressEffects()
        let store = FlowStore(initialState: StressFlow.State(), reducer: StressFlow(calls: Counter()), effects: effects)
        await store.send(.start(run: 0, id: "run"))
        guard let continuation = effects.continuation(0) else { return .violated }
        let producer = Task.detached {
            for _ in 0..<200 { continuation.yield(.tick(run: 0)) }
        }
        await Task.yield()
        await store.cancelEffect(id: "run")
        let ticksAtCancel = await store.state.ticks
        await producer.value
        await store.settle()
        return await store.state.ticks == ticksAtCancel ? .held : .violated
    }

    /// Eight senders, mixing `send` and `enqueue`: every signal applied once, each sender's in its order, the
    /// history bounded.
    static let sendOrder = StressProperty(name: "concurrent senders keep order, lose nothing", rounds: 200) { _ in
        let senders = 8
        let perSender = 1_000
        let store = FlowStore(
            initialState: StressFlow.State(), reducer: StressFlow(calls: Counter()), historyCapacity: 64)
        await withTaskGroup(of: Void.self) { group in
            for sender in 0..<senders {
                group.addTask {
                    for number in 0..<perSender {
                        if number % 3 == 0 {
                            store.enqueue(.sequence(sender: sender, number: number))
                        } else {
                            await store.send(.sequence(sender: sender, number: number))
                        }
                    }
                }
            }
        }
        let state = await store.state
        let complete = (0..<senders).allSatisfy { state.lastSequence[$0] == perSender - 1 }
        let version = await store.version
        let history = await store.history.count
        return state.outOfOrder == 0 && complete && version == senders * perSender && history == 64
            ? .held : .violated
    }
}
