import IntentFlowManifest

/// Finds a feature's effect chains among its traces and turns each into a ``StoreChain`` test.
///
/// A chain is a trace `A` that requests an effect `E`, an event `V` that `E`'s `emits:` lists, and a trace `B` that
/// handles `V` in the state `A` leads to (`B` names that state, or is a trace from any state tested there). Its
/// test applies `A` and then receives `V`, which the scripted handler answers `E` with, checking `B`'s step. A
/// trace `C` that cancels `E`'s id in that state gives a cancellation test: `A`, then `C`, and `V` never arrives.
///
/// Only traces whose own tests run take part. A rule without a guard (its own or an earlier sibling's) applies to
/// whatever values a step reaches: the chain computes its values from them. A guarded rule holds for some values
/// only: its step takes, among the samples of the names the guards read, values that meet its guard and no earlier
/// sibling's (``GuardedStart``), and is left out where none do, or where a guard cannot be decided. A test starts
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
        // A trace that reads a UUID or the date expects the first the test dependencies hand out, which a step after
        // another may not get.
        let testable = contexts.filter { $0.isTestable && $0.dependencyReads.isEmpty }
        var chains: [StoreChain] = []
        for head in testable {
            guard let (start, samples) = start(of: head, initial: initial), let first = StoreStep(head, samples) else {
                continue
            }
            for (index, effect) in head.targets.effects.enumerated() {
                if let ticking = ticks(
                    of: effect, at: index, after: head, first: first, start: start, flowType: flowType)
                {
                    chains.append(ticking)
                }
            }
            for (index, effect) in head.targets.effects.enumerated() where !effect.target.emitted.isEmpty {
                let reached = head.targets.to?.target
                let followers = testable.filter { handles($0, effect.target.emitted, in: reached) }
                for follower in followers {
                    guard
                        let samples = follower.storeSamples(startingFrom: first.stateValues, fields: first.fieldValues),
                        !samples.contradictsStart,
                        let second = StoreStep(
                            follower, samples, isFromEffect: true, keptIn: reached, values: first.stateValues)
                    else { continue }
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
                }
                chains += cancellations(
                    of: effect, at: index, after: head, first: first, start: start, followers: followers,
                    among: testable)
            }
        }
        return named(chains, taken: taken)
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
    private static func handles(_ trace: TraceContext, _ events: [CaseContext], in state: CaseContext?) -> Bool {
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
    private static func functionName(_ head: TraceContext, then signal: String, ending: [String]) -> String {
        let from = head.trace.isFromAnyState ? "any" : head.trace.from.name
        let words = [from, "on", head.trace.signal.name, "then", signal]
        let full = CaseStyle(joining: words + ending).camel
        return SwiftText.width(full) + 20 <= 100 ? full : CaseStyle(joining: words).camel
    }

    /// `chains` with function names unique among themselves and `taken`.
    private static func named(_ chains: [StoreChain], taken: Set<String>) -> [(name: String, chain: StoreChain)] {
        var used = taken
        return chains.map { chain in
            var name = chain.baseName
            var count = 1
            while used.contains(name) {
                count += 1
                name = "\(chain.baseName)\(count)"
            }
            used.insert(name)
            return (name, chain)
        }
    }
}
