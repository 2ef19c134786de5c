extension ManifestDecoder {
    /// The keys of a scenario.
    static let scenarioKeys = ["name", "start", "let", "steps"]
    /// The keys of a scenario's step; exactly one of `send`, `reply` and `advance` says what it does.
    static let scenarioStepKeys = [
        "send", "reply", "to", "after", "advance", "expect", "effects", "cancels", "outputs", "routes", "let",
    ]

    /// The `scenarios:` list; entries that do not read are reported and skipped.
    mutating func scenarios(_ node: YAMLNode) -> [Scenario] {
        guard let items = list(node, key: "scenarios", of: "scenarios") else { return [] }
        return items.compactMap { item in
            guard let pairs = item.mapping else {
                report(
                    .scenarioInvalid,
                    "each scenario must be a mapping with 'name' and 'steps'; found "
                        + item.kindDescription, at: item.location)
                return nil
            }
            return scenario(pairs, at: item.location)
        }
    }

    /// One scenario; `nil` (reported) without a name or steps.
    private mutating func scenario(_ pairs: [YAMLPair], at location: SourceLocation) -> Scenario? {
        var name: String?
        var start: TraceName?
        var bindings: [ScenarioBinding] = []
        var steps: [ScenarioStep]?
        for pair in pairs {
            switch pair.key.scalar ?? "" {
            case "name": name = pair.value.string.flatMap { $0.contains { !$0.isWhitespace } ? $0 : nil }
            case "start": start = term(pair.value, what: "a state")
            case "let": bindings = self.bindings(pair.value)
            case "steps":
                guard let items = pair.value.sequence, !items.isEmpty else {
                    report(.scenarioInvalid, "'steps' must be a list of steps", at: pair.value.location)
                    return nil
                }
                steps = items.compactMap { step($0) }
            default: unknownKey(pair.key, among: Self.scenarioKeys, in: "a scenario")
            }
        }
        guard let name else {
            report(.scenarioInvalid, "a scenario needs a 'name', which names its test", at: location)
            return nil
        }
        guard let steps else {
            report(.scenarioInvalid, "the scenario '\(name)' needs 'steps'", at: location)
            return nil
        }
        return Scenario(name: name, start: start, bindings: bindings, steps: steps, location: location)
    }

    /// One step; `nil` (reported) when it does not say what it does, or says two things.
    private mutating func step(_ node: YAMLNode) -> ScenarioStep? {
        guard let pairs = node.mapping else {
            report(
                .scenarioInvalid,
                "a step must be a mapping such as {send: submit, expect: loading}; found "
                    + node.kindDescription, at: node.location)
            return nil
        }
        let actions = pairs.filter { ["send", "reply", "advance"].contains($0.key.scalar ?? "") }
        guard actions.count == 1, let actionPair = actions.first else {
            report(
                .scenarioInvalid,
                "a step says one of 'send', 'reply' or 'advance'; this one says "
                    + (actions.isEmpty ? "none" : actions.compactMap(\.key.scalar).joined(separator: " and ")),
                at: node.location)
            return nil
        }
        guard let action = action(actionPair, in: pairs) else { return nil }
        var step = ScenarioStep(action: action, location: actionPair.key.location)
        for pair in pairs {
            let key = pair.key.scalar ?? ""
            switch key {
            case "send", "reply", "advance", "to", "after": break
            case "expect": step.expect = term(pair.value, what: "a state")
            case "effects": step.effects = terms(pair.value, key: key)
            case "cancels": step.cancellations = terms(pair.value, key: key)
            case "outputs": step.outputs = terms(pair.value, key: key)
            case "routes": step.routes = terms(pair.value, key: key)
            case "let": step.bindings = bindings(pair.value)
            default: unknownKey(pair.key, among: Self.scenarioStepKeys, in: "a step")
            }
        }
        return step
    }

    /// What a step does, from its `send`, `reply` or `advance` pair (and a reply's `to` and `after`).
    private mutating func action(_ pair: YAMLPair, in pairs: [YAMLPair]) -> ScenarioStep.Action? {
        let to = pairs.first { $0.key.scalar == "to" }
        let after = pairs.first { $0.key.scalar == "after" }
        switch pair.key.scalar {
        case "advance":
            if let extra = to ?? after { replyOnly(extra.key) }
            return duration(pair.value, key: "advance").map { .advance($0) }
        case "reply":
            guard let event = term(pair.value, what: "an event") else { return nil }
            let effect = to.flatMap { term($0.value, what: "an effect") }
            if let after, duration(after.value, key: "after") == nil { return nil }
            return .reply(event, to: effect, after: after.flatMap { RepeatInterval.parse($0.value.scalar ?? "") })
        default:
            if let extra = to ?? after { replyOnly(extra.key) }
            guard let text = pair.value.string else {
                report(
                    .scenarioInvalid, "'send' must name an intent or event; found \(pair.value.kindDescription)",
                    at: pair.value.location)
                return nil
            }
            let kind: TraceSignal.Kind? =
                text.hasPrefix("event:") ? .event : text.hasPrefix("intent:") ? .intent : nil
            let prefix = kind.map { $0.rawValue.count + 1 } ?? 0
            return term(pair.value, what: "an intent or event", skipping: prefix).map { .send($0, kind: kind) }
        }
    }

    /// `1s`, `250ms`, `2m`; `nil` (reported) for anything else.
    private mutating func duration(_ node: YAMLNode, key: String) -> RepeatInterval? {
        if let text = node.scalar, let interval = RepeatInterval.parse(text) { return interval }
        report(
            .scenarioInvalidDuration,
            "'\(key)' must be a duration on the test clock, a whole number and a unit: 1s, 250ms, 2m; found "
                + (node.scalar.map { "'\($0)'" } ?? node.kindDescription), at: node.location)
        return nil
    }

    /// A list of terms (`effects: [connect, 'send(message: "hi")']`).
    private mutating func terms(_ node: YAMLNode, key: String) -> [TraceName] {
        guard let items = list(node, key: key, of: "cases with values") else { return [] }
        return items.compactMap { term($0, what: "a case") }
    }

    /// `let: {b: '[1, 2]'}`: names and the Swift expressions they stand for.
    private mutating func bindings(_ node: YAMLNode) -> [ScenarioBinding] {
        guard let pairs = node.mapping else {
            report(
                .scenarioInvalid, "'let' maps names to Swift expressions; found \(node.kindDescription)",
                at: node.location)
            return []
        }
        return pairs.compactMap { pair in
            guard let name = pair.key.scalar, IdentifierSyntax.isValid(name), let expression = pair.value.string,
                SwiftExpressionShape.problem(in: expression) == nil
            else {
                report(
                    .scenarioInvalid,
                    "each 'let' entry is a name and one Swift expression in a string, such as "
                        + "b: '[1, 2]'", at: pair.key.location)
                return nil
            }
            return ScenarioBinding(name: name, expression: expression)
        }
    }

    /// A case with values (`connected`, `'failed(message: "Offline")'`, `'playing(board: b)'`), starting
    /// `skipping` scalars in; `nil` (reported at the column of the problem) when it does not read.
    private mutating func term(_ node: YAMLNode, what: String, skipping: Int = 0) -> TraceName? {
        guard let text = node.string else {
            report(.scenarioInvalid, "expected \(what); found \(node.kindDescription)", at: node.location)
            return nil
        }
        let locator = ScalarLocator(node)
        switch ScenarioTermSyntax.parse(String(String.UnicodeScalarView(text.unicodeScalars.dropFirst(skipping)))) {
        case .failure(let failure):
            report(.scenarioInvalid, failure.message, at: locator.location(ofOffset: skipping + failure.offset))
            return nil
        case .success(let parsed):
            var name = TraceName(parsed.name, at: locator.location(ofOffset: skipping + parsed.offset))
            name.arguments = parsed.arguments.map { argument in
                let location = locator.location(ofOffset: skipping + argument.offset)
                var value = TraceValueArgument(label: argument.label, value: argument.value, location: location)
                value.name = argument.name
                value.expression = argument.expression.map {
                    TraceExpression(
                        text: $0, location: locator.location(ofOffset: skipping + argument.expressionOffset),
                        references: [])
                }
                return value
            }
            return name
        }
    }

    /// Reports `to:` or `after:` on a step that is not a reply.
    private mutating func replyOnly(_ key: YAMLNode) {
        report(.scenarioInvalid, "'\(key.scalar ?? "")' belongs to a 'reply' step", at: key.location)
    }

    /// Reports an unknown key of `what`, with a "did you mean".
    private mutating func unknownKey(_ key: YAMLNode, among known: [String], in what: String) {
        let text = key.scalar ?? ""
        report(
            .scenarioInvalid,
            "unknown key '\(text)' in \(what); it takes \(known.joined(separator: ", "))"
                + EditDistance.hint(for: text, among: known), at: key.location)
    }
}
