import IntentFlowManifest

/// A generated test that cannot fail: it starts where its trace ends on every value the trace changes
/// (``TestVacuity``), so a reducer that keeps the state it was given passes it.
package struct VacuousTest: Hashable, Sendable {
    /// Which kind of generated test it is.
    package enum Kind: String, Hashable, Sendable {
        /// The trace's own test, in `<Feature>FlowTests`.
        case value = "test"
        /// The test that runs the flow in a store from `initial:`.
        case store = "store test"
        /// A step of a store chain test.
        case chain = "store chain test"
    }

    /// The kind of test.
    package let kind: Kind
    /// The test's name as it reads in the test file: the trace, or the chain's traces.
    package let testText: String
    /// The trace whose step is vacuous, as written, and where.
    package let traceText: String
    package let location: SourceLocation
    /// The value the trace changes that the test starts at: label, type and value.
    package let label: String
    package let type: String
    package let value: String

    /// What to add to `samples:`: another value of ``type``, where one can be named (`Board: ['.empty', …]`).
    package var sampleToAdd: String {
        let other = OtherSample.value(besides: value, type: type).map { "'\($0)'" } ?? "…"
        return "\(type): ['\(value)', \(other)]"
    }

    /// The warning's text.
    package var message: String {
        "the generated \(kind.rawValue) '\(testText)' starts '\(label)' at \(value), where this trace leaves it, "
            + "on every value the trace changes: it passes whether or not the reducer changes the state; " + remedy
    }

    /// What makes the test able to fail: the sample to add for a trace's own test; for a store test (which starts
    /// from `initial:`) and a chain's step (which starts where the step before left the state), where the start
    /// comes from.
    package var remedy: String {
        switch kind {
        case .value:
            "add another value of '\(type)' under 'samples:' (e.g. \(sampleToAdd))"
        case .store:
            "'initial:' gives that value, and every other trace from there is vacuous too"
        case .chain:
            "the step before leaves it there: give '\(type)' another first sample under 'samples:' (the chain "
                + "starts from the first samples) or write another value in this trace"
        }
    }
}

/// Finds every vacuous generated test of a manifest: the traces' own tests with fixed values, the store test and
/// the store chains' steps, from the same context generation builds. A rule's test loops over values decided when
/// it runs, and a scenario starts from `initial:` and checks what its steps say; neither is judged here.
package enum VacuousTests {
    /// The vacuous tests of `manifest`, in the order the test file holds them.
    package static func find(in manifest: Manifest) -> [VacuousTest] {
        let cases = FeatureCases(manifest)
        var found: [VacuousTest] = []
        for trace in cases.traces where trace.isTestable && !trace.hasValueTest && !trace.trace.isFromAnyState {
            if let stuck = trace.vacuity.stuck() {
                found.append(test(.value, text: SwiftText.singleLine(trace.trace.text), trace.vacuity, stuck))
            }
        }
        if let (trace, _, samples) = FeatureContext.storeTestTrace(cases.traces, initial: cases.initialState) {
            let vacuity = TestVacuity(trace, samples)
            let start = trace.trace.isFromAnyState ? cases.initialState?.values : nil
            if let stuck = vacuity.stuck(startingFrom: start) {
                found.append(test(.store, text: "The flow runs in a store", vacuity, stuck))
            }
        }
        let chains = StoreChains.make(cases.traces, initial: cases.initialState)
        for (_, chain) in chains {
            var before: StoreStep?
            for step in chain.steps {
                defer { before = step }
                guard let vacuity = step.vacuity,
                    let stuck = vacuity.stuck(startingFrom: start(of: vacuity, after: before, in: chain, cases))
                else { continue }
                found.append(test(.chain, text: chain.text, vacuity, stuck))
            }
        }
        return found
    }

    /// A `trace.vacuous` warning at each trace with a vacuous test, except where `known` already holds one.
    package static func findings(for manifest: Manifest, known: [Diagnostic] = []) -> [Diagnostic] {
        var warned = Set(known.filter { $0.ruleID == ManifestRule.traceVacuous.rawValue }.map(\.location))
        return find(in: manifest).compactMap { test in
            guard warned.insert(test.location).inserted else { return nil }
            return Diagnostic(.warning, test.message, at: test.location, rule: ManifestRule.traceVacuous.rawValue)
        }
    }

    /// Where a step (its vacuity `step`) starts, by parameter index, when its trace is from any state: where `before`
    /// left the state, or `initial:`'s values for a chain's first step from there. `nil` (its own test's start)
    /// otherwise.
    private static func start(
        of step: TestVacuity, after before: StoreStep?, in chain: StoreChain, _ cases: FeatureCases
    ) -> [Int: String]? {
        guard step.isFromAnyState else { return nil }
        if let before {
            return before.vacuity?.stateName == step.stateName ? before.stateValues : [:]
        }
        guard let initial = cases.initialState, chain.initialState == initial.expression,
            initial.state.name == step.stateName
        else { return [:] }
        return initial.values
    }

    private static func test(
        _ kind: VacuousTest.Kind, text: String, _ vacuity: TestVacuity, _ stuck: TestVacuity.StuckValue
    ) -> VacuousTest {
        VacuousTest(
            kind: kind, testText: text, traceText: vacuity.traceText, location: vacuity.location, label: stuck.label,
            type: stuck.type, value: stuck.value)
    }
}
