import IntentFlowManifest

/// Finds a feature's effect chains among its traces and turns each into a ``StoreChain`` test.
///
/// A chain is a trace `A` that requests an effect `E`, an event `V` that `E`'s `emits:` lists, and a trace `B` that
/// handles `V` in the state `A` leads to (`B` names that state, or is a trace from any state tested there). Its
/// test applies `A` and then receives `V`, which the scripted handler answers `E` with, checking `B`'s step. A
/// trace `C` that cancels `E`'s id in that state gives a cancellation test: `A`, then `C`, and `V` never arrives.
///
/// Only traces whose own tests run take part; one that reads `uuid` or `now` only where the test store hands it the
/// first values (``ChainDependencies``), as a head always does. A chain of three steps passes through an earlier event
/// of the same run (``ChainThroughEvent``). A rule without a guard (its own or an earlier sibling's) applies to
/// whatever values a step reaches: the chain computes its values from them. A guarded rule holds for some values
/// only: its step takes, among the samples of the names the guards read, values that meet its guard and no earlier
/// sibling's (``GuardedStart``); where the written values decide no combination, the test chooses among candidates
/// itself at run time (``StoreChainChoice``), and the chain is left out only where none can meet them. A test starts
/// where `A`'s test starts, except that `A` from the initial state starts from `initial:`'s values (where they meet
/// its guard); each later step starts from the values the step before it produced, and a trace whose written values
/// contradict them, or whose guard they do not meet, is left out. A trace that keeps its state (`_ -> _(…)`) heads no
/// chain; it may follow one, keeping the phase the step before reached.
enum StoreChains {
    /// The chain tests of `contexts` (every trace's, in the manifest's order), named apart from `taken`.
    static func make(
        _ contexts: [TraceContext], initial: InitialState?, taken: Set<String> = [], flowType: String = ""
    ) -> [(
        name: String, chain: StoreChain
    )] {
        // A trace that reads a UUID or the date expects the first the test dependencies hand out: a head always gets
        // them, a step after it only where ``ChainDependencies`` says so.
        let testable = contexts.filter(\.isTestable)
        var chains: [StoreChain] = []
        for head in testable {
            let decided = start(of: head, initial: initial).flatMap { start, samples in
                StoreStep(head, samples).map { (start, $0) }
            }
            for (index, effect) in head.targets.effects.enumerated() {
                if let (start, first) = decided,
                    let ticking = ticks(
                        of: effect, at: index, after: head, first: first, start: start, flowType: flowType)
                {
                    chains.append(ticking)
                }
            }
            for (index, effect) in head.targets.effects.enumerated() where !effect.target.emitted.isEmpty {
                let reached = head.targets.to?.target
                let delayed = effect.target.declaration.after != nil
                let followers = testable.filter {
                    handles($0, effect.target.emitted, in: reached)
                        && ChainDependencies.canRead($0, after: [head], clockMoved: delayed)
                }
                for follower in followers {
                    guard let (start, first) = decided,
                        let samples = follower.storeSamples(startingFrom: first.stateValues, fields: first.fieldValues),
                        !samples.contradictsStart,
                        let second = StoreStep(
                            follower, samples, isFromEffect: true, keptIn: reached, values: first.stateValues)
                    else {
                        // The written values do not decide a guard of the chain: the test decides it itself.
                        if let chosen = chosenAtRunTime(head, effect: effect, at: index, then: follower) {
                            chains.append(chosen)
                        }
                        continue
                    }
                    chains.append(
                        StoreChain(
                            text:
                                "\(SwiftText.singleLine(head.trace.text)), then "
                                + "\(SwiftText.singleLine(follower.trace.text))",
                            baseName: functionName(
                                head, then: follower.trace.signal.name,
                                ending: [
                                    follower.trace.to.name == follower.trace.from.name ? "stays" : "moves to",
                                    follower.trace.to.name,
                                ]),
                            initialState: start,
                            replies: [
                                .init(
                                    effect: first.effects[index].expected, event: second.signal, isHeld: false,
                                    delay: effect.target.declaration.after?.swiftExpression)
                            ],
                            steps: [first, second],
                            delivers: .init(effect: effect.target.name, event: follower.trace.signal.name)))
                    chains += ChainThroughEvent.make(
                        effect: effect, at: index, head: head, start: start, first: first, then: follower,
                        second: second, among: testable, delivered: Set(followers.map(\.trace.signal.name)))
                }
                if let (start, first) = decided {
                    chains += cancellations(
                        of: effect, at: index, after: head, first: first, start: start, followers: followers,
                        among: testable)
                }
            }
        }
        return named(chains, taken: taken)
    }

    /// The chain `head`, then `follower` on the event `effect` (the `index`th `head` requests) emits, whose values the
    /// test chooses itself (``StoreChainChoice``): each name a guard of either step reads is the test's, from
    /// `head`'s own start (not `initial:`, whose fixed values may meet no guard). `nil` when the written forms refute
    /// every candidate, a step's values contradict the state reached, or an earlier sibling always applies.
    private static func chosenAtRunTime(
        _ head: TraceContext, effect: TraceTarget, at index: Int, then follower: TraceContext
    ) -> StoreChain? {
        guard !head.trace.isFromAnyState else { return nil }
        var taken = StoreChainChoice.reserved
        let headNames = chosenNames(of: head, fixed: [], taken: &taken)
        let signalCount = follower.bindings.values.filter(\.isFromSignal).count
        // Every parameter of the state reached is fixed by the first step, whatever values it was given.
        let fixed = Set((head.targets.to?.arguments.indices).map { $0.map { signalCount + $0 } } ?? [])
        let followerNames = chosenNames(of: follower, fixed: fixed, taken: &taken)
        guard let named = steps(head, headNames.overrides, then: follower, followerNames.overrides),
            let headCondition = StoreChainCondition.make(for: head, samples: named.headSamples),
            let followerCondition = StoreChainCondition.make(for: follower, samples: named.followerSamples)
        else { return nil }
        let text = "\(SwiftText.singleLine(head.trace.text)), then \(SwiftText.singleLine(follower.trace.text))"
        let condition = [headCondition, followerCondition].filter { !$0.isEmpty }.joined(separator: " && ")
        guard !condition.isEmpty,
            let choice = StoreChainChoice(
                names: headNames.names + followerNames.names, types: headNames.types + followerNames.types,
                lists: headNames.lists + followerNames.lists, condition: condition, text: text)
        else { return nil }
        // A guard the test decides on the follower's state reads values the first step computed, which no candidate
        // may meet (`t == TodoItem.twoRows` after a step that reordered `t`): such a chain is left out. A guard on
        // chosen names is met as the trace's own value test meets it, from the same samples.
        let readsState = follower.cases.condition?.references.contains { reference in
            follower.cases.fromNames.values.contains(reference.name)
        }
        guard choice.decided != nil || readsState != true else { return nil }
        var chosen = named
        var undecided: StoreChainChoice? = choice
        // Where the written forms decide a candidate (`n < 3 && !(n + 1 < 3)`), the test sends it as written.
        if let values = choice.decided {
            let byName = Dictionary(uniqueKeysWithValues: zip(choice.names, values))
            if let decided = steps(
                head, headNames.overrides.compactMapValues { byName[$0] }, then: follower,
                followerNames.overrides.compactMapValues { byName[$0] })
            {
                chosen = decided
                undecided = nil
            }
        }
        return StoreChain(
            text: text,
            baseName: functionName(
                head, then: follower.trace.signal.name,
                ending: [
                    follower.trace.to.name == follower.trace.from.name ? "stays" : "moves to", follower.trace.to.name,
                ]),
            initialState: chosen.start,
            replies: [
                .init(
                    effect: chosen.first.effects[index].expected, event: chosen.second.signal, isHeld: false,
                    delay: effect.target.declaration.after?.swiftExpression)
            ],
            steps: [chosen.first, chosen.second],
            delivers: .init(effect: effect.target.name, event: follower.trace.signal.name),
            choice: undecided)
    }

    /// `head`'s step from its own start, then `follower`'s from the state it reached, each binding index in the
    /// overrides given the value (or name) there; `nil` when a value is missing or contradicts the state reached.
    private static func steps(
        _ head: TraceContext, _ headOverrides: [Int: String], then follower: TraceContext,
        _ followerOverrides: [Int: String]
    ) -> (
        start: String, first: StoreStep, second: StoreStep, headSamples: TraceSamples, followerSamples: TraceSamples
    )? {
        let headSamples = head.samples(startingFrom: [:], overrides: headOverrides)
        guard let start = headSamples.from, let first = StoreStep(head, headSamples) else { return nil }
        let samples = follower.samples(
            startingFrom: first.stateValues, fields: first.fieldValues, overrides: followerOverrides)
        guard !samples.contradictsStart, let second = StoreStep(follower, samples, isFromEffect: true) else {
            return nil
        }
        return (start, first, second, headSamples, samples)
    }

    /// The names a chain test binds for `context`'s values that a guard or computed value reads (its own or an earlier
    /// sibling's) and no step before fixed (`fixed`, by binding index), each unlike every name in `taken`.
    private static func chosenNames(
        of context: TraceContext, fixed: Set<Int>, taken: inout Set<String>
    ) -> (overrides: [Int: String], names: [String], types: [String], lists: [[String]]) {
        var result: (overrides: [Int: String], names: [String], types: [String], lists: [[String]]) = ([:], [], [], [])
        for (index, binding) in context.bindings.values.enumerated() {
            guard let loopName = binding.loopName, binding.written == nil, !fixed.contains(index) else { continue }
            let name = UniqueName.make(loopName, taken: &taken)
            result.overrides[index] = name
            result.names.append(name)
            result.types.append(binding.type)
            result.lists.append(binding.samples)
        }
        return result
    }

    /// The tick test of `effect` (the `index`th `head` requests) when it repeats (`every:`): `head`'s step, then three
    /// ticks of the test clock, each delivering the effect's first `emits:` event.
    private static func ticks(
        of effect: TraceTarget, at index: Int, after head: TraceContext, first: StoreStep, start: String,
        flowType: String
    ) -> StoreChain? {
        guard let every = effect.target.declaration.every, let tick = effect.target.emitted.first,
            let id = effect.target.effectID
        else { return nil }
        let isNumbered = tick.parameters.count == 1
        let label = tick.parameters.first?.argumentPrefix ?? ""
        let build = { (value: String) in isNumbered ? ".\(tick.memberName)(\(label)\(value))" : ".\(tick.memberName)" }
        return StoreChain(
            text: "\(SwiftText.singleLine(head.trace.text)), then \(tick.name) every \(every.text) on the test clock",
            baseName: functionName(head, then: tick.name, ending: ["ticks"]),
            initialState: start, replies: [.init(effect: first.effects[index].expected, event: "", isHeld: false)],
            steps: [first],
            ticks: .init(
                interval: every.swiftExpression, reply: build("$0"), event: build("tick"), isNumbered: isNumbered,
                idLiteral: SwiftText.stringLiteral(id), flowType: flowType),
            delivers: .init(effect: effect.target.name, event: tick.name))
    }

    /// Where `head`'s store test starts, and its samples there: `initial:`'s values when `head` starts in the initial
    /// state (a trace from any state: when it is tested there), else where its own test starts.
    static func start(of head: TraceContext, initial: InitialState?) -> (String, TraceSamples)? {
        if head.trace.isFromAnyState {
            // From `initial:`, the fields the trace keeps keep initial's values, not the samples its own tests use.
            if let initial, head.testStates.contains(where: { $0.name == initial.state.name }) {
                let fields = StoreStep.fields(of: initial.state, initial.values)
                return head.storeSamples(startingFrom: [:], fields: fields).map { (initial.expression, $0) }
            }
            guard let sample = head.testStates.first?.sample, let samples = head.storeSamples(startingFrom: [:]) else {
                return nil
            }
            return (sample, samples)
        }
        if let initial, head.trace.from.name == initial.state.name,
            let samples = head.storeSamples(startingFrom: initial.values), !samples.contradictsStart
        {
            return (initial.expression, samples)
        }
        let samples = head.storeSamples(startingFrom: [:])
        return samples.flatMap { samples in samples.from.map { ($0, samples) } }
    }

    /// Whether `trace` handles one of `events` in `state`.
    static func handles(_ trace: TraceContext, _ events: [CaseContext], in state: CaseContext?) -> Bool {
        guard let state, trace.trace.signal.kind == .event,
            events.contains(where: { $0.name == trace.trace.signal.name })
        else { return false }
        return applies(trace, in: state)
    }

    /// Whether `trace` is tested in `state`: it names it, or it is from any state and tested there.
    private static func applies(_ trace: TraceContext, in state: CaseContext) -> Bool {
        trace.trace.isFromAnyState
            ? trace.testStates.contains { $0.name == state.name } : trace.trace.from.name == state.name
    }

    /// The cancellation tests of `effect` (the `index`th `head` requests): every trace that cancels its id in the
    /// state `head` leads to, while the run holds its first emitted event (as `followers` send it, else its sample).
    private static func cancellations(
        of effect: TraceTarget, at index: Int, after head: TraceContext, first: StoreStep, start: String,
        followers: [TraceContext], among testable: [TraceContext]
    ) -> [StoreChain] {
        guard let reached = head.targets.to?.target, let id = effect.target.effectID else { return [] }
        // The cancellers first: most effects have none, and then the held event need not be worked out.
        let cancellers = testable.filter { canceller in
            applies(canceller, in: reached) && canceller.cases.cancellations.contains(where: { $0.effectID == id })
                && ChainDependencies.canRead(canceller, after: [head], clockMoved: false)
        }
        guard !cancellers.isEmpty else { return [] }
        let held =
            followers.lazy.compactMap { follower in
                follower.storeSamples(startingFrom: first.stateValues, fields: first.fieldValues).flatMap { samples in
                    StoreStep(follower, samples, keptIn: reached, values: first.stateValues)?.signal
                }
            }.first
            ?? effect.target.emitted.lazy.compactMap(\.sample).first
        guard let held else { return [] }
        return cancellers.compactMap { canceller in
            guard let samples = canceller.storeSamples(startingFrom: first.stateValues, fields: first.fieldValues),
                !samples.contradictsStart,
                let second = StoreStep(canceller, samples, keptIn: reached, values: first.stateValues)
            else { return nil }
            let event = CaseStyle(String(held.dropFirst().prefix(while: IdentifierSyntax.isIdentifierCharacter))).camel
            return StoreChain(
                text: "\(SwiftText.singleLine(head.trace.text)), then \(SwiftText.singleLine(canceller.trace.text)): "
                    + "\(event) never arrives",
                baseName: functionName(
                    head, then: canceller.trace.signal.name, ending: ["cancels", effect.target.name]),
                initialState: start,
                replies: [.init(effect: first.effects[index].expected, event: held, isHeld: true)],
                steps: [first, second])
        }
    }

    /// `idleOnSubmitThenCredentialsValidMovesToRequestingToken`: the head's state and signal, then the next signal and
    /// `ending`, which is dropped when the declaration `  func …() async {` would pass swift-format's 100 columns.
    static func functionName(_ head: TraceContext, then signal: String, ending: [String]) -> String {
        let from = head.trace.isFromAnyState ? "any" : head.trace.from.name
        let words = [from, "on", head.trace.signal.name, "then", signal]
        let full = CaseStyle(joining: words + ending).camel
        return SwiftText.width(full) + 20 <= 100 ? full : CaseStyle(joining: words).camel
    }

    /// `chains` with function names unique among themselves and `taken`.
    private static func named(_ chains: [StoreChain], taken: Set<String>) -> [(name: String, chain: StoreChain)] {
        var used = taken
        return chains.map { chain in (UniqueName.make(chain.baseName, taken: &used), chain) }
    }
}
