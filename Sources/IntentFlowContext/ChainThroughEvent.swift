import IntentFlowManifest

/// Store chains of three steps, for an event a run emits only after an earlier event of the same run moved the state:
/// a head `A` requests `E`, a trace `B` handles `E`'s event `V1` in the state `A` reached, and a trace `C` handles
/// `E`'s event `V2` in the state `B` reached (WebSocket: `connectButtonTapped`, then `didOpen`, then
/// `receivedSocketMessage` in `connected`). The test answers `E` with `[V1, V2]`.
///
/// This is sound because the runtime reduces a run's events one at a time, in order, each in the state the one
/// before it left, and drops the rest of a run once it is cancelled or replaced: so only a `B` that neither cancels
/// `E`'s id nor requests `E` again (which replaces the run) passes the run through. A delayed effect (`after:`) takes
/// no part, and neither does an event a two-step chain of the same head already delivers.
enum ChainThroughEvent {
    /// The three-step chains of `effect` (the `index`th `head` requests) through `follower`, which `second` tests
    /// after `first`; `delivered` names the events two-step chains of `head` already deliver.
    static func make(
        effect: TraceTarget, at index: Int, head: TraceContext, start: String, first: StoreStep,
        then follower: TraceContext, second: StoreStep, among testable: [TraceContext], delivered: Set<String>
    ) -> [StoreChain] {
        guard effect.target.declaration.after == nil, let id = effect.target.effectID,
            !follower.cases.cancellations.contains(where: { $0.effectID == id }),
            !follower.targets.effects.contains(where: { $0.target.effectID == id }),
            let reached = follower.trace.keepsState ? head.targets.to?.target : follower.targets.to?.target
        else { return [] }
        let thirds = testable.filter { third in
            !delivered.contains(third.trace.signal.name)
                && StoreChains.handles(third, effect.target.emitted, in: reached)
                && ChainDependencies.canRead(third, after: [head, follower], clockMoved: false)
        }
        return thirds.compactMap { third in
            guard let samples = third.storeSamples(startingFrom: second.stateValues, fields: second.fieldValues),
                !samples.contradictsStart,
                let last = StoreStep(third, samples, isFromEffect: true, keptIn: reached, values: second.stateValues)
            else { return nil }
            let events = "\(second.signal), \(last.signal)"
            // `      with: [.didOpen, .receivedSocketMessage("s")]`: one line, as swift format leaves it.
            guard SwiftText.width(events) + "      with: [],".count <= 100 else { return nil }
            let text = [head, follower, third].map { SwiftText.singleLine($0.trace.text) }.joined(separator: ", then ")
            return StoreChain(
                text: text,
                baseName: StoreChains.functionName(
                    head, then: follower.trace.signal.name, ending: ["then", third.trace.signal.name]),
                initialState: start,
                replies: [.init(effect: first.effects[index].expected, event: events, isHeld: false)],
                steps: [first, second, last],
                delivers: .init(effect: effect.target.name, event: third.trace.signal.name))
        }
    }
}
