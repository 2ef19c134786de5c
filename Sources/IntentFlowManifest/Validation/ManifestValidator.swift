import IntentFlowText

/// Checks a loaded manifest's meaning: required parts, names, duplicates, AI-mode requirements and how the
/// acceptance traces cover the states and effects.
///
/// ``ManifestLoader`` runs it on every load; call it directly for a manifest built or edited in code.
package enum ManifestValidator {
    /// A warning for each summary, case doc and invariant text holding ``DeceptiveText``'s characters (Trojan
    /// Source's bidirectional controls, invisible tag and zero-width characters): generated Swift, agent files and
    /// the terminal show them as code points, and the person should see why.
    static func invisibleTextFindings(in manifest: Manifest, summaryAt: SourceLocation) -> [Finding] {
        var texts: [(what: String, text: String, at: SourceLocation)] = []
        if let summary = manifest.summary { texts.append(("the summary", summary, summaryAt)) }
        for declaration in manifest.states + manifest.intents + manifest.events + manifest.effects + manifest.routes
            + manifest.outputs
        {
            if let doc = declaration.doc {
                texts.append(("the doc of '\(declaration.name)'", doc, declaration.location))
            }
        }
        for invariant in manifest.invariants { texts.append(("an invariant", invariant.text, invariant.location)) }
        return texts.compactMap { entry -> Finding? in
            guard let scalar = entry.text.unicodeScalars.first(where: DeceptiveText.isDeceptive) else { return nil }
            let name = scalar.properties.name ?? "an invisible character"
            return Finding(
                .invisibleText,
                "\(entry.what) holds \(DeceptiveText.codePoint(scalar)) (\(name)), which hides text or reverses how "
                    + "it reads; it is written as its code point in generated files and agent files: remove it",
                at: entry.at)
        }
    }

    /// Every finding about `manifest`, ordered by position.
    package static func validate(_ manifest: Manifest) -> [Diagnostic] {
        findings(in: manifest, writtenTraceCount: manifest.acceptanceTraces.count).ordered()
    }

    /// The findings; `writtenTraceCount` counts trace lines written, including those that did not resolve, and
    /// required keys in `alreadyReported` had a wrong-typed value the decoder reported. `caseFindings`, when given,
    /// are ``caseFindings(in:)`` of the same manifest, worked out earlier, and `coverage` what resolving its traces
    /// recorded.
    static func findings(
        in manifest: Manifest, writtenTraceCount: Int, alreadyReported: Set<String> = [],
        caseFindings: [Finding]? = nil,
        coverage: CaseCoverage? = nil
    ) -> [Finding] {
        var findings: [Finding] = []
        func at(_ key: String) -> SourceLocation { manifest.keyLocations[key] ?? manifest.location }
        func required(_ key: String, isEmpty: Bool, what: String) {
            guard isEmpty, !alreadyReported.contains(key) else { return }
            if manifest.keyLocations[key] == nil {
                findings.append(Finding(.required, "missing required key '\(key)'; \(what)", at: manifest.location))
            } else {
                findings.append(Finding(.required, "'\(key)' is empty; \(what)", at: at(key)))
            }
        }

        required("schemaVersion", isEmpty: manifest.schemaVersion.isEmpty, what: "write schemaVersion: \"0.2\"")
        if !manifest.schemaVersion.isEmpty, !ManifestLoader.supportedSchemaVersions.contains(manifest.schemaVersion) {
            findings.append(
                Finding(
                    .unsupportedSchemaVersion,
                    "unsupported schemaVersion '\(manifest.schemaVersion)'; this intentflow reads "
                        + ManifestLoader.supportedSchemaVersions.map { "\"\($0)\"" }.joined(separator: " and "),
                    at: at("schemaVersion")))
        }
        required("feature", isEmpty: manifest.feature.isEmpty, what: "name the feature, e.g. feature: Login")
        if !manifest.feature.isEmpty {
            if manifest.feature.contains("/") || manifest.feature.contains("\\") || manifest.feature.contains("..") {
                findings.append(
                    Finding(
                        .unsafeFeatureName,
                        "feature name '\(manifest.feature)' could leave the output directory; use a Swift type name "
                            + "such as 'Login'", at: at("feature")))
            } else if !IdentifierSyntax.isValid(manifest.feature) {
                findings.append(
                    Finding(
                        .invalidIdentifier,
                        "feature name '\(manifest.feature)' is not a Swift identifier; use a type name such as 'Login'",
                        at: at("feature")))
            } else if let problem = FeatureNameSyntax.problem(with: manifest.feature) {
                findings.append(
                    Finding(
                        .invalidFeatureName,
                        "feature name '\(manifest.feature)' \(problem); use ASCII letters and digits starting with an "
                            + "uppercase letter, such as 'Login', as `intentflow feature` requires", at: at("feature")))
            }
        }
        if let module = manifest.module, !IdentifierSyntax.isValid(module) {
            findings.append(
                Finding(.invalidIdentifier, "module '\(module)' is not a Swift identifier", at: at("module")))
        }
        for name in manifest.imports
        where !name.split(separator: ".", omittingEmptySubsequences: false)
            .allSatisfy({ IdentifierSyntax.isValid(String($0)) })
        {
            findings.append(Finding(.invalidIdentifier, "import '\(name)' is not a module name", at: at("imports")))
        }
        findings += invisibleTextFindings(in: manifest, summaryAt: at("summary"))
        required("states", isEmpty: manifest.states.isEmpty, what: "declare at least one state (the first is initial)")
        // A parent that only hosts children (TCA's `Reduce { _, _ in .none }.forEach(…)`) has nothing of its own to do.
        required(
            "intents", isEmpty: manifest.intents.isEmpty && manifest.children.isEmpty,
            what: "declare at least one intent")
        let hostsOnly = manifest.hostsOnly

        findings += caseFindings ?? Self.caseFindings(in: manifest)
        findings += ConfusableFindings.findings(in: manifest)

        // A parent that only hosts never steps: it has no rule to state and no trace to follow.
        if manifest.mode == .ai, !hostsOnly {
            if manifest.invariants.isEmpty {
                findings.append(
                    Finding(
                        .aiRequiresInvariants,
                        "mode 'ai' needs invariants: the rules agents must keep (add an 'invariants' list)",
                        at: at("mode")))
            }
            if writtenTraceCount == 0 {
                findings.append(
                    Finding(
                        .aiRequiresTraces,
                        "mode 'ai' needs acceptance traces, e.g. 'idle + submit -> loading + load effect'",
                        at: at("mode")))
            }
        }

        findings += emittedEventFindings(manifest)
        findings += RepeatingEffectFindings.findings(manifest)
        findings += DelayedEffectFindings.findings(manifest)
        findings += coverageFindings(manifest, coverage: coverage ?? CaseCoverage(manifest))
        findings += TraceValueFindings(manifest).findings
        findings += VacuousTraceFindings(manifest).findings
        findings += TraceRuleFindings(manifest).findings
        findings += GuardSampleFindings(manifest).findings
        findings += DomainFindings(manifest).findings
        findings += UndeclaredFindings.findings(in: manifest)
        findings += ErrorTypeFindings.findings(in: manifest)
        findings += ExhaustiveFindings.findings(in: manifest)
        findings += ScenarioFindings.findings(in: manifest)
        findings += RowSourceFindings.findings(in: manifest)
        return findings
    }

    /// Findings about the declared cases alone: names, duplicates and parameter labels.
    static func caseFindings(in manifest: Manifest) -> [Finding] {
        caseFindings(in: manifest) { CaseNames(manifest[$0]) }
    }

    /// ``caseFindings(in:)`` with each group's names already built (trace resolution builds the same tables).
    static func caseFindings(in manifest: Manifest, names: (CaseGroup) -> CaseNames) -> [Finding] {
        CaseGroup.allCases.flatMap { caseFindings(manifest[$0], group: $0, names: names($0)) }
    }

    private static func caseFindings(_ cases: [CaseDeclaration], group: CaseGroup, names: CaseNames) -> [Finding] {
        var findings: [Finding] = []
        // Names that differ only by case become the same name where generated code changes a name's case (a test
        // named after each case) and the same file on a case-insensitive disk.
        var folded: [String: Int] = [:]
        for (position, declaration) in cases.enumerated() {
            let key = declaration.name.lowercased()
            if let first = folded[key], cases[first].name != declaration.name {
                findings.append(
                    Finding(
                        .caseNameCollision,
                        "\(group.singular) '\(declaration.name)' differs from '\(cases[first].name)' only by case; "
                            + "rename one", at: declaration.location,
                        notes: [
                            Diagnostic(
                                .note, "'\(cases[first].name)' is declared here", at: cases[first].location,
                                rule: ManifestRule.caseNameCollision.id)
                        ]))
            } else if folded[key] == nil {
                folded[key] = position
            }
            if !IdentifierSyntax.isValid(declaration.name) {
                findings.append(
                    Finding(
                        .invalidIdentifier, "\(group.singular) name '\(declaration.name)' is not a Swift identifier",
                        at: declaration.location))
            }
            if let first = names.firstIndex(of: declaration.name), first != position {
                findings.append(
                    Finding(
                        .duplicateCase, "duplicate \(group.singular) '\(declaration.name)'", at: declaration.location,
                        notes: [
                            Diagnostic(
                                .note, "'\(declaration.name)' is first declared here", at: cases[first].location,
                                rule: ManifestRule.duplicateCase.id)
                        ]))
            }
            if declaration.parameters.count > ManifestLimits.parametersPerCase {
                findings.append(
                    Finding(
                        .limitExceeded,
                        "\(group.singular) '\(declaration.name)' has \(declaration.parameters.count) parameters, more "
                            + "than the limit of \(ManifestLimits.parametersPerCase); group them in a struct",
                        at: declaration.location))
            }
            // Labels seen so far in a set: a case with 40,000 parameters is checked in one pass, not 40,000.
            var labels = Set<String>()
            for parameter in declaration.parameters {
                guard let label = parameter.label else { continue }
                if !IdentifierSyntax.isValid(label) {
                    findings.append(
                        Finding(
                            .invalidIdentifier, "parameter label '\(label)' is not a Swift identifier",
                            at: parameter.location))
                } else if !labels.insert(label).inserted {
                    findings.append(
                        Finding(
                            .duplicateParameter, "'\(declaration.name)' repeats the parameter label '\(label)'",
                            at: parameter.location))
                }
            }
        }
        return findings
    }

    /// An error for each event an effect's `emits:` names that the manifest does not declare.
    private static func emittedEventFindings(_ manifest: Manifest) -> [Finding] {
        let events = manifest.events.map(\.name)
        let declared = Set(events)
        return manifest.effects.flatMap { effect in
            effect.emits.filter { !declared.contains($0.name) }.map { emitted in
                Finding(
                    .unknownEmittedEvent,
                    "'emits:' of the effect '\(effect.name)' names '\(emitted.name)', which is not a declared event"
                        + EditDistance.hint(for: emitted.name, among: events), at: emitted.location)
            }
        }
    }

    /// Warnings about states no trace reaches or leaves and effects no trace requests (only when traces exist).
    private static func coverageFindings(_ manifest: Manifest, coverage: CaseCoverage) -> [Finding] {
        guard coverage.traceCount > 0,
            let initialIndex = manifest.states.firstIndex(where: { $0.name == manifest.initialStateName })
        else { return [] }
        let initial = manifest.states[initialIndex]
        var findings: [Finding] = []
        if !coverage.isLeft(state: initialIndex) {
            findings.append(
                Finding(
                    .initialStateNeverLeft, "no acceptance trace leaves the initial state '\(initial.name)'",
                    at: initial.location))
        }
        for (index, state) in manifest.states.enumerated()
        where index != initialIndex && !coverage.isReached(state: index) {
            findings.append(
                Finding(
                    .unreachableState, "no acceptance trace reaches the state '\(state.name)'", at: state.location))
        }
        for (index, effect) in manifest.effects.enumerated() where !coverage.isRequested(effect: index) {
            findings.append(
                Finding(.unusedEffect, "no acceptance trace requests the effect '\(effect.name)'", at: effect.location))
        }
        return findings
    }
}

extension CaseCoverage {
    /// The coverage of a manifest's (already resolved) traces.
    init(_ manifest: Manifest) {
        self = TraceResolver(manifest: manifest).coverage(of: manifest.acceptanceTraces)
    }
}
