/// Findings about the rule forms of traces (schema 0.2): names bound on the state before and the signal, guards
/// after `where`, and values computed after `->`.
///
/// Errors: a guard or computed value reading a name the trace does not bind, a name bound twice, an expression
/// where a value is matched, a guard that is not shaped like a condition, a bound name whose type does not fit
/// the parameter it fills (a non-optional value may fill an optional), and a trace an earlier one always
/// matches first.
struct TraceRuleFindings {
    private let manifest: Manifest
    /// Each group's cases by name (the first declaration of a name).
    private let cases: [CaseGroup: [String: CaseDeclaration]]

    init(_ manifest: Manifest) {
        self.manifest = manifest
        var cases: [CaseGroup: [String: CaseDeclaration]] = [:]
        for group in CaseGroup.allCases {
            cases[group] = Dictionary(manifest[group].map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        }
        // `_` after `->` (a trace that keeps its state) names the fields; `_` before is looked up nowhere.
        cases[.states]?[TraceSyntax.keptState] = manifest.keptState
        self.cases = cases
    }

    /// Every finding, in the manifest's order.
    var findings: [Finding] {
        manifest.acceptanceTraces.flatMap(findings(in:)) + unreachableFindings + overlapFindings
    }

    /// A name a trace binds: its type and where it is written.
    struct Bound {
        var type: String
        var location: SourceLocation
    }

    /// The names `trace` binds on its state before and its signal, with their types; and the findings of binding
    /// them (a name twice, an expression in a pattern).
    func bindings(of trace: AcceptanceTrace) -> (names: [String: Bound], findings: [Finding]) {
        var names: [String: Bound] = [:]
        var findings: [Finding] = []
        let signalGroup: CaseGroup = trace.signal.kind == .intent ? .intents : .events
        let sides: [([TraceValueArgument], CaseDeclaration?)] = [
            (trace.from.arguments, trace.isFromAnyState ? nil : cases[.states]?[trace.from.name]),
            (trace.signal.arguments, cases[signalGroup]?[trace.signal.name]),
        ]
        for (arguments, declaration) in sides {
            for argument in arguments {
                guard let expression = argument.expression else { continue }
                findings.append(
                    Finding(
                        .traceExpressionInPattern,
                        "'\(expression.text)' is an expression where a value is matched; before '->' write a value "
                            + "or a name that binds it (failed(retries: n)), and a condition after 'where' "
                            + "(where n < 3)", at: expression.location))
            }
            guard let declaration,
                case .success(let match) = TraceArgumentMatch.match(
                    arguments, to: declaration.parameters, name: declaration.name)
            else { continue }
            for (position, index) in match.parameterOfArgument.sorted(by: { $0.key < $1.key }) {
                guard let name = arguments[position].name else { continue }
                let location = arguments[position].location
                if let earlier = names[name] {
                    findings.append(
                        Finding(
                            .traceDuplicateName,
                            "'\(name)' is bound twice in this trace (first at column \(earlier.location.column)); "
                                + "give each value its own name and compare them in a guard (where \(name) == other)",
                            at: location))
                    continue
                }
                names[name] = Bound(type: declaration.parameters[index].type, location: location)
            }
        }
        return (names, findings)
    }

    private func findings(in trace: AcceptanceTrace) -> [Finding] {
        guard manifest.schemaVersion != "0.1" else { return [] }
        let (names, bindingFindings) = bindings(of: trace)
        var findings = bindingFindings
        let known = Set(names.keys)
        // After `->` a trace may also read what the runtime hands the reducer (`dependencies:`); a guard may not,
        // since the reducer decides which trace applies before it reads them.
        let readable = known.union(manifest.dependencies.map(\.rawValue))
        func unbound(_ expression: TraceExpression, what: String, known: Set<String>) {
            for reference in expression.references where !known.contains(reference.name) {
                let bound =
                    known.isEmpty
                    ? "it binds no name" : "it binds " + known.sorted().map { "'\($0)'" }.joined(separator: ", ")
                findings.append(
                    Finding(
                        .traceUnboundName,
                        "\(what) reads '\(reference.name)', which this trace does not bind (\(bound)); bind it on the "
                            + "state before or the signal, e.g. failed(retries: \(reference.name))"
                            + Self.dependencyHint(reference.name, declared: manifest.dependencies)
                            + EditDistance.hint(for: reference.name, among: known.sorted()), at: reference.location))
            }
        }
        if let condition = trace.condition {
            unbound(condition, what: "the guard", known: known)
            let booleans = Set(names.filter { NameCharacters.withoutWhitespace($0.value.type) == "Bool" }.keys)
            if !TraceExpressionScanner.isBooleanShaped(condition.text, names: known, booleans: booleans) {
                findings.append(
                    Finding(
                        .traceInvalidGuard,
                        "the guard '\(condition.text)' is not a condition; write a Boolean expression over the bound "
                            + "names, e.g. where n < 3, where !query.isEmpty", at: condition.location))
            }
        }
        let targets: [(TraceName, CaseGroup)] =
            [(trace.to, .states)] + trace.effects.map { ($0, .effects) } + trace.outputs.map { ($0, .outputs) }
            + trace.routes.map { ($0, .routes) }
        for (target, group) in targets {
            for argument in target.arguments {
                if let expression = argument.expression {
                    unbound(expression, what: "the value '\(expression.text)'", known: readable)
                }
            }
            guard let declaration = cases[group]?[target.name],
                case .success(let match) = TraceArgumentMatch.match(
                    target.arguments, to: declaration.parameters, name: target.name)
            else { continue }
            findings += unfilled(declaration, match: match, in: trace, bound: names, at: target.location)
            for (index, name) in match.names {
                guard let bound = names[name] else { continue }
                let type = declaration.parameters[index].type
                if !Self.fits(bound.type, into: type) {
                    let location = target.arguments.first { $0.name == name }?.location ?? target.location
                    findings.append(
                        Finding(
                            .traceValueMismatch,
                            "'\(name)' is a '\(bound.type)' and '\(target.name)' takes a '\(type)' here; bind a value "
                                + "of that type, or compute one (e.g. \(target.name)("
                                + "\(declaration.parameters[index].label.map { "\($0): " } ?? "")…))",
                            at: location))
                }
            }
        }
        return findings
    }

    /// `; or declare it: dependencies: [uuid]` for a name the runtime hands out that the manifest does not declare.
    private static func dependencyHint(_ name: String, declared: [DependencyName]) -> String {
        guard let dependency = DependencyName(rawValue: name), !declared.contains(dependency) else { return "" }
        return "; or, for the runtime's \(name), declare it: dependencies: [\(name)]"
    }

    /// An error for each parameter of the target `declaration` nothing gives a value: not written, bound or
    /// computed, no value of its type on the signal or the state before, and no placeholder for its type.
    private func unfilled(
        _ declaration: CaseDeclaration, match: TraceArgumentMatch, in trace: AcceptanceTrace, bound: [String: Bound],
        at location: SourceLocation
    ) -> [Finding] {
        let signalGroup: CaseGroup = trace.signal.kind == .intent ? .intents : .events
        let inScope =
            (cases[signalGroup]?[trace.signal.name]?.parameters ?? [])
            + (trace.isFromAnyState ? [] : cases[.states]?[trace.from.name]?.parameters ?? [])
        let scopeTypes = Set(inScope.map { NameCharacters.withoutWhitespace($0.type) })
        return declaration.parameters.indices.compactMap { index in
            let parameter = declaration.parameters[index]
            let type = NameCharacters.withoutWhitespace(parameter.type)
            let given =
                match.values[index] != nil || match.expressions[index] != nil
                || match.names[index].map { bound[$0] != nil } == true
            guard !given, !scopeTypes.contains(type), SwiftValue.placeholder(for: parameter.type) == nil else {
                return nil
            }
            let label = parameter.label.map { "\($0): " } ?? ""
            return Finding(
                .traceNoValue,
                "nothing in this trace gives '\(declaration.name)'s \(parameter.label.map { "'\($0)'" } ?? "value") "
                    + "(\(parameter.type)) a value; bind one on the state before or the signal and write it, e.g. "
                    + "\(declaration.name)(\(label)x)", at: location)
        }
    }

    /// Whether a bound value of type `bound` may fill a parameter of type `parameter`: the same type, or an optional
    /// of it.
    static func fits(_ bound: String, into parameter: String) -> Bool {
        let bound = NameCharacters.withoutWhitespace(bound)
        let parameter = NameCharacters.withoutWhitespace(parameter)
        return bound == parameter || parameter == bound + "?" || parameter == "Optional<\(bound)>"
    }

    /// The values a trace matches exactly on its state before and its signal, keyed `from.0`, `signal.1`.
    private func literals(of trace: AcceptanceTrace) -> [String: String] {
        var result: [String: String] = [:]
        for (side, match, _) in matches(of: trace) {
            for (index, value) in match.values { result["\(side).\(index)"] = value.source }
        }
        return result
    }

    /// The names a trace binds, keyed by where they are (`from.0`, `signal.1`), with their types.
    private func positions(of trace: AcceptanceTrace) -> [String: (name: String, type: String)] {
        var result: [String: (name: String, type: String)] = [:]
        for (side, match, declaration) in matches(of: trace) {
            for (index, name) in match.names { result["\(side).\(index)"] = (name, declaration.parameters[index].type) }
        }
        return result
    }

    /// The arguments of a trace's state before (`from`) and signal (`signal`) matched to their declarations, for
    /// each side that has a declaration and whose arguments match it.
    private func matches(of trace: AcceptanceTrace) -> [(
        side: String, match: TraceArgumentMatch, declaration: CaseDeclaration
    )] {
        let signalGroup: CaseGroup = trace.signal.kind == .intent ? .intents : .events
        let sides: [(String, [TraceValueArgument], CaseDeclaration?)] = [
            ("from", trace.from.arguments, trace.isFromAnyState ? nil : cases[.states]?[trace.from.name]),
            ("signal", trace.signal.arguments, cases[signalGroup]?[trace.signal.name]),
        ]
        return sides.compactMap { side, arguments, declaration in
            guard let declaration,
                case .success(let match) = TraceArgumentMatch.match(arguments, to: declaration.parameters, name: "")
            else { return nil }
            return (side, match, declaration)
        }
    }

    /// A warning at a guarded trace when an earlier guarded trace on the same state and signal (matching no value
    /// it contradicts) also holds for some input, found among the numbers both guards compare with: the earlier one
    /// applies there. Guards the evaluator cannot read (calls, members, strings) are left alone.
    private var overlapFindings: [Finding] {
        guard manifest.schemaVersion != "0.1" else { return [] }
        var findings: [Finding] = []
        var earlier: [String: [AcceptanceTrace]] = [:]
        for trace in manifest.acceptanceTraces {
            let key = "\(trace.from.name) \(trace.signal.kind.rawValue) \(trace.signal.name)"
            defer { earlier[key, default: []].append(trace) }
            guard let condition = trace.condition else { continue }
            for other in earlier[key, default: []] {
                guard let otherCondition = other.condition,
                    let input = sharedInput(trace, condition, other, otherCondition)
                else { continue }
                findings.append(
                    Finding(
                        .traceOverlappingGuards,
                        "this trace's guard and that of '\(other.text)' (line \(other.location.line)) both hold for "
                            + "\(input); the earlier one applies there: make the guards exclusive, or put the more "
                            + "specific trace first", at: condition.location))
                break
            }
        }
        return findings
    }

    /// An input (`n = 2`) both guards hold for, or `nil` when none is found or one cannot be evaluated.
    private func sharedInput(
        _ trace: AcceptanceTrace, _ condition: TraceExpression, _ other: AcceptanceTrace,
        _ otherCondition: TraceExpression
    ) -> String? {
        let written = literals(of: trace)
        let otherWritten = literals(of: other)
        guard otherWritten.allSatisfy({ written[$0.key] == nil || written[$0.key] == $0.value }) else { return nil }
        let mine = positions(of: trace)
        let theirs = positions(of: other)
        let used = Set(condition.references.map(\.name)).union(otherCondition.references.map(\.name))
        let keys = Set(mine.keys).union(theirs.keys).filter { key in
            [mine[key]?.name, theirs[key]?.name].contains { $0.map(used.contains) == true }
        }.sorted()
        guard !keys.isEmpty, keys.count <= 3,
            keys.allSatisfy({ key in
                let type = SwiftTypeLayers((mine[key] ?? theirs[key])?.type ?? "").core
                return SwiftValue.isInteger(type) || SwiftValue.isFloatingPoint(type)
            })
        else { return nil }
        var numbers: Set<Double> = [0, 1]
        for text in [condition.text, otherCondition.text] {
            for word in text.split(whereSeparator: { !$0.isNumber && $0 != "." }) {
                if let number = Double(word) { numbers.formUnion([number - 1, number, number + 1]) }
            }
        }
        let candidates = numbers.sorted()
        var grid: [[Double]] = [[]]
        for _ in keys { grid = grid.flatMap { prefix in candidates.map { prefix + [$0] } } }
        for values in grid {
            var mineValues: [String: Double] = [:]
            var theirValues: [String: Double] = [:]
            for (key, value) in zip(keys, values) {
                if let name = mine[key]?.name { mineValues[name] = value }
                if let name = theirs[key]?.name { theirValues[name] = value }
            }
            guard let holds = TraceGuardEvaluator.evaluate(condition.text, values: mineValues),
                let otherHolds = TraceGuardEvaluator.evaluate(otherCondition.text, values: theirValues)
            else { return nil }
            if holds && otherHolds {
                return zip(keys, values).map { key, value in
                    let shown = value == value.rounded() ? String(Int(value)) : String(value)
                    return "\((mine[key] ?? theirs[key])?.name ?? key) = \(shown)"
                }.joined(separator: ", ")
            }
        }
        return nil
    }

    /// A trace is never reached when an earlier one with the same state and signal has no guard and matches
    /// exactly only values it also matches. (The reducer tries traces that match values before those that match
    /// none, so a trace without values never hides one with values.)
    private var unreachableFindings: [Finding] {
        guard manifest.schemaVersion != "0.1" else { return [] }
        var findings: [Finding] = []
        var earlier: [String: [(AcceptanceTrace, [String: String])]] = [:]
        for trace in manifest.acceptanceTraces {
            let key = "\(trace.from.name) \(trace.signal.kind.rawValue) \(trace.signal.name)"
            let values = literals(of: trace)
            let hiding = earlier[key, default: []].first { other, otherValues in
                other.condition == nil && otherValues.allSatisfy { values[$0.key] == $0.value }
                    && (!otherValues.isEmpty || values.isEmpty)
            }
            if let (other, _) = hiding {
                findings.append(
                    Finding(
                        .traceUnreachable,
                        "this trace is never reached: '\(other.text)' (line \(other.location.line)) comes first and "
                            + "matches every state and signal this one does; move this trace above it, give that one a "
                            + "'where' guard, or remove this one", at: trace.location))
            }
            earlier[key, default: []].append((trace, values))
        }
        return findings
    }
}
