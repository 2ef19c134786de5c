import IntentFlowManifest

/// The condition (Swift) under which a chain step's trace is the one the reducer takes on the values the test sends:
/// its guard holds, and no trace the reducer tries first (an earlier sibling) applies: the values that sibling
/// writes are not those sent, or its guard does not hold. What the written forms decide is left out of the text.
///
/// The chain test evaluates it on its candidates (``StoreChainChoice``), so it is written over the values the step
/// sends: a chosen name as it is, a sample or a value a step before computed in parentheses, with its type where
/// Swift could not infer it (`([] as [TodoItem])`).
enum StoreChainCondition {
    /// The condition for `context` run with `samples`: `""` when nothing is left to decide, `nil` when an earlier
    /// sibling always applies, so the step is never `context`'s.
    static func make(for context: TraceContext, samples: TraceSamples) -> String? {
        let sent = Sent(bindings: context.bindings, chosen: samples.chosen)
        var parts: [String] = []
        if let own = context.cases.condition {
            let text = sent.substituted(own, names: context.cases)
            parts.append(text.contains("||") || text.contains("?") ? "(\(text))" : text)
        }
        for other in context.earlier {
            switch exclusion(of: other, sent: sent) {
            case .never: continue
            case .always: return nil
            case .when(let condition): parts.append("!(\(condition))")
            }
        }
        return parts.joined(separator: " && ")
    }

    /// When an earlier sibling applies.
    private enum Applies {
        case never
        case always
        case when(String)
    }

    private static func exclusion(of other: TraceCases, sent: Sent) -> Applies {
        var parts: [String] = []
        for (values, fromSignal) in [(other.fromValues, false), (other.signalValues, true)] {
            // By position: a dictionary's order changes from run to run, and the generated file must not.
            for (index, written) in values.sorted(by: { $0.key < $1.key }) {
                guard let value = sent.value(index, fromSignal: fromSignal) else { return .never }
                switch sent.written(value, at: index, fromSignal: fromSignal).equals(WrittenValue(written.source)) {
                case .some(true): continue
                case .some(false): return .never
                case nil: parts.append("\(sent.typed(value, at: index, fromSignal: fromSignal)) == \(written.source)")
                }
            }
        }
        if let condition = other.condition {
            let text = sent.substituted(condition, names: other)
            parts.append(parts.isEmpty || !(text.contains("||") || text.contains("?")) ? text : "(\(text))")
        }
        return parts.isEmpty ? .always : .when(parts.joined(separator: " && "))
    }

    /// The values a step sends, by binding index: the signal's, then the state's.
    private struct Sent {
        let bindings: TraceBindings
        let chosen: [String?]

        private func position(_ index: Int, fromSignal: Bool) -> Int {
            fromSignal ? index : bindings.values.filter(\.isFromSignal).count + index
        }

        func value(_ index: Int, fromSignal: Bool) -> String? {
            let position = position(index, fromSignal: fromSignal)
            return position < chosen.count ? chosen[position] : nil
        }

        func written(_ value: String, at index: Int, fromSignal: Bool) -> WrittenValue {
            let binding = bindings.values[position(index, fromSignal: fromSignal)]
            return WrittenValue(value, type: binding.type, isSample: binding.samples.contains(value))
        }

        /// `value` as an operand: a name as it is, anything else in parentheses, a literal whose type Swift infers
        /// from nothing around it with its type.
        func typed(_ value: String, at index: Int, fromSignal: Bool) -> String {
            if value.hasPrefix("[") || value.hasPrefix(".") || value == "nil" {
                return "(\(value) as \(bindings.values[position(index, fromSignal: fromSignal)].type))"
            }
            let parts = value.split(separator: ".", omittingEmptySubsequences: false)
            return parts.allSatisfy({ IdentifierSyntax.isValid(String($0)) }) ? value : "(\(value))"
        }

        /// `condition` with each name `cases` binds replaced by the value sent for it.
        func substituted(_ condition: TraceExpression, names cases: TraceCases) -> String {
            var replacements: [String: String] = [:]
            for (index, name) in cases.fromNames {
                if let value = value(index, fromSignal: false) {
                    replacements[name] = typed(value, at: index, fromSignal: false)
                }
            }
            for (index, name) in cases.signalNames {
                if let value = value(index, fromSignal: true) {
                    replacements[name] = typed(value, at: index, fromSignal: true)
                }
            }
            return condition.substituting { replacements[$0] }
        }
    }
}
