import IntentFlowManifest

/// Walks a scenario's steps, keeping the state each step expects and the effects requested so far, and writes
/// each step as Swift for ``ScenarioTest``.
struct ScenarioTestBuilder {
    let manifest: Manifest
    let cases: FeatureCases
    /// The effects requested so far, as written and as Swift, and the run that answers each one replied to.
    private var requested: [(name: TraceName, expression: String, line: Int, run: Int?)] = []
    private var runs: [ScenarioTest.Run] = []

    init(manifest: Manifest, cases: FeatureCases) {
        self.manifest = manifest
        self.cases = cases
    }

    mutating func test(of scenario: Scenario) -> Result<ScenarioTest, ScenarioTest.Failure> {
        guard var state = ScenarioState(start: scenario.start, initial: cases.initialState, cases: cases) else {
            return .failure(.init(message: "the scenario's start state has a value without a placeholder"))
        }
        let initial = state.expression
        var lines: [ScenarioTest.Line] = []
        for step in scenario.steps {
            let location =
                "#sourceLocation(file:\(SwiftText.stringLiteral(step.location.file)),line:\(step.location.line))"
            guard case .advance(let interval) = step.action else {
                guard let next = state.after(step.expect, cases: cases) else {
                    return .failure(.init(message: "step '\(step.summary)' expects a state that cannot be built"))
                }
                switch line(step, next: next, location: location, lineIndex: lines.count) {
                case .success(let line): lines.append(line)
                case .failure(let failure): return .failure(failure)
                }
                state = next
                continue
            }
            lines.append(
                ScenarioTest.Line(
                    summary: step.summary, location: location, step: nil, advance: interval.swiftExpression,
                    bindings: step.bindings))
        }
        // Each run is registered just before the step that requests it (after the names its effect reads are
        // bound), and ends after its last reply, so `finish()` finds no run the scenario left open.
        for request in requested {
            guard let run = request.run else { continue }
            lines[request.line].runs.append(runs[run])
            if let last = lines.lastIndex(where: { $0.run == runs[run].variable }) { lines[last].finishesRun = true }
        }
        return .success(
            ScenarioTest(name: scenario.name, bindings: scenario.bindings, initialState: initial, lines: lines))
    }

    /// A step that applies a signal: its method and signal, and everything it produces.
    private mutating func line(
        _ step: ScenarioStep, next: ScenarioState, location: String, lineIndex: Int
    ) -> Result<ScenarioTest.Line, ScenarioTest.Failure> {
        func failure(_ what: String) -> Result<ScenarioTest.Line, ScenarioTest.Failure> {
            .failure(.init(message: "step '\(step.summary)': \(what) cannot be built"))
        }
        guard let signalName = step.signal, let signal = signalCase(step) else { return failure("the signal") }
        guard let signalExpression = ScenarioValues.expression(of: signalName, for: signal.context) else {
            return failure("'\(signalName.name)'")
        }
        var effects: [StoreStep.Effect] = []
        for effect in step.effects {
            guard let context = cases.case(.effects, effect.name),
                let expression = ScenarioValues.expression(of: effect, for: context)
            else { return failure("the effect '\(effect.name)'") }
            effects.append(
                StoreStep.Effect(
                    expected: expression, idLiteral: SwiftText.stringLiteral(context.effectID ?? ""),
                    policy: context.policy?.rawValue ?? ""))
            requested.append((effect, expression, lineIndex, nil))
        }
        let cancellations = step.cancellations.compactMap { cases.case(.effects, $0.name) }.map {
            SwiftText.stringLiteral($0.effectID ?? $0.name)
        }
        let outputs = step.outputs.compactMap { name in
            cases.case(.outputs, name.name).flatMap { ScenarioValues.expression(of: name, for: $0) }
        }
        let routes = step.routes.compactMap { name in
            cases.case(.routes, name.name).flatMap { ScenarioValues.expression(of: name, for: $0) }
        }
        guard cancellations.count == step.cancellations.count, outputs.count == step.outputs.count,
            routes.count == step.routes.count
        else { return failure("a cancellation, output or route") }
        var advance: String?
        var run: String?
        if case .reply(_, let to, let after) = step.action {
            guard
                let effect = ScenarioReplies.effect(
                    answering: signalName.name, to: to?.name, among: requested.map(\.name), in: manifest),
                let index = requested.lastIndex(where: { $0.name == effect })
            else { return failure("the effect the reply answers") }
            run = runVariable(for: index)
            advance = after?.swiftExpression
        }
        let storeStep = StoreStep(
            method: signal.method, signal: signalExpression, state: next.expression, effects: effects,
            cancellations: cancellations, outputs: outputs, routes: routes)
        return .success(
            ScenarioTest.Line(
                summary: step.summary, location: location, step: storeStep, advance: advance,
                bindings: step.bindings, run: run))
    }

    /// The variable of the run answering the request at `index` of ``requested``, registered on first use:
    /// `openRun`, `openRun2`.
    private mutating func runVariable(for index: Int) -> String {
        if let run = requested[index].run { return runs[run].variable }
        let base = requested[index].name.name + "Run"
        let count = runs.filter { $0.variable == base || $0.variable.hasPrefix(base) }.count
        let variable = count == 0 ? base : "\(base)\(count + 1)"
        requested[index].run = runs.count
        runs.append(ScenarioTest.Run(variable: variable, effect: requested[index].expression))
        return variable
    }

    /// The declared case the step's signal names, and how it reaches the store.
    private func signalCase(_ step: ScenarioStep) -> (context: CaseContext, method: StoreStep.Method)? {
        switch step.action {
        case .advance: return nil
        case .reply(let event, _, _): return cases.case(.events, event.name).map { ($0, .receive) }
        case .send(let signal, let kind):
            if kind != .event, let intent = cases.case(.intents, signal.name) { return (intent, .send) }
            if kind != .intent, let event = cases.case(.events, signal.name) { return (event, .deliver) }
            return nil
        }
    }
}
