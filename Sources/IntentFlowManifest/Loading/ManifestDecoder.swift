/// Turns a manifest's root mapping into a ``Manifest``, reporting wrong types, unknown keys and unreadable cases.
///
/// Acceptance-trace scalars are collected (``traceNodes``) for ``TraceResolver``, which needs every case first.
struct ManifestDecoder {
    /// Every top-level key the schema knows, in the order the documentation lists them.
    static let topLevelKeys = [
        "schemaVersion", "feature", "mode", "summary", "module", "access", "imports", "states", "fields", "alerts",
        "initial", "intents", "events",
        "effects", "routes", "outputs", "invariants", "acceptanceTraces", "samples", "undeclared", "children",
        "exhaustive", "ignored",
        "dependencies", "domains", "scenarios",
    ]
    /// The keys of a case written as a mapping.
    static let caseKeys = ["name", "params", "doc", "id", "policy", "emits", "every", "after"]
    /// The keys of a parameter written as a mapping.
    static let parameterKeys = ["label", "type"]

    let path: String
    private(set) var findings: [Finding] = []
    /// The acceptance-trace scalars, in order.
    private(set) var traceNodes: [YAMLNode] = []
    /// Top-level keys whose value had the wrong type (already reported; validation does not report them again).
    private(set) var mistypedKeys: Set<String> = []
    /// Whether the manifest declares schema 0.1, where 0.2 features are reported.
    let isSchema01: Bool

    /// A decoder for a manifest whose root mapping holds `pairs` (read for its `schemaVersion`).
    init(path: String, pairs: [YAMLPair]) {
        self.path = path
        isSchema01 = Self.declaresSchema01(pairs)
    }

    /// Whether `pairs` declare `schemaVersion: "0.1"`.
    static func declaresSchema01(_ pairs: [YAMLPair]) -> Bool {
        pairs.first(where: { $0.key.scalar == "schemaVersion" })?.value.string == "0.1"
    }

    /// Decodes a whole root mapping.
    mutating func decode(_ pairs: [YAMLPair], at location: SourceLocation) -> Manifest {
        var manifest = Manifest(path: path, schemaVersion: "", feature: "", mode: .core, location: location)
        decode(pairs, into: &manifest)
        return manifest
    }

    /// Decodes the root mapping's pairs into `manifest`.
    private mutating func decode(_ pairs: [YAMLPair], into manifest: inout Manifest) {
        for pair in pairs {
            guard let key = pair.key.scalar else {
                report(.typeMismatch, "keys must be strings; found \(pair.key.kindDescription)", at: pair.key.location)
                continue
            }
            let value = pair.value
            manifest.keyLocations[key] = value.location
            switch key {
            case "schemaVersion": manifest.schemaVersion = string(value, key: key) ?? ""
            case "feature": manifest.feature = string(value, key: key) ?? ""
            case "mode":
                guard let text = string(value, key: key) else { continue }
                if let mode = Manifest.Mode(rawValue: text) {
                    manifest.mode = mode
                } else {
                    report(
                        .invalidMode,
                        "mode must be 'core' or 'ai'; found '\(text)'"
                            + EditDistance.hint(for: text, among: Manifest.Mode.allCases.map(\.rawValue)),
                        at: value.location)
                }
            case "summary": manifest.summary = string(value, key: key)
            case "module":
                manifest.module = string(value, key: key)
                newerSchemaFeature("'module'", at: pair.key.location)
            case "access":
                // Any schema version: `intentflow feature --access public` writes it into the 0.1 starter.
                manifest.access = accessLevel(value, key: key)
            case "imports":
                manifest.imports = strings(value, key: key).map(\.text)
                newerSchemaFeature("'imports'", at: pair.key.location)
            case "invariants":
                manifest.invariants = invariants(value)
            case "acceptanceTraces":
                traceNodes = strings(value, key: key).map(\.node)
            case "initial":
                manifest.initial = string(value, key: key).flatMap { initialState($0, node: value) }
                newerSchemaFeature("'initial'", at: pair.key.location)
            case "samples":
                (manifest.samples, manifest.moreSamples) = samples(value)
                newerSchemaFeature("'samples'", at: pair.key.location)
            case "domains":
                manifest.domains = domains(value)
                newerSchemaFeature("'domains'", at: pair.key.location)
            case "exhaustive":
                manifest.isExhaustive = boolean(value, key: key)
                newerSchemaFeature("'exhaustive'", at: pair.key.location)
            case "ignored":
                manifest.ignored = strings(value, key: key).compactMap { undeclared($0.text, node: $0.node) }
                newerSchemaFeature("'ignored'", at: pair.key.location)
            case "undeclared":
                manifest.undeclared = strings(value, key: key).compactMap { undeclared($0.text, node: $0.node) }
                newerSchemaFeature("'undeclared'", at: pair.key.location)
            case "fields":
                manifest.fields = fields(value)
                newerSchemaFeature("'fields'", at: pair.key.location)
            case "alerts":
                manifest.alerts = alerts(value)
                newerSchemaFeature("'alerts'", at: pair.key.location)
            case "children":
                manifest.children = children(value)
                newerSchemaFeature("'children'", at: pair.key.location)
            case "scenarios":
                manifest.scenarios = scenarios(value)
                newerSchemaFeature("'scenarios'", at: pair.key.location)
            case "dependencies":
                manifest.dependencies = dependencies(value)
                newerSchemaFeature("'dependencies'", at: pair.key.location)
            default:
                if let group = CaseGroup(rawValue: key) {
                    manifest[group] = cases(value, group: group)
                } else if !key.hasPrefix("x-") {
                    report(
                        .unknownKey,
                        "unknown key '\(key)'" + EditDistance.hint(for: key, among: Self.topLevelKeys)
                            + " (keys starting with 'x-' are ignored)", at: pair.key.location)
                }
            }
        }
    }

    // MARK: Values

    mutating func report(
        _ rule: ManifestRule, _ message: String, at location: SourceLocation, notes: [Diagnostic] = []
    ) {
        findings.append(Finding(rule, message, at: location, notes: notes))
    }

    mutating func newerSchemaFeature(_ what: String, at location: SourceLocation) {
        guard isSchema01 else { return }
        report(
            .requiresNewerSchema, "\(what) needs schemaVersion \"0.2\"; this manifest declares \"0.1\"", at: location)
    }

    /// An `access:` value; `nil` (reported) for anything but `internal`, `public` or `package`.
    private mutating func accessLevel(_ node: YAMLNode, key: String) -> AccessLevel? {
        guard let text = string(node, key: key) else { return nil }
        if let level = AccessLevel(rawValue: text) { return level }
        let levels = AccessLevel.allCases.map(\.rawValue)
        report(
            .invalidAccess,
            "access must be one of \(levels.joined(separator: ", ")); found '\(text)'"
                + EditDistance.hint(for: text, among: levels), at: node.location)
        return nil
    }

    /// A scalar that is `true` or `false`; `false` (reported unless null) for anything else.
    mutating func boolean(_ node: YAMLNode, key: String) -> Bool {
        if node.isNull { return false }
        switch node.scalar {
        case "true": return true
        case "false": return false
        default:
            mistypedKeys.insert(key)
            report(.typeMismatch, "'\(key)' must be true or false; found \(node.kindDescription)", at: node.location)
            return false
        }
    }

    /// A scalar's text; `nil` (reported unless null) for anything else.
    mutating func string(_ node: YAMLNode, key: String) -> String? {
        if node.isNull { return nil }
        guard let text = node.scalar else {
            mistypedKeys.insert(key)
            report(.typeMismatch, "'\(key)' must be a string; found \(node.kindDescription)", at: node.location)
            return nil
        }
        return text
    }

    /// The string items of a list (null means an empty list); other items are reported and skipped.
    private mutating func strings(_ node: YAMLNode, key: String) -> [(text: String, node: YAMLNode)] {
        guard let items = list(node, key: key, of: "strings") else { return [] }
        var result: [(text: String, node: YAMLNode)] = []
        result.reserveCapacity(items.count)
        for item in items {
            guard let text = item.string else {
                report(
                    .typeMismatch, "each item of '\(key)' must be a string; found \(item.kindDescription)",
                    at: item.location)
                continue
            }
            result.append((text, item))
        }
        return result
    }

    mutating func list(_ node: YAMLNode, key: String, of what: String) -> [YAMLNode]? {
        if node.isNull { return [] }
        guard node.sequence != nil else {
            mistypedKeys.insert(key)
            report(
                .typeMismatch, "'\(key)' must be a list of \(what); found \(node.kindDescription)", at: node.location)
            return nil
        }
        return key == "invariants" ? node.sequence : CaseListRepair.items(of: node)
    }

    /// `idle(attemptsLeft: 3)`: a state's name and the values of its parameters; `nil` (reported) when malformed.
    private mutating func initialState(_ text: String, node: YAMLNode) -> TraceName? {
        let locator = ScalarLocator(node)
        guard let parsed = parsed(InitialStateSyntax.parse(text), rule: .invalidInitialState, locator: locator) else {
            return nil
        }
        var name = TraceName(parsed.name, at: node.location)
        name.arguments = parsed.arguments.map {
            TraceValueArgument(label: $0.label, value: $0.value, location: locator.location(ofOffset: $0.offset))
        }
        return name
    }

    /// An `undeclared:` entry, `state + signal`; `nil` (reported) when malformed.
    private mutating func undeclared(_ text: String, node: YAMLNode) -> UndeclaredPair? {
        let locator = ScalarLocator(node)
        guard let parsed = parsed(UndeclaredSyntax.parse(text), rule: .invalidUndeclared, locator: locator) else {
            return nil
        }
        return UndeclaredPair(
            text: text, state: TraceName(parsed.state, at: locator.location(ofOffset: parsed.stateOffset)),
            signal: TraceName(parsed.signal, at: locator.location(ofOffset: parsed.signalOffset)))
    }

    /// What a scalar's syntax parsed to; `nil` when it failed, reported under `rule` at the failure's column.
    private mutating func parsed<Parsed>(
        _ result: Result<Parsed, TraceSyntax.Failure>, rule: ManifestRule, locator: ScalarLocator
    ) -> Parsed? {
        switch result {
        case .failure(let failure):
            report(rule, failure.message, at: locator.location(ofOffset: failure.offset))
            return nil
        case .success(let parsed):
            return parsed
        }
    }

    /// The `samples:` map: type → Swift expression, or a list of them (the first is the sample, the others further
    /// values for generated value tests); entries that are not strings are reported and skipped.
    private mutating func samples(_ node: YAMLNode) -> (samples: [String: String], more: [String: [String]]) {
        if node.isNull { return ([:], [:]) }
        guard let pairs = node.mapping else {
            mistypedKeys.insert("samples")
            report(
                .typeMismatch, "'samples' must map type names to Swift expressions; found \(node.kindDescription)",
                at: node.location)
            return ([:], [:])
        }
        var samples: [String: String] = [:]
        var more: [String: [String]] = [:]
        for pair in pairs {
            guard let type = pair.key.scalar, !type.isEmpty else {
                report(
                    .typeMismatch, "a sample's key must be a type name; found \(pair.key.kindDescription)",
                    at: pair.key.location)
                continue
            }
            let values = pair.value.sequence ?? [pair.value]
            var expressions: [String] = []
            for value in values {
                if let expression = sampleExpression(value, type: type) { expressions.append(expression) }
            }
            guard let first = expressions.first else { continue }
            samples[type] = first
            if expressions.count > 1 { more[type] = Array(expressions.dropFirst()) }
        }
        return (samples, more)
    }

    /// One sample of `type`: a string holding exactly one Swift expression; `nil` (reported) otherwise.
    private mutating func sampleExpression(_ node: YAMLNode, type: String) -> String? {
        guard let expression = node.string, expression.contains(where: { !$0.isWhitespace }) else {
            report(
                .invalidSample,
                "the sample of '\(type)' must be a Swift expression in a string, e.g. \(type): '\(type)(…)'; "
                    + "found \(node.kindDescription)", at: node.location)
            return nil
        }
        // A sample is placed into generated tests as it is: it must be one expression, not code that closes
        // its surroundings and declares more.
        if let problem = SwiftExpressionShape.problem(in: expression) {
            report(
                .invalidSample, "the sample of '\(type)' must be exactly one Swift expression, but \(problem)",
                at: node.location)
            return nil
        }
        return expression
    }

    // MARK: Cases

    private mutating func cases(_ node: YAMLNode, group: CaseGroup) -> [CaseDeclaration] {
        guard let items = list(node, key: group.rawValue, of: "cases") else { return [] }
        var result: [CaseDeclaration] = []
        result.reserveCapacity(items.count)
        for item in items {
            switch item.content {
            case .scalar(let text, _) where !item.isNull:
                if let declaration = stringCase(text, node: item) { result.append(declaration) }
            case .mapping(let pairs):
                if let declaration = mappedCase(pairs, node: item, group: group) { result.append(declaration) }
            default:
                report(
                    .typeMismatch,
                    "each \(group.singular) must be a string such as 'failed(message: String)' or a mapping with "
                        + "'name'; found \(item.kindDescription)", at: item.location)
            }
        }
        return result
    }

    private mutating func stringCase(_ text: String, node: YAMLNode) -> CaseDeclaration? {
        switch CaseSyntax.parse(text) {
        case .failure(let failure):
            report(failure.rule, failure.message, at: node.location(ofScalarOffset: failure.offset))
            return nil
        case .success(let parsed):
            let locator = ScalarLocator(node)
            let parameters = parsed.parameters.map { parameter in
                CaseParameter(
                    label: parameter.label, type: parameter.type, isTypeExplicit: parameter.isTypeExplicit,
                    location: locator.location(ofOffset: parameter.offset))
            }
            if let typed = parameters.first(where: \.isTypeExplicit) {
                newerSchemaFeature("a typed parameter", at: typed.location)
            }
            return CaseDeclaration(
                name: parsed.name, parameters: parameters, location: locator.location(ofOffset: parsed.nameOffset))
        }
    }

    private mutating func mappedCase(_ pairs: [YAMLPair], node: YAMLNode, group: CaseGroup) -> CaseDeclaration? {
        newerSchemaFeature("a case written as a mapping", at: node.location)
        guard let namePair = pairs.first(where: { $0.key.scalar == "name" }) else {
            report(.required, "a \(group.singular) written as a mapping needs 'name'", at: node.location)
            return nil
        }
        guard let name = string(namePair.value, key: "name") else {
            report(.required, "'name' is empty", at: namePair.value.location)
            return nil
        }
        var declaration = CaseDeclaration(name: name, location: namePair.value.location)
        for pair in pairs {
            guard let key = pair.key.scalar else {
                report(.typeMismatch, "keys must be strings; found \(pair.key.kindDescription)", at: pair.key.location)
                continue
            }
            switch key {
            case "name": break
            case "doc": declaration.doc = string(pair.value, key: key)
            case "params":
                guard let items = list(pair.value, key: key, of: "parameters") else { continue }
                declaration.parameters = items.compactMap { parameter($0) }
            case "id" where group == .effects: declaration.effectID = string(pair.value, key: key)
            case "policy" where group == .effects:
                guard let text = string(pair.value, key: key) else { continue }
                if let policy = EffectPolicyName(rawValue: text) {
                    declaration.policy = policy
                } else {
                    let names = EffectPolicyName.allCases.map(\.rawValue)
                    report(
                        .invalidPolicy,
                        "policy must be one of \(names.joined(separator: ", ")); found '\(text)'"
                            + EditDistance.hint(for: text, among: names), at: pair.value.location)
                }
            case "emits" where group == .effects:
                declaration.emits = emittedEvents(pair.value)
            case "every" where group == .effects:
                declaration.every = repeatInterval(pair.value)
            case "after" where group == .effects:
                declaration.after = delay(pair.value)
                declaration.afterLocation = pair.key.location
            case "id", "policy", "emits", "every", "after":
                report(.unknownKey, "'\(key)' applies only to effects", at: pair.key.location)
            default:
                let known = group == .effects ? Self.caseKeys : ["name", "params", "doc"]
                report(
                    .unknownKey, "unknown key '\(key)'" + EditDistance.hint(for: key, among: known),
                    at: pair.key.location)
            }
        }
        return declaration
    }

    /// `dependencies: [uuid, now]`: what the reducer reads from the runtime; a name the runtime does not hand out is
    /// reported, and a name written twice counts once.
    private mutating func dependencies(_ node: YAMLNode) -> [DependencyName] {
        var names: [DependencyName] = []
        for item in strings(node, key: "dependencies") {
            guard let name = DependencyName(rawValue: item.text) else {
                let known = DependencyName.allCases.map(\.rawValue)
                report(
                    .unknownDependency,
                    "the runtime hands a reducer no '\(item.text)'; "
                        + "'dependencies' lists \(known.joined(separator: ", "))"
                        + EditDistance.hint(for: item.text, among: known), at: item.node.location)
                continue
            }
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// `every: 1s`: how often a repeating effect emits; a value that is not an interval is reported.
    private mutating func repeatInterval(_ node: YAMLNode) -> RepeatInterval? {
        guard let text = node.scalar, let interval = RepeatInterval.parse(text) else {
            report(
                .invalidEvery,
                "'every' must be a positive interval of at most a day, a whole number and a unit: 1s, 250ms, 2m; "
                    + "found \(node.scalar.map { "'\($0)'" } ?? node.kindDescription)", at: node.location)
            return nil
        }
        return interval
    }

    /// `after: 30s`: how long a one-off delayed effect waits; a value that is not a duration is reported.
    private mutating func delay(_ node: YAMLNode) -> RepeatInterval? {
        guard let text = node.scalar, let delay = RepeatInterval.parse(text) else {
            report(
                .invalidAfter,
                "'after' must be a positive duration of at most a day, a whole number and a unit: 30s, 250ms, 2m; "
                    + "found \(node.scalar.map { "'\($0)'" } ?? node.kindDescription)", at: node.location)
            return nil
        }
        return delay
    }

    /// `emits: [devicesFound, scanFailed]`: the event names an effect lists; a value that is not a list of names is
    /// reported.
    private mutating func emittedEvents(_ node: YAMLNode) -> [CaseReference] {
        if node.isNull { return [] }
        guard let items = node.sequence else {
            report(
                .typeMismatch,
                "'emits' must be a list of event names, e.g. emits: [loaded]; found \(node.kindDescription)",
                at: node.location)
            return []
        }
        return items.compactMap { item in
            guard let name = item.string, !name.isEmpty else {
                report(
                    .typeMismatch, "each item of 'emits' must be an event name; found \(item.kindDescription)",
                    at: item.location)
                return nil
            }
            return CaseReference(name: name, location: item.location)
        }
    }

    mutating func parameter(_ node: YAMLNode) -> CaseParameter? {
        switch node.content {
        case .scalar(let text, _) where !node.isNull:
            switch CaseSyntax.parameter(text) {
            case .success(let parameter):
                return CaseParameter(
                    label: parameter.label, type: parameter.type, isTypeExplicit: parameter.isTypeExplicit,
                    location: node.location(ofScalarOffset: parameter.offset))
            case .failure(let failure):
                report(failure.rule, failure.message, at: node.location(ofScalarOffset: failure.offset))
                return nil
            }
        case .mapping(let pairs):
            var label: String?
            var type = "String"
            var explicit = false
            for pair in pairs {
                switch pair.key.scalar {
                case "label":
                    label = string(pair.value, key: "label")
                    if label == "_" { label = nil }
                case "type":
                    guard let text = string(pair.value, key: "type") else { continue }
                    switch SwiftTypeSyntax.canonical(text) {
                    case .success(let canonical):
                        type = canonical
                        explicit = true
                    case .failure(let failure):
                        report(
                            .invalidType, "invalid type '\(text)': \(failure.message)",
                            at: pair.value.location(ofScalarOffset: failure.offset))
                        return nil
                    }
                default:
                    let key = pair.key.scalar ?? "?"
                    report(
                        .unknownKey, "unknown key '\(key)'" + EditDistance.hint(for: key, among: Self.parameterKeys),
                        at: pair.key.location)
                }
            }
            return CaseParameter(label: label, type: type, isTypeExplicit: explicit, location: node.location)
        default:
            report(
                .typeMismatch,
                "a parameter must be a string such as 'message: String' or a mapping with 'label' and "
                    + "'type'; found \(node.kindDescription)", at: node.location)
            return nil
        }
    }
}

extension CaseSyntax.Failure {
    /// The rule the failure breaks.
    var rule: ManifestRule { ManifestRule(rawValue: ruleID) ?? .invalidCase }
}
