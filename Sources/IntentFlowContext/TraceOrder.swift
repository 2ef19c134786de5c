import IntentFlowManifest

/// How a feature's traces relate: which trace repeats an earlier one, which are siblings (same state and signal,
/// told apart by values), the order of the reducer's cases, and which states a trace from any state is tested in.
///
/// The reducer lists, for each state and signal, the traces that write values (expression patterns) before the one
/// that binds; traces from any state (`_`) come after every trace that names a state.
enum TraceOrder {
    /// Every trace's context, in the manifest's order; `states` are the declared states, `nextType` the feature's
    /// `Next` alias (`LoginNext`), which decides how a test's expected value is laid out.
    static func contexts(
        _ traces: [AcceptanceTrace], states: [CaseContext], nextType: String = "",
        cases: (CaseGroup, String) -> CaseContext?
    ) -> [TraceContext] {
        var testNames: [String: Int] = [:]
        let names = traces.map { trace in
            let base = TraceContext.baseTestName(for: trace)
            let count = testNames[base, default: 0] + 1
            testNames[base] = count
            return count == 1 ? base : "\(base)\(count)"
        }
        var contexts: [TraceContext?] = Array(repeating: nil, count: traces.count)
        var firstByKey: [String: String] = [:]
        // Traces naming a state first: a trace from any state is tested only where none of them applies.
        for pass in [false, true] {
            for index in traces.indices where traces[index].isFromAnyState == pass {
                let trace = traces[index]
                let siblings = siblingValues(of: index, in: traces, cases: cases)
                let (fromSiblings, earlier, hasRule) = related(index, in: traces, cases: cases)
                var context = TraceContext(
                    trace, cases: cases, shadowedBy: nil, testName: names[index], siblings: siblings, states: states,
                    nextType: nextType, fromSiblings: fromSiblings, earlier: earlier, hasRuleSibling: hasRule)
                let testStates =
                    pass ? uncaught(states, by: trace, sent: context.sentValues, among: contexts.compactMap { $0 }) : []
                // The key does not depend on the states or the shadowing: one more build settles both.
                let shadowedBy = firstByKey[context.key]
                if pass || shadowedBy != nil {
                    context = TraceContext(
                        trace, cases: cases, shadowedBy: shadowedBy, testName: names[index], siblings: siblings,
                        states: testStates, nextType: nextType, fromSiblings: fromSiblings, earlier: earlier,
                        hasRuleSibling: hasRule)
                }
                if shadowedBy == nil, context.unimplementedReason == nil {
                    firstByKey[context.key] = trace.text
                }
                contexts[index] = context
            }
        }
        return contexts.compactMap { $0 }
    }

    /// The signal values the other traces with the same state and signal write.
    private static func siblingValues(
        of index: Int, in traces: [AcceptanceTrace], cases: (CaseGroup, String) -> CaseContext?
    ) -> [[Int: String]] {
        let key = TraceContext.baseKey(traces[index])
        return traces.indices.compactMap { other in
            guard other != index, TraceContext.baseKey(traces[other]) == key else { return nil }
            let values = TraceCases(traces[other], cases: cases).signalValues.mapValues(\.source)
            return values.isEmpty ? nil : values
        }
    }

    /// For the trace at `index`: the source-state values the other traces with its state and signal write, those
    /// of them the reducer tries first (traces writing values come before those writing none, else the manifest's
    /// order decides), and whether one of them is a rule (it matches no value written).
    private static func related(
        _ index: Int, in traces: [AcceptanceTrace], cases: (CaseGroup, String) -> CaseContext?
    ) -> (fromSiblings: [[Int: String]], earlier: [TraceCases], hasRule: Bool) {
        let key = TraceContext.baseKey(traces[index])
        let siblings = traces.indices.filter { $0 != index && TraceContext.baseKey(traces[$0]) == key }
        guard !siblings.isEmpty else { return ([], [], false) }
        let own = TraceCases(traces[index], cases: cases)
        let ownValued = !own.signalValues.isEmpty || !own.fromValues.isEmpty
        var fromSiblings: [[Int: String]] = []
        var earlier: [TraceCases] = []
        var hasRule = false
        for other in siblings {
            let cases = TraceCases(traces[other], cases: cases)
            if !cases.fromValues.isEmpty { fromSiblings.append(cases.fromValues.mapValues(\.source)) }
            let valued = !cases.signalValues.isEmpty || !cases.fromValues.isEmpty
            if (valued && !ownValued) || (valued == ownValued && other < index) { earlier.append(cases) }
            if !valued { hasRule = true }
        }
        return (fromSiblings, earlier, hasRule)
    }

    /// The states a trace from any state is tested in: those where no implemented trace naming the state matches
    /// the signal values `sent` (a trace writing no values matches any).
    private static func uncaught(
        _ states: [CaseContext], by trace: AcceptanceTrace, sent: [Int: String], among contexts: [TraceContext]
    ) -> [CaseContext] {
        states.filter { state in
            !contexts.contains { other in
                other.unimplementedReason == nil && !other.trace.isFromAnyState && other.trace.from.name == state.name
                    && other.trace.signal.kind == trace.signal.kind && other.trace.signal.name == trace.signal.name
                    && other.signalValues.allSatisfy { sent[$0.key] == $0.value }
            }
        }
    }

    /// The implemented traces in the reducer's order.
    static func implemented(_ contexts: [TraceContext]) -> [TraceContext] {
        let implemented = contexts.filter { $0.unimplementedReason == nil }
        func rank(_ position: Int) -> (Int, Double) {
            let context = implemented[position]
            let group = context.trace.isFromAnyState ? 1 : 0
            guard !context.writesValues else { return (group, Double(position)) }
            let key = TraceContext.baseKey(context.trace)
            let lastValued = implemented.indices.last {
                implemented[$0].writesValues && TraceContext.baseKey(implemented[$0].trace) == key
            }
            return (group, Double(max(position, lastValued ?? position)) + 0.5)
        }
        return implemented.indices.sorted { rank($0) < rank($1) }.map { implemented[$0] }
    }

    /// The `state signal` pairs the implemented traces handle whatever the values (their patterns write none).
    static func exhaustiveCases(_ implemented: [TraceContext], states: [CaseContext]) -> Set<String> {
        var handled = Set<String>()
        for context in implemented where !context.writesValues && context.trace.condition == nil {
            let signal = "\(context.trace.signal.kind.rawValue) \(context.trace.signal.name)"
            let froms = context.trace.isFromAnyState ? states.map(\.name) : [context.trace.from.name]
            for from in froms { handled.insert("\(from) \(signal)") }
        }
        return handled
    }
}
