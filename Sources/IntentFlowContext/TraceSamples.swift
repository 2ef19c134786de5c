import IntentFlowManifest

/// The values a generated test uses for a trace: the state it starts from, the signal it sends, and what it
/// expects back, built from the samples of the values in scope (see ``SwiftValue``).
///
/// A value the trace writes is sent as written. Any other takes its first sample that no sibling trace (same state
/// and signal, with values) writes at its place, so that the test reaches this trace's case and not the sibling's:
/// `resolved(flag)` beside `resolved(true)` sends `false`. Each is `nil` when a value it needs has no sample.
struct TraceSamples: Hashable, Sendable {
    /// The values in scope.
    let bindings: TraceBindings
    /// Each binding's chosen sample (`nil`: none), in ``TraceBindings/values``' order.
    let chosen: [String?]
    /// The state before: `.connecting(deviceID: "deviceID")`; `nil` for a trace from any state.
    let from: String?
    /// The intent or event: `.submit(email: "email", password: "password")`.
    let signalValue: String?
    /// The signal as the reducer receives it: `.intent(.submit(email: "email", password: "password"))`.
    let signal: String?
    /// Why no test can be written from these samples (a type without a sample, a sibling every sample matches).
    let problem: String?
    /// Whether a value the trace writes for its source state differs from the state a store test starts it in, so
    /// that the trace's case would not match there.
    let contradictsStart: Bool
    /// In a store test, the values the step before left in the state's fields, by the field as the reducer reads it
    /// (`state.failures`): a field the trace keeps without binding it (a trace from any state) keeps that value, not
    /// the sample its own test starts from.
    let keptFields: [String: String]

    /// The samples of `cases`' state and signal (an intent or event, `kind`); `siblings` are the values other
    /// traces with the same state and signal write, each by signal parameter index; `start`, when a store test runs
    /// the trace in a state it reached, holds that state's values (Swift source) by parameter index, which replace
    /// the source state's samples, and `keptFields` the values of its fields (``keptFields``). `resets` holds the
    /// values the trace writes into fields of the state after, by field label: a field starts from another sample
    /// where one exists, since a test that starts a field at the value the trace sets proves nothing about it. With
    /// `usesLoopNames`, a value a rule test loops over is its loop variable (see ``TraceRuleTest``); otherwise it is a
    /// sample. `overrides` (by binding index) replace the samples of a guarded rule's names with values that meet its
    /// guard (``GuardedStart``).
    init(
        _ cases: TraceCases, kind: String, bindings: TraceBindings, siblings: [[Int: String]] = [],
        start: [Int: String] = [:], keptFields: [String: String] = [:], resets: [String: String] = [:],
        fromSiblings: [[Int: String]] = [], usesLoopNames: Bool = false, overrides: [Int: String] = [:]
    ) {
        self.bindings = bindings
        self.keptFields = keptFields
        let signalIndexes = bindings.values.indices.filter { bindings.values[$0].isFromSignal }
        var chosen: [String?] = bindings.values.map(\.sample)
        for (position, index) in signalIndexes.enumerated() where bindings.values[index].written == nil {
            let taken = Set(siblings.compactMap { $0[position] })
            chosen[index] = bindings.values[index].samples.first { !taken.contains($0) } ?? chosen[index]
        }
        let stateIndexes = bindings.values.indices.filter { !bindings.values[$0].isFromSignal }
        // A field starts from a value the signal does not send, so a reducer that overwrites it with the signal's
        // value fails the test.
        let sent = Set(signalIndexes.compactMap { chosen[$0] })
        for (position, index) in stateIndexes.enumerated() where bindings.values[index].written == nil {
            let parameter = bindings.values[index].parameter
            let reset = parameter.isField ? resets[parameter.label ?? parameter.bindingName] : nil
            let taken = Set(fromSiblings.compactMap { $0[position] })
                .union(parameter.isField ? sent : []).union(reset.map { [$0] } ?? [])
            chosen[index] = bindings.values[index].samples.first { !taken.contains($0) } ?? chosen[index]
        }
        // A name a guard or computed value reads is the test's loop variable: it takes several values.
        for index in bindings.values.indices {
            if let name = bindings.values[index].loopName, usesLoopNames { chosen[index] = name }
        }
        for (index, value) in overrides where index < chosen.count { chosen[index] = value }
        var contradictsStart = false
        for (position, index) in stateIndexes.enumerated() {
            guard let value = start[position] else { continue }
            if let written = bindings.values[index].written, written != value { contradictsStart = true }
            chosen[index] = value
        }
        self.contradictsStart = contradictsStart
        self.chosen = chosen
        let signalSamples = signalIndexes.map { chosen[$0] }
        let matched = siblings.first { sibling in
            sibling.allSatisfy { position, value in position < signalSamples.count && signalSamples[position] == value }
        }
        from =
            cases.isFromAnyState
            ? nil : Self.sample(of: cases.from, fromSignal: false, bindings: bindings, chosen: chosen)
        signalValue = Self.sample(of: cases.signal, fromSignal: true, bindings: bindings, chosen: chosen)
        signal = signalValue.map { ".\(kind)(\($0))" }
        let lacking = bindings.values.indices.filter {
            chosen[$0] == nil && (bindings.values[$0].isFromSignal || !cases.isFromAnyState)
        }
        if let index = lacking.first {
            problem = "No sample value for `\(bindings.values[index].type)`; give one under `samples:` in the manifest."
        } else if matched != nil, let index = signalIndexes.first(where: { bindings.values[$0].written == nil }) {
            problem =
                "Every sample of `\(bindings.values[index].type)` matches a value another trace with this state and "
                + "signal writes; give `\(bindings.values[index].type)` another under `samples:` in the manifest."
        } else {
            problem = nil
        }
    }

    /// The sample an argument gives a test, by signal parameter index: written or chosen.
    var signalArguments: [Int: String] {
        let indexes = bindings.values.indices.filter { bindings.values[$0].isFromSignal }
        var arguments: [Int: String] = [:]
        for (position, index) in indexes.enumerated() { arguments[position] = chosen[index] }
        return arguments
    }

    /// The value the test expects the reducer to build for `target`: `.failed(message: "message")`; `nil` when a
    /// parameter has no value or its value no sample.
    func expected(of target: TraceTarget) -> String? {
        guard target.arguments.allSatisfy({ value(of: $0) != nil }) else { return nil }
        return target.call(value(of:))
    }

    /// The values the test expects the reducer to give `target`'s parameters, by parameter index; `nil` when one has
    /// none.
    func arguments(of target: TraceTarget) -> [Int: String]? {
        var arguments: [Int: String] = [:]
        for (index, argument) in target.arguments.enumerated() {
            guard let value = value(of: argument) else { return nil }
            arguments[index] = value
        }
        return arguments
    }

    /// The sample an argument gives a test: its binding's sample, its written value or its placeholder.
    private func value(of argument: TraceArgument) -> String? {
        switch argument {
        case .binding(let index): chosen[index]
        case .kept(_, let binding?, _): chosen[binding]
        case .kept(let field, nil, let start): keptFields[field] ?? start
        case .value(let value), .placeholder(let value): value
        case .expression(let expression): computed(expression)
        case .missing: nil
        }
    }

    /// A computed value as the test writes it: each name it reads is the test's loop variable, or, where the
    /// test sends a fixed value (a store test from a state it reached), that value. A collection literal, `nil` or
    /// an implicit member (`.success(true)`) says its type, since a member called on it (`([] as [Todo]).sorted()`)
    /// has nothing else to infer it from.
    private func computed(_ expression: TraceExpression) -> String {
        expression.substituting { name in
            guard let index = bindings.values.firstIndex(where: { $0.userName == name }), let value = chosen[index],
                value != name
            else { return nil }
            if value.hasPrefix("[") || value.hasPrefix(".") || value == "nil" {
                return "(\(value) as \(bindings.values[index].type))"
            }
            return value.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } ? value : "(\(value))"
        }
    }

    /// Whether a test can be written from these samples: the state (or, from any state, one per state), the signal
    /// and every target have one.
    func coverEvery(_ targets: TraceTargets, isFromAnyState: Bool = false) -> Bool {
        problem == nil && (from != nil || isFromAnyState) && signal != nil && targets.to != nil
            && targets.all.allSatisfy { expected(of: $0) != nil }
    }

    /// `owner` built from the chosen samples of its values (the signal's or the state's).
    private static func sample(
        of owner: CaseContext?, fromSignal: Bool, bindings: TraceBindings, chosen: [String?]
    ) -> String? {
        guard let owner else { return nil }
        var arguments: [String] = []
        for index in bindings.values.indices where bindings.values[index].isFromSignal == fromSignal {
            guard let sample = chosen[index] else { return nil }
            arguments.append(sample)
        }
        return owner.build(arguments)
    }
}
