/// Findings about the values that meet a trace's guard, for the guards ``TraceGuardEvaluator`` can decide (numbers
/// compared): the values generated tests give the names a guard reads are those of their types' samples, and a rule
/// test adds one below, at and above each number the guard compares with.
///
/// - `trace.unsatisfiable-guard` (error): no value a generated test tries meets the guard, so the rule's test
///   checks nothing and no store test can run it (`where n > 3 && n < 2`, or `where n > 5` for a parameter whose
///   domain is `0...2`).
/// - `trace.no-chain-start` (warning): values around the guard's numbers meet it, but no combination of samples
///   does, and the trace takes part in an effect chain (it requests an effect that emits, or handles an emitted
///   event): its store chain tests, which run samples, are not generated. The message names the sample to add.
struct GuardSampleFindings {
    private let manifest: Manifest
    private let catalog: SampleCatalog
    private let rules: TraceRuleFindings
    /// The events some effect's `emits:` lists, and the effects that list any.
    private let emitted: Set<String>
    private let emitting: Set<String>
    /// How many combinations are tried at most.
    private static let maximumCombinations = 512

    init(_ manifest: Manifest) {
        self.manifest = manifest
        catalog = SampleCatalog(manifest)
        rules = TraceRuleFindings(manifest)
        emitted = Set(manifest.effects.flatMap { $0.emits.map(\.name) })
        emitting = Set(manifest.effects.filter { !$0.emits.isEmpty }.map(\.name))
    }

    /// A finding at each guard no tried value, or no sample, meets.
    var findings: [Finding] {
        guard manifest.schemaVersion != "0.1" else { return [] }
        return manifest.acceptanceTraces.compactMap(finding(for:))
    }

    private func finding(for trace: AcceptanceTrace) -> Finding? {
        guard let condition = trace.condition, let names = numericNames(of: trace, reading: condition) else {
            return nil
        }
        let domains = domains(of: trace)
        let sampleLists = names.map { SampleCatalog.inside(domains[$0.name], samples(of: $0)) }
        switch meets(condition.text, names: names.map(\.name), lists: sampleLists) {
        case .some(true), nil: return nil
        case .some(false): break
        }
        let tried = names.map { name in
            SampleCatalog.inside(
                domains[name.name], Self.around(condition.text, type: name.type, base: samples(of: name)))
        }
        guard let met = firstMeeting(condition.text, names: names.map(\.name), lists: tried) else {
            guard meets(condition.text, names: names.map(\.name), lists: tried) == false else { return nil }
            return Finding(
                .traceUnsatisfiableGuard,
                "no value a generated test tries meets the guard '\(condition.text)' (it tries each name's samples and "
                    + "the numbers around those the guard compares with): its test checks nothing; write a guard some "
                    + "value meets, or remove the trace", at: condition.location)
        }
        guard takesPartInChain(trace) else { return nil }
        let index = met.indices.first { !sampleLists[$0].contains(met[$0]) } ?? 0
        let (name, value) = (names[index], met[index])
        return Finding(
            .traceNoChainStart,
            "no sample meets the guard '\(condition.text)', so no store chain test runs this trace; add \(value) to "
                + "the samples of '\(name.type)' (samples: {\(name.type): ['\(value)', …]}) to start one there "
                + "(\(name.name) = \(value))", at: condition.location)
    }

    /// The names `condition` reads with their types, when every one is bound to a number; `nil` otherwise.
    private func numericNames(
        of trace: AcceptanceTrace, reading condition: TraceExpression
    ) -> [(name: String, type: String)]? {
        let bound = rules.bindings(of: trace).names
        var seen = Set<String>()
        var names: [(name: String, type: String)] = []
        for reference in condition.references where seen.insert(reference.name).inserted {
            guard let type = bound[reference.name]?.type else { return nil }
            let core = SwiftTypeLayers(type).core
            guard SwiftTypeLayers(type).layers.isEmpty, SwiftValue.isInteger(core) || SwiftValue.isFloatingPoint(core)
            else { return nil }
            names.append((reference.name, core))
        }
        return names.isEmpty ? nil : names
    }

    /// The domains (`domains:`) of the names `trace` binds on its state before and its signal.
    private func domains(of trace: AcceptanceTrace) -> [String: ValueDomain] {
        let signalGroup: CaseGroup = trace.signal.kind == .intent ? .intents : .events
        let sides: [([TraceValueArgument], CaseDeclaration?)] = [
            (trace.from.arguments, trace.isFromAnyState ? nil : manifest.states.first { $0.name == trace.from.name }),
            (trace.signal.arguments, manifest[signalGroup].first { $0.name == trace.signal.name }),
        ]
        var domains: [String: ValueDomain] = [:]
        for (arguments, declaration) in sides {
            guard let declaration,
                case .success(let match) = TraceArgumentMatch.match(arguments, to: declaration.parameters, name: "")
            else { continue }
            for (index, name) in match.names {
                let parameter = declaration.parameters[index]
                domains[name] = catalog.domain(of: parameter.label, in: declaration.name, isField: parameter.isField)
            }
        }
        return domains
    }

    /// The samples a generated test gives a value of `name`'s type.
    private func samples(of name: (name: String, type: String)) -> [String] {
        SwiftValue.samples(for: name.type, named: name.name, catalog: catalog)
    }

    /// Whether the trace requests an effect that emits, or handles an event an effect emits.
    private func takesPartInChain(_ trace: AcceptanceTrace) -> Bool {
        (trace.signal.kind == .event && emitted.contains(trace.signal.name))
            || trace.effects.contains { emitting.contains($0.name) }
    }

    /// `base`, then one below, at and above each number `condition` compares with (as a rule test tries them).
    static func around(_ condition: String, type: String, base: [String]) -> [String] {
        var values = base
        let isInteger = SwiftValue.isInteger(type)
        for word in condition.split(whereSeparator: { !$0.isNumber && $0 != "." }) {
            guard let number = Double(word) else { continue }
            let step = isInteger ? 1.0 : 0.5
            for value in [number - step, number, number + step] where value >= 0 || !type.hasPrefix("U") {
                values.append(isInteger ? String(Int(value)) : String(value))
            }
        }
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }

    /// Whether some combination of `lists` meets `condition`: `nil` when one cannot be decided.
    private func meets(_ condition: String, names: [String], lists: [[String]]) -> Bool? {
        var decided = true
        var met = false
        Self.eachCombination(of: lists) { values in
            switch Self.evaluate(condition, names: names, values: values) {
            case .some(true): met = true
            case .some(false): break
            case nil: decided = false
            }
            return met || !decided
        }
        return met ? true : (decided ? false : nil)
    }

    /// The first combination of `lists` that meets `condition`.
    private func firstMeeting(_ condition: String, names: [String], lists: [[String]]) -> [String]? {
        var found: [String]?
        Self.eachCombination(of: lists) { values in
            if Self.evaluate(condition, names: names, values: values) == true { found = values }
            return found != nil
        }
        return found
    }

    private static func evaluate(_ condition: String, names: [String], values: [String]) -> Bool? {
        var numbers: [String: Double] = [:]
        for (name, value) in zip(names, values) {
            guard let number = Double(value.filter { !"_() ".contains($0) }) else { return nil }
            numbers[name] = number
        }
        return TraceGuardEvaluator.evaluate(condition, values: numbers)
    }

    /// Calls `body` with each combination of one value from each list (at most ``maximumCombinations``), until it
    /// returns `true`.
    private static func eachCombination(of lists: [[String]], _ body: ([String]) -> Bool) {
        guard !lists.contains(where: \.isEmpty) else { return }
        var indexes = Array(repeating: 0, count: lists.count)
        for _ in 0..<maximumCombinations {
            if body(zip(lists, indexes).map { $0[$1] }) { return }
            var position = lists.count - 1
            while position >= 0 {
                indexes[position] += 1
                if indexes[position] < lists[position].count { break }
                indexes[position] = 0
                position -= 1
            }
            if position < 0 { return }
        }
    }
}
