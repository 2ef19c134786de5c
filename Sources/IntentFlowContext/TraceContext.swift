import IntentFlowManifest
import IntentFlowTemplates

/// One acceptance trace turned into what the generated reducer and tests need: the `switch` pattern that matches
/// it, the `Next` it returns, and the values a test sends and expects.
///
/// ## The steps
///
/// Each step is a pure function of the trace and the steps before it, in its own type:
///
/// 1. ``TraceCases``: the declared cases the trace names, and the names the manifest does not declare.
/// 2. ``TraceBindings``: the values in scope in the `switch` case (the signal's, then the state's) and which one
///    fills each parameter of a target; ``TraceTargets``: for each target (the state after, effects, outputs,
///    routes) each parameter's ``TraceArgument``: a binding, a placeholder for its type (`""`, `0`, `false`,
///    `nil`, `[]`, `[:]`, noted in a comment above the `return`), or missing.
/// 3. ``TraceExpressions``: the reducer's Swift: patterns binding only what the targets use (an unused binding
///    would be a compiler warning) and the values it returns.
/// 4. ``TraceSamples``: the test's values: the state it starts from, the signal it sends, what it expects.
/// 5. ``TraceSkipReasons``: why no case is generated (an undeclared name, a parameter nothing gives a value, an
///    earlier trace with the same state and signal) and why the test is skipped (that, or a type without a
///    sample). A trace that is not generated keeps a comment in the reducer saying what is missing.
/// 6. ``TraceTemplateValue``: the dictionary templates see.
///
/// The trace grammar grows by extending one step: a value written in a trace is another kind of argument with
/// its own expression and sample; a source state that matches any state resolves in the first step and has a
/// sample per state in the fourth; samples for other types come from ``SwiftValue``; traces that share a state
/// and signal are told apart where the skip reasons name them.
///
/// A class (every property is a constant, so it is still a value in all but name): a feature's traces are handed
/// through ordering, chains and conformance many times, and copying a struct this size cost 6% of generation.
final class TraceContext: Sendable {
    /// The trace.
    let trace: AcceptanceTrace
    /// Why no case is generated for it, or `nil` when one is.
    let unimplementedReason: String?
    /// The template context.
    let templateValue: TemplateValue
    /// `(from, intent|event, signal, values)`: traces sharing it would match the same `switch` case.
    let key: String

    /// A trace's signal sent to a store: `store.send(.submit(…))` from `initialState`, expecting `expected`.
    struct StoreTest: Hashable, Sendable {
        /// The state the store starts in, e.g. `.idle`.
        let initialState: String
        /// `send` for an intent, `receive` for an event.
        let method: String
        /// The intent or event, e.g. `.submit(email: "email", password: "password")`.
        let signal: String
        /// The state the store must reach.
        let expected: String
    }

    /// The values this trace writes on its signal, by parameter index (Swift source): what tells it from a trace
    /// with the same state and signal.
    let signalValues: [Int: String]
    /// Whether it is a rule: a guard or computed value reads a name it binds, so it applies to some values only,
    /// which its own test (``TraceRuleTest``) finds; store and chain tests, which run fixed values, leave it out. A
    /// trace that only binds names has a value test too, but stays in store and chain tests.
    let isRule: Bool
    /// Whether it applies to every value it matches: no guard of its own, and none on an earlier trace with the same
    /// state and signal (the reducer tries those first). A store test may then run it from whatever values the step
    /// before reached, computing what it computes from them.
    let isGuardFree: Bool
    /// Whether its test sends several values (``TraceRuleTest``), collected by `TraceValueCheck` from
    /// IntentFlowTesting: a rule's, or a trace's that binds names.
    let hasValueTest: Bool
    /// What the trace reads from the runtime after `->` (`dependencies:`): `uuid`, `now`.
    let dependencyReads: [DependencyName]
    /// Whether it matches values written on its signal or source state (the reducer tries such traces first).
    var writesValues: Bool { !signalValues.isEmpty || !cases.fromValues.isEmpty }
    /// Its test's signal arguments (written or sampled), by parameter index.
    let sentValues: [Int: String]
    /// Its test function's name: `idleOnSubmitMovesToValidating`.
    let testName: String
    /// Whether its test runs: it is implemented and every value it needs has a sample.
    let isTestable: Bool
    /// The declared cases it names.
    let cases: TraceCases
    /// The cases it builds, each parameter with where its value comes from.
    let targets: TraceTargets
    /// For a trace from any state, the states its tests start from; empty otherwise.
    let testStates: [CaseContext]
    /// What its own test starts from and expects on the values it changes (``TestVacuity``).
    let vacuity: TestVacuity
    /// The values in scope in its `switch` case.
    let bindings: TraceBindings
    private let siblings: [[Int: String]]
    /// The values it writes into fields of the state after, by field label (``TraceSamples``' `resets`).
    private let resets: [String: String]
    /// The traces with the same state and signal the reducer tries first.
    let earlier: [TraceCases]

    /// Describes `trace`. `cases` finds a declared case by group and name; `shadowedBy` is the text of an earlier
    /// trace with the same state, signal and values, if any; `testName` is the trace's unique test function name;
    /// `siblings` are the signal values other traces with the same state and signal write; for a trace from any
    /// state, `states` are the declared states its tests start from; `nextType` is the feature's `Next` alias.
    init(
        _ trace: AcceptanceTrace, cases: (CaseGroup, String) -> CaseContext?, shadowedBy: String?, testName: String,
        siblings: [[Int: String]] = [], states: [CaseContext] = [], nextType: String = "",
        fromSiblings: [[Int: String]] = [], earlier: [TraceCases] = [], hasRuleSibling: Bool = false
    ) {
        let kind = trace.signal.kind.rawValue
        let resolved = TraceCases(trace, cases: cases)
        let bindings = TraceBindings(resolved, earlier: earlier)
        let targets = TraceTargets(resolved, bindings: bindings)
        let expressions = TraceExpressions(resolved, kind: kind, bindings: bindings, targets: targets)
        let resets = Self.resets(targets.to)
        let make = { (overrides: [Int: String], usesLoopNames: Bool) in
            TraceSamples(
                resolved, kind: kind, bindings: bindings, siblings: siblings, resets: resets,
                fromSiblings: fromSiblings, usesLoopNames: usesLoopNames, overrides: overrides)
        }
        // A test that would start where it ends takes other samples where some tell the two apart.
        let overrides = NonVacuousSamples.overrides(
            trace, cases: resolved, targets: targets, plain: make([:], true), make: { make($0, true) })
        let samples = make(overrides, true)
        let fixedSamples = make(overrides, false)
        let ruleTest = TraceRuleTest(
            resolved, text: trace.text, bindings: bindings, chosen: samples.chosen, earlier: earlier)
        let stateSamples = trace.isFromAnyState ? states.compactMap { state in state.sample.map { (state, $0) } } : []
        let reasons = TraceSkipReasons(
            unresolved: resolved.unresolved, missing: targets.missing, shadowedBy: shadowedBy,
            hasTestValues: samples.coverEvery(targets, isFromAnyState: trace.isFromAnyState)
                && (!trace.isFromAnyState || !stateSamples.isEmpty),
            sampleProblem: samples.problem
                ?? (trace.isFromAnyState && stateSamples.isEmpty
                    ? "No state is left for this trace: every one has its own trace for this signal." : nil))

        // An unbound name an expression reads can only be the runtime's (validation has refused any other).
        let reads = DependencyReads.read(by: trace, among: DependencyName.allCases)
        self.trace = trace
        self.cases = resolved
        dependencyReads = reads
        self.testName = testName
        self.targets = targets
        self.bindings = bindings
        self.siblings = siblings
        self.resets = resets
        self.earlier = earlier
        testStates = stateSamples.map(\.0)
        vacuity = TestVacuity(trace, cases: resolved, targets: targets, samples: samples)
        isTestable = reasons.skip == nil
        isRule = ruleTest != nil && bindings.values.contains { $0.loopName != nil && $0.isReadByRule }
        isGuardFree = trace.condition == nil && !earlier.contains { $0.condition != nil }
        hasValueTest = ruleTest != nil
        signalValues = resolved.signalValues.mapValues(\.source)
        sentValues = fixedSamples.signalArguments.compactMapValues { $0 }
        key = Self.key(trace, values: signalValues, fromValues: resolved.fromValues.mapValues(\.source))
        unimplementedReason = reasons.unimplemented
        templateValue = TraceTemplateValue.make(
            trace, testName: testName, cases: resolved, targets: targets, expressions: expressions,
            samples: samples, reasons: reasons, stateSamples: stateSamples, nextType: nextType, ruleTest: ruleTest,
            isExample: (!resolved.signalValues.isEmpty || !resolved.fromValues.isEmpty) && !hasRuleSibling
                && !Self.coversBothBooleans(resolved, siblings: siblings), dependencyReads: reads)
    }

    /// The values `state` (the state after) writes into fields, by field label: `["board": ".empty"]`.
    private static func resets(_ state: TraceTarget?) -> [String: String] {
        guard let state else { return [:] }
        var resets: [String: String] = [:]
        for (parameter, argument) in zip(state.target.parameters, state.arguments) where parameter.isField {
            if case .value(let value) = argument { resets[parameter.label ?? parameter.bindingName] = value }
        }
        return resets
    }

    /// Whether the trace matches only `true` or `false` on its signal and its siblings the other: together they
    /// are a rule, not an example (`resolved(true)`, `resolved(false)`).
    private static func coversBothBooleans(_ cases: TraceCases, siblings: [[Int: String]]) -> Bool {
        guard cases.fromValues.isEmpty, !cases.signalValues.isEmpty else { return false }
        return cases.signalValues.allSatisfy { index, value in
            let other = value.source == "true" ? "false" : value.source == "false" ? "true" : nil
            return other.map { other in siblings.contains { $0[index] == other } } ?? false
        }
    }

    /// The test's values when a store test runs the trace in a state whose values (Swift source, by parameter
    /// index) are `start`, reached by an earlier step or given by `initial:`; `overrides` (by binding index) replace
    /// samples (a store chain test that chooses its values binds names to them: ``StoreChainChoice``).
    func samples(
        startingFrom start: [Int: String], fields: [String: String] = [:], overrides: [Int: String] = [:]
    ) -> TraceSamples {
        TraceSamples(
            cases, kind: trace.signal.kind.rawValue, bindings: bindings, siblings: siblings, start: start,
            keptFields: fields, resets: resets, overrides: overrides)
    }

    /// The values of a store test that runs the trace in a state whose values are `start` (as
    /// ``samples(startingFrom:fields:)``), where its case is the one the reducer takes: a guarded rule's names take
    /// samples that meet its guard and no earlier sibling's (``GuardedStart``). `nil` when none is found.
    func storeSamples(startingFrom start: [Int: String], fields: [String: String] = [:]) -> TraceSamples? {
        let plain = samples(startingFrom: start, fields: fields)
        if isGuardFree { return plain }
        let signalCount = bindings.values.filter(\.isFromSignal).count
        let fixed = Set(start.keys.map { signalCount + $0 })
        guard
            let overrides = GuardedStart.choose(
                bindings: bindings, cases: cases, earlier: earlier, chosen: plain.chosen, fixed: fixed)
        else { return nil }
        return TraceSamples(
            cases, kind: trace.signal.kind.rawValue, bindings: bindings, siblings: siblings, start: start,
            keptFields: fields, resets: resets, overrides: overrides)
    }

    /// `(from, intent|event, signal, values)`: traces sharing it would match the same `switch` case.
    /// The source state's values (`fromValues`) and the guard tell traces apart too.
    static func key(_ trace: AcceptanceTrace, values: [Int: String], fromValues: [Int: String] = [:]) -> String {
        let condition = trace.condition.map { " where \($0.text)" } ?? ""
        guard !values.isEmpty || !fromValues.isEmpty else { return baseKey(trace) + condition }
        let written = values.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        let from = fromValues.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        return "\(baseKey(trace)) \(written)" + (from.isEmpty ? "" : " from \(from)") + condition
    }

    /// `(from, intent|event, signal)`: traces sharing it are siblings.
    static func baseKey(_ trace: AcceptanceTrace) -> String {
        "\(trace.from.name) \(trace.signal.kind.rawValue) \(trace.signal.name)"
    }

    /// `idleOnSubmitMovesToValidating`, `uploadingOnProgressStaysUploading`.
    static func baseTestName(for trace: AcceptanceTrace) -> String {
        let to = trace.to.name == trace.from.name ? "Stays" : "MovesTo"
        let from = trace.isFromAnyState ? "any" : trace.from.name
        if trace.keepsState { return CaseStyle(joining: [from, "On", trace.signal.name, "KeepsState"]).camel }
        return CaseStyle(joining: [from, "On", trace.signal.name, to, trace.to.name]).camel
    }
}
