import IntentFlowManifest

/// The values a store test gives a guarded rule, so that the rule's own case is the one the reducer takes: its guard
/// holds, and no trace the reducer tries first (an earlier sibling with the same state and signal) applies.
///
/// A store test runs fixed values, and a guard holds for some only: the test searches the samples of the names the
/// guards read (those a step before did not fix) for the first combination that meets them. Guards are decided on the
/// values as written (``SampleGuardEvaluator``); where they do not decide one (a call into the feature's code), no
/// combination is chosen here and a store chain test chooses at run time (``StoreChainChoice``). A guard no
/// combination of samples meets leaves the trace out (`validate` warns `trace.no-chain-start` there for numbers,
/// naming the sample to add).
enum GuardedStart {
    /// How many combinations of samples are tried at most.
    static let maximumCombinations = 256

    /// The values, by binding index, that make `cases` the trace the reducer takes, starting from `chosen` (the
    /// test's values: a state a step before reached, and samples for the rest); `fixed` are the binding indexes a
    /// step before decided. `nil` when no combination is decided to meet them.
    static func choose(
        bindings: TraceBindings, cases: TraceCases, earlier: [TraceCases], chosen: [String?], fixed: Set<Int>
    ) -> [Int: String]? {
        let free = bindings.values.indices.filter {
            bindings.values[$0].loopName != nil && bindings.values[$0].written == nil && !fixed.contains($0)
        }
        let lists = free.map { bindings.values[$0].samples }
        var met: [Int: String]?
        for combination in TraceValueOrder.combinations(of: lists, maximum: maximumCombinations) {
            var values = chosen
            for (index, value) in zip(free, combination) { values[index] = value }
            guard holds(cases, bindings: bindings, values: values) == true,
                earlier.allSatisfy({ holds($0, bindings: bindings, values: values) == false })
            else { continue }
            let overrides = Dictionary(uniqueKeysWithValues: zip(free, combination))
            if isDistinct(overrides, bindings: bindings, values: values) { return overrides }
            met = met ?? overrides
        }
        return met
    }

    /// Whether each chosen value differs from every other value of its type in the test: where `progress(q)` meets
    /// `uploading(progress: p)` with `q == p`, a reducer that writes `q` where the trace keeps `p` passes, so the
    /// search prefers a combination that tells them apart.
    private static func isDistinct(_ overrides: [Int: String], bindings: TraceBindings, values: [String?]) -> Bool {
        overrides.allSatisfy { index, value in
            values.indices.allSatisfy { other in
                other == index || values[other] != value
                    || NameCharacters.withoutWhitespace(bindings.values[other].type)
                        != NameCharacters.withoutWhitespace(bindings.values[index].type)
            }
        }
    }

    /// Whether the trace `cases` applies to `values` (by binding index of the trace the test runs: the signal's
    /// values, then the state's): the values it writes are sent, and its guard holds. `nil` when the written forms
    /// do not decide it (``SampleGuardEvaluator``).
    static func holds(_ cases: TraceCases, bindings: TraceBindings, values: [String?]) -> Bool? {
        let signalCount = bindings.values.filter(\.isFromSignal).count
        func position(_ index: Int, fromSignal: Bool) -> Int { fromSignal ? index : signalCount + index }
        func bound(_ position: Int) -> SampleGuardEvaluator.Bound? {
            guard position < values.count, position < bindings.values.count, let text = values[position] else {
                return nil
            }
            let binding = bindings.values[position]
            let value = WrittenValue(text, type: binding.type, isSample: binding.samples.contains(text))
            return .init(value: value, type: binding.type)
        }
        var decided: [Bool?] = []
        for (written, fromSignal) in [(cases.signalValues, true), (cases.fromValues, false)] {
            for (index, expected) in written {
                let sent = bound(position(index, fromSignal: fromSignal))?.value ?? .opaque
                decided.append(sent.equals(WrittenValue(expected.source)))
            }
        }
        guard let condition = cases.condition, WrittenValue.all(decided) != false else {
            return WrittenValue.all(decided)
        }
        var names: [String: SampleGuardEvaluator.Bound] = [:]
        for (bindingNames, fromSignal) in [(cases.signalNames, true), (cases.fromNames, false)] {
            for (index, name) in bindingNames {
                if let value = bound(position(index, fromSignal: fromSignal)) { names[name] = value }
            }
        }
        decided.append(SampleGuardEvaluator.evaluate(condition.text, names: names))
        return WrittenValue.all(decided)
    }

    /// A sample as a number: `2`, `-0.5`, `1_000`, or a value a step computed from numbers (`1 + 1`, read left to
    /// right); `nil` for anything else.
    static func number(_ text: String) -> Double? {
        let words = text.filter { !"_()".contains($0) }.split(separator: " ")
        guard let first = words.first.flatMap({ Double($0) }), words.count % 2 == 1 else { return nil }
        var value = first
        for index in stride(from: 1, to: words.count, by: 2) {
            guard let operand = Double(words[index + 1]) else { return nil }
            switch words[index] {
            case "+": value += operand
            case "-": value -= operand
            case "*": value *= operand
            default: return nil
            }
        }
        return value
    }
}
