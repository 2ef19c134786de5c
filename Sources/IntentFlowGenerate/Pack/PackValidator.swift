import IntentFlowContext
import IntentFlowManifest
import IntentFlowProject
import IntentFlowTemplates

/// Checks a resolved pack before anyone generates with it: every file entry's template exists, every partial and
/// parent a template includes exists, and every name a template uses exists in the context its generator renders
/// with — a typo such as `{{feature.nmae}}` is reported with its line and column.
///
/// Names are checked the way Mustache resolves them: inside `{{#states}}…{{/states}}` a name is looked up first in a
/// state, then outward. Contexts come from ``sampleContexts``: the context model applied to a sample manifest. A
/// generator without a sample context (a team pack's own generator) gets the structural checks only.
package struct PackValidator: Sendable {
    /// The pack checked.
    package var pack: ResolvedPack
    /// A sample context for each generator name whose names can be checked.
    package var sampleContexts: [String: TemplateValue]

    /// Creates a validator.
    package init(pack: ResolvedPack, sampleContexts: [String: TemplateValue]) {
        self.pack = pack
        self.sampleContexts = sampleContexts
    }

    /// The sample contexts the built-in context models give, each with the generator's parameters at their
    /// defaults: `feature` from ``SampleManifest``, `agents` for that feature with every tool chosen, `ai-context`
    /// for it (with a tool that has entry files), `startup-action` for a sample action.
    package static func defaultSampleContexts(for pack: ResolvedPack) -> [String: TemplateValue] {
        guard let manifest = SampleManifest.manifest() else { return [:] }
        let feature = AgentsContext.Feature(
            manifest: manifest, manifestPath: "Login/Login.intentflow.yaml",
            code: FeatureCodeLocation(
                directory: "Login", files: ["Login/LoginContract.swift", "Login/LoginFlow.swift"]))
        var contexts: [String: TemplateValue] = [:]
        for name in pack.generatorNames {
            guard let generator = pack.generator(named: name) else { continue }
            var parameters: [String: String] = ["module": "App"]
            for parameter in generator.parameters { parameters[parameter.name] = parameter.defaultValue }
            let base: TemplateValue
            switch name {
            case "feature":
                base = FeatureContext.make(manifest: manifest, parameters: parameters)
            case "agents":
                base = AgentsContext.make(features: [feature], tools: AgentTool.allCases, projectName: "Sample")
            case "ai-context":
                base = AIContextBundle.context(
                    feature: feature, tool: .agent(.claude), digest: FeatureSourceDigest(files: []),
                    total: FeatureSourceDigest(files: []), verify: .standard)
            case "startup-action":
                base = StartupActionContext.make(name: "Onboarding", parameters: parameters)
            default:
                continue
            }
            guard case .dictionary(var root) = base else { continue }
            var params: [String: TemplateValue] = [:]
            if case .dictionary(let existing)? = root["params"] { params = existing }
            params.merge(generator.parameterContext(parameters)) { _, new in new }
            root["params"] = .dictionary(params)
            contexts[name] = .dictionary(root)
        }
        return contexts
    }

    /// Every problem found, ordered by location; empty when the pack is sound.
    package func validate() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var reached = Set<String>()
        for name in pack.generatorNames {
            guard let generator = pack.generator(named: name) else { continue }
            diagnostics += parameterDiagnostics(generator)
            for (index, entry) in generator.files.enumerated() {
                diagnostics += validate(entry, at: index, of: name, reached: &reached)
            }
        }
        // Templates no generator reaches still must include only what exists.
        for name in pack.library.names where !reached.contains(name) {
            guard let template = pack.library[name] else { continue }
            check(template.references, scopes: [.unknown], stack: [name], reached: &reached, into: &diagnostics)
        }
        diagnostics += overrideDiagnostics() + rulesDiagnostics() + workDiagnostics()
        var seen = Set<Diagnostic>()
        return diagnostics.filter { seen.insert($0).inserted }.sortedByLocation()
    }

    /// The problems of one file entry: its `each:`, `when:`, output path and template, checked against the context
    /// it renders with (the sample's root, or an element of its `each:` list laid over it).
    private func validate(_ entry: PackFileEntry, at index: Int, of generator: String, reached: inout Set<String>)
        -> [Diagnostic]
    {
        let root = sampleContexts[generator]
        let context = Self.entryContext(entry, root: root)
        let scopes: [Scope] = context.map { [.known($0)] } ?? [.unknown]
        var diagnostics = eachDiagnostics(entry, root: root) + conditionDiagnostics(entry, context: context)
        // Output paths are templates too.
        do {
            let path = try Template(
                source: entry.path, name: "\(generator).files[\(index)].path", path: entry.pathLocation.file,
                filters: SwiftIdentifier.templateFilters)
            var nameDiagnostics: [Diagnostic] = []
            check(path.references, scopes: scopes, stack: [], reached: &reached, into: &nameDiagnostics)
            diagnostics += nameDiagnostics.map { diagnostic in
                var moved = diagnostic
                moved.location = entry.pathLocation
                moved.message = "in output path: " + diagnostic.message
                return moved
            }
            diagnostics += pathDiagnostics(entry, path: path, context: context)
        } catch {
            diagnostics +=
                GeneratorError(error, fallback: entry.pathLocation).relocated(to: entry.pathLocation)
                .diagnostics
        }
        guard let template = pack.library[entry.template] else {
            let hint = EditDistance.hint(for: entry.template, among: pack.templateNames)
            return diagnostics + [
                Diagnostic(
                    .error, "no template named '\(entry.template)' (expected \(entry.template).mustache)\(hint)",
                    at: entry.location, rule: "pack.missing-template")
            ]
        }
        reached.insert(template.name)
        check(template.references, scopes: scopes, stack: [template.name], reached: &reached, into: &diagnostics)
        return diagnostics
    }

    /// What a section makes visible: a value whose names are known, or a value the sample cannot show (an empty
    /// list), inside which every name is accepted.
    enum Scope {
        case known(TemplateValue)
        case unknown
    }

    private func check(
        _ references: [TemplateReference], scopes: [Scope], stack: [String], reached: inout Set<String>,
        into diagnostics: inout [Diagnostic]
    ) {
        for reference in references {
            let location = SourceLocation(
                file: reference.location.file, line: reference.location.line, column: reference.location.column)
            switch reference.kind {
            case .variable, .dynamicPartial, .dynamicParent:
                if case .missing = lookup(reference.name, in: scopes) {
                    diagnostics.append(missing(reference.name, in: scopes, at: location))
                }
                check(reference.children, scopes: scopes, stack: stack, reached: &reached, into: &diagnostics)
            case .section:
                switch lookup(reference.name, in: scopes) {
                case .missing:
                    diagnostics.append(missing(reference.name, in: scopes, at: location))
                    check(
                        reference.children, scopes: scopes + [.unknown], stack: stack, reached: &reached,
                        into: &diagnostics)
                case .found(let value):
                    check(
                        reference.children, scopes: scopes + [Self.scope(of: value)], stack: stack, reached: &reached,
                        into: &diagnostics)
                case .unknown:
                    check(
                        reference.children, scopes: scopes + [.unknown], stack: stack, reached: &reached,
                        into: &diagnostics)
                }
            case .invertedSection, .block:
                if reference.kind == .invertedSection, case .missing = lookup(reference.name, in: scopes) {
                    diagnostics.append(missing(reference.name, in: scopes, at: location))
                }
                check(reference.children, scopes: scopes, stack: stack, reached: &reached, into: &diagnostics)
            case .partial, .parent:
                // A parent's children are its block overrides, rendered where the parent puts them.
                check(reference.children, scopes: scopes, stack: stack, reached: &reached, into: &diagnostics)
                guard let template = pack.library[reference.name] else {
                    diagnostics.append(
                        Diagnostic(
                            .error,
                            "no template named '\(reference.name)' for this \(reference.kind.rawValue) "
                                + "(expected \(reference.name).mustache in the pack or a pack it extends)"
                                + EditDistance.hint(for: reference.name, among: pack.templateNames),
                            at: location, rule: "pack.missing-template"))
                    continue
                }
                reached.insert(template.name)
                // A recursive partial is checked once per chain.
                guard !stack.contains(template.name), stack.count < 32 else { continue }
                check(
                    template.references, scopes: scopes, stack: stack + [template.name], reached: &reached,
                    into: &diagnostics)
            }
        }
    }

    private func missing(_ name: String, in scopes: [Scope], at location: SourceLocation) -> Diagnostic {
        Diagnostic(
            .error,
            "'\(name)' is not in the context model (checked against a sample manifest; see Docs/ContextModel.md)"
                + suggestion(for: name, in: scopes),
            at: location, rule: "pack.unknown-name")
    }

    /// `; did you mean 'feature.name'?` for a misspelt name: the closest existing name in the innermost scope that
    /// has a close one.
    private func suggestion(for name: String, in scopes: [Scope]) -> String {
        for scope in scopes.reversed() {
            guard case .known(let value) = scope else { continue }
            if let closest = WhenExpression.closestName(to: name, in: value) { return "; did you mean '\(closest)'?" }
        }
        return ""
    }

    private enum Lookup {
        case found(TemplateValue)
        case missing
        case unknown
    }

    /// Resolves a name as Mustache does: the first part through the scopes, innermost first; the rest inside it.
    private func lookup(_ name: String, in scopes: [Scope]) -> Lookup {
        if name == "." || name.hasPrefix("@") { return .unknown }
        let parts = name.split(separator: ".").map(String.init)
        guard let first = parts.first else { return .unknown }
        for scope in scopes.reversed() {
            switch scope {
            case .unknown:
                return .unknown
            case .known(let value):
                guard var current = value[first] else { continue }
                for part in parts.dropFirst() {
                    guard let next = current[part] else { return .missing }
                    current = next
                }
                return .found(current)
            }
        }
        return .missing
    }

    /// The scope a section opens and, when the sample shows a list there, the index of the scope the list's name was
    /// found in (`nil` for anything else, or a name the sample cannot resolve).
    func listScope(_ name: String, in scopes: [Scope]) -> (scope: Scope, foundIn: Int?) {
        guard case .found(let value) = lookup(name, in: scopes) else { return (.unknown, nil) }
        guard case .array = value, let first = name.split(separator: ".").first.map(String.init) else {
            return (Self.scope(of: value), nil)
        }
        let index = scopes.lastIndex { scope in
            guard case .known(let known) = scope else { return false }
            return known[first] != nil
        }
        return (Self.scope(of: value), index)
    }

    /// The scope a section's value opens: a dictionary itself, a list the union of its elements' keys (unknown when
    /// empty), anything else nothing new.
    private static func scope(of value: TemplateValue) -> Scope {
        switch value {
        case .dictionary:
            return .known(value)
        case .array(let items):
            guard !items.isEmpty else { return .unknown }
            var union: [String: TemplateValue] = [:]
            for item in items {
                guard case .dictionary(let values) = item else { return .known(.dictionary([:])) }
                union.merge(values) { first, _ in first }
            }
            return .known(.dictionary(union))
        default:
            return .known(.dictionary([:]))
        }
    }
}
