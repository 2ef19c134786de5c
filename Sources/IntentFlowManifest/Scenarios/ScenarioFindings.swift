/// What `validate` says about a manifest's `scenarios:`: names a step uses that the manifest does not declare,
/// replies for effects no earlier step requests, names no `let` binds (errors), and steps no acceptance trace
/// explains (a warning naming the step).
struct ScenarioFindings {
    private let manifest: Manifest
    private var findings: [Finding] = []

    private init(_ manifest: Manifest) { self.manifest = manifest }

    /// The findings of every scenario of `manifest`.
    static func findings(in manifest: Manifest) -> [Finding] {
        var check = ScenarioFindings(manifest)
        for scenario in manifest.scenarios { check.check(scenario) }
        return check.findings
    }

    private mutating func check(_ scenario: Scenario) {
        var bound = Set(scenario.bindings.map(\.name))
        var requested: [TraceName] = []
        var phase = scenario.start?.name ?? manifest.initialStateName
        if let start = scenario.start { checkCase(start, in: .states, bound: bound) }
        for step in scenario.steps {
            checkAction(step, requested: requested, bound: bound)
            if let expect = step.expect { checkCase(expect, in: .states, bound: bound) }
            for (group, names) in [(.effects, step.effects), (.effects, step.cancellations)] as [(CaseGroup, _)] {
                for name in names { checkCase(name, in: group, bound: bound) }
            }
            for output in step.outputs { checkCase(output, in: .outputs, bound: bound) }
            for route in step.routes { checkCase(route, in: .routes, bound: bound) }
            let next = step.expect?.name ?? phase
            if let signal = step.signal, let from = phase, isDeclaredSignal(signal.name),
                !isExplained(signal.name, from: from, to: next)
            {
                report(
                    .scenarioUnexplainedStep,
                    "step '\(step.summary)' of the scenario '\(scenario.name)': no acceptance trace takes \(from) "
                        + "to \(next ?? from) on \(signal.name); add the trace the step follows", at: step.location)
            }
            phase = next
            requested += step.effects
            bound.formUnion(step.bindings.map(\.name))
        }
    }

    /// The step's signal is declared, and a reply answers an effect an earlier step requested.
    private mutating func checkAction(_ step: ScenarioStep, requested: [TraceName], bound: Set<String>) {
        switch step.action {
        case .advance: return
        case .send(let signal, let kind):
            let groups: [CaseGroup] = kind.map { $0 == .intent ? [.intents] : [.events] } ?? [.intents, .events]
            guard let group = groups.first(where: { declaration(signal.name, in: $0) != nil }) else {
                let names = groups.flatMap { manifest[$0].map(\.name) }
                report(
                    .scenarioUnknownSignal,
                    "'\(signal.name)' is not a declared \(kind?.rawValue ?? "intent or event")"
                        + EditDistance.hint(for: signal.name, among: names), at: signal.location)
                return
            }
            checkCase(signal, in: group, bound: bound)
        case .reply(let event, let effect, _):
            guard declaration(event.name, in: .events) != nil else {
                report(
                    .scenarioUnknownSignal,
                    "'\(event.name)' is not a declared event"
                        + EditDistance.hint(for: event.name, among: manifest.events.map(\.name)), at: event.location)
                return
            }
            checkCase(event, in: .events, bound: bound)
            if let effect { checkCase(effect, in: .effects, bound: bound) }
            guard ScenarioReplies.effect(answering: event.name, to: effect?.name, among: requested, in: manifest) != nil
            else {
                let which = effect.map { "'\($0.name)'" } ?? "an effect whose 'emits:' lists '\(event.name)'"
                report(
                    .scenarioReplyNotRequested,
                    "'\(event.name)' replies for \(which), but no earlier step of the scenario requests one"
                        + (requested.isEmpty ? "" : " (requested: \(requested.map(\.name).joined(separator: ", ")))"),
                    at: (effect ?? event).location)
                return
            }
        }
    }

    /// `name` is declared in `group`, its values fit its parameters, and the names it reads are bound.
    private mutating func checkCase(_ name: TraceName, in group: CaseGroup, bound: Set<String>) {
        guard let declaration = declaration(name.name, in: group) else {
            report(
                .scenarioUnknownName,
                "'\(name.name)' is not a declared \(group.singular)"
                    + EditDistance.hint(for: name.name, among: manifest[group].map(\.name)), at: name.location)
            return
        }
        if case .failure(let failure) = TraceArgumentMatch.match(
            name.arguments, to: declaration.parameters, name: name.name)
        {
            report(.scenarioUnknownName, failure.message, at: failure.location)
        }
        for argument in name.arguments {
            guard let word = argument.name, !bound.contains(word) else { continue }
            report(
                .scenarioUnknownName,
                "'\(word)' is not bound: bind it with 'let' on an earlier step or on the scenario"
                    + EditDistance.hint(for: word, among: bound), at: argument.location)
        }
    }

    /// Whether an acceptance trace takes `from` to `to` on `signal` (a `_` trace from any state).
    private func isExplained(_ signal: String, from: String, to: String?) -> Bool {
        manifest.acceptanceTraces.contains { trace in
            (trace.from.name == from || trace.isFromAnyState) && trace.signal.name == signal
                && (to == nil || trace.to.name == to || trace.to.name == TraceSyntax.anyState)
        }
    }

    private func isDeclaredSignal(_ name: String) -> Bool {
        declaration(name, in: .intents) != nil || declaration(name, in: .events) != nil
    }

    private func declaration(_ name: String, in group: CaseGroup) -> CaseDeclaration? {
        manifest[group].first { $0.name == name }
    }

    private mutating func report(_ rule: ManifestRule, _ message: String, at location: SourceLocation) {
        findings.append(Finding(rule, message, at: location))
    }
}
