import IntentFlowManifest
import IntentFlowProject

/// Compares one manifest with its feature's Swift code and reports every difference, located where it is fixed.
///
/// | Rule | Reported at |
/// |---|---|
/// | `drift.sources-not-found` (warning) | the manifest: no contract enum of the feature exists in the tree |
/// | `drift.missing-enum` | the manifest's group (`events:`): the group has cases but its enum is missing |
/// | `drift.case-not-in-manifest` | the Swift case the manifest lacks |
/// | `drift.case-missing-in-swift` | the manifest case the Swift enum lacks |
/// | `drift.parameter-mismatch` | the Swift case or associated value that differs (count, label or type) |
/// | `drift.unknown-effect-id` | the `id: "…"` / `.cancel("…")` literal no manifest effect declares |
/// | `drift.effect-request-mismatch` | the `id:` or `policy:` of a request that differs from the manifest's effect |
/// | `drift.uncovered-trace` | the acceptance trace no test covers (see ``TestedTraces``) |
/// | `drift.skipped-trace-test` (warning) | the acceptance trace whose every test is disabled or skipped |
/// | `drift.unimplemented-trace` | the acceptance trace the reducer's `switch` does not implement |
/// | `drift.undeclared-case` (warning) | the reducer pattern no acceptance trace declares nor `undeclared:` lists |
///
/// The reducer is read by ``ReducerSwitchReader`` and held to the traces by ``ReducerTraceMatcher``: the case that
/// handles a trace's state and signal must reach its state or phase, write the fields it changes and ask for its
/// effects, outputs and routes; a reducer with no `switch (state, signal)` or `switch signal` it can read is not
/// judged.
///
/// Untyped parameters of a 0.1 manifest are `String`. Types compare with whitespace removed.
package struct DriftChecker: Sendable {
    private let reader: SwiftDeclarationReader

    /// Creates a checker that reads effect ids with `reader`.
    package init(reader: SwiftDeclarationReader) {
        self.reader = reader
    }

    /// The differences between `manifest` and `sources` (found among `files`).
    package func check(
        _ manifest: Manifest, sources: FeatureSources, files: [SwiftSourceFile],
        scratch: PatternScratch = PatternScratch()
    ) -> [Diagnostic] {
        let manifestName = manifest.path.split(separator: "/").last.map(String.init) ?? manifest.path
        guard !sources.isEmpty else {
            return [
                Diagnostic(
                    .warning,
                    "no Swift code of feature '\(manifest.feature)' was found (no `enum \(manifest.feature)State` "
                        + "or other contract enum); generate it with `intentflow generate \(manifest.path)`",
                    at: manifest.location, rule: "drift.sources-not-found")
            ]
        }
        var diagnostics: [Diagnostic] = []
        for group in CaseGroup.allCases {
            guard let enumName = FeatureLocator.enumName(of: group, in: manifest) else { continue }
            // A struct state's phases are declared without the fields every state carries in the manifest's model.
            let declared = manifest[group].map { declaration in
                var declaration = declaration
                declaration.parameters.removeAll(where: \.isField)
                return declaration
            }
            guard let found = sources.enums[group] else {
                if !declared.isEmpty {
                    diagnostics.append(
                        Diagnostic(
                            .error,
                            "the manifest declares \(declared.count) "
                                + "\(declared.count == 1 ? group.singular : group.rawValue) but no "
                                + "`enum \(enumName)` "
                                + "was found in Swift",
                            at: manifest.keyLocations[group.rawValue] ?? declared[0].location,
                            rule: "drift.missing-enum"))
                }
                continue
            }
            diagnostics += compare(
                group, declared: declared, swift: found.declaration, manifestName: manifestName)
        }
        let featureFiles = Set(sources.flowFiles + sources.enums.values.map(\.fileIndex)).sorted().map { files[$0] }
        let constants = reader.effectIDConstants(in: featureFiles, scratch: scratch)
        diagnostics += checkEffectIDs(manifest, sources: sources, files: files, constants: constants, scratch: scratch)
        diagnostics += checkEffectRequests(manifest, sources: sources, files: files, constants: constants)
        diagnostics += checkTraces(manifest, sources: sources, files: files)
        diagnostics += checkReducer(manifest, sources: sources, files: files)
        return diagnostics
    }

    private func compare(
        _ group: CaseGroup, declared: [CaseDeclaration], swift: SwiftEnumDeclaration, manifestName: String
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let manifestCases = Dictionary(declared.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let swiftNames = Set(swift.cases.map(\.name))
        for swiftCase in swift.cases {
            guard let manifestCase = manifestCases[swiftCase.name] else {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "\(group.singular) '\(swiftCase.name)' is in `\(swift.name)` but not in \(manifestName); "
                            + "add it to the manifest's \(group.rawValue) or remove it",
                        at: swiftCase.location, rule: "drift.case-not-in-manifest"))
                continue
            }
            diagnostics += compareParameters(group, manifestCase, swiftCase)
        }
        for manifestCase in declared where !swiftNames.contains(manifestCase.name) {
            diagnostics.append(
                Diagnostic(
                    .error,
                    "\(group.singular) '\(manifestCase.name)' is in the manifest but `\(swift.name)` "
                        + "(\(swift.location)) has no such case",
                    at: manifestCase.location, rule: "drift.case-missing-in-swift"))
        }
        return diagnostics
    }

    private func compareParameters(
        _ group: CaseGroup, _ manifestCase: CaseDeclaration, _ swiftCase: SwiftEnumDeclaration.Case
    ) -> [Diagnostic] {
        let expected = manifestCase.parameters
        let actual = swiftCase.parameters
        let what = "\(group.singular) '\(swiftCase.name)'"
        guard expected.count == actual.count else {
            return [
                Diagnostic(
                    .error,
                    "\(what) has \(Self.count(actual.count)) in Swift but \(Self.count(expected.count)) in the "
                        + "manifest: \(Self.signature(swiftCase.name, expected.map { ($0.label, $0.type) }))",
                    at: swiftCase.location, rule: "drift.parameter-mismatch")
            ]
        }
        var diagnostics: [Diagnostic] = []
        for (position, (want, have)) in zip(expected, actual).enumerated() {
            let wantType = SwiftDeclarationReader.normalizedType(want.type)
            guard want.label != have.label || wantType != have.type else { continue }
            diagnostics.append(
                Diagnostic(
                    .error,
                    "associated value \(position + 1) of \(what) is `\(Self.parameter(have.label, have.type))` in "
                        + "Swift but `\(Self.parameter(want.label, wantType))` in the manifest",
                    at: have.location, rule: "drift.parameter-mismatch"))
        }
        return diagnostics
    }

    private func checkEffectIDs(
        _ manifest: Manifest, sources: FeatureSources, files: [SwiftSourceFile], constants: EffectIDConstants,
        scratch: PatternScratch
    ) -> [Diagnostic] {
        let declared = EffectIDs.ids(in: manifest)
        let known = Set(declared)
        var diagnostics: [Diagnostic] = []
        for index in sources.flowFiles {
            for use in reader.effectIDUses(in: files[index], scratch: scratch, constants: constants)
            where !known.contains(use.id) {
                let list =
                    declared.isEmpty ? "it declares no effects" : "it declares " + declared.joined(separator: ", ")
                let held = use.constant.map { " (the value of the constant at \($0))" } ?? ""
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "effect id '\(use.id)'\(held) is not declared by any effect of \(manifest.feature)'s manifest "
                            + "(\(list))",
                        at: use.location, rule: "drift.unknown-effect-id"))
            }
        }
        return diagnostics
    }

    private func checkTraces(
        _ manifest: Manifest, sources: FeatureSources, files: [SwiftSourceFile]
    ) -> [Diagnostic] {
        guard !manifest.acceptanceTraces.isEmpty else { return [] }
        let covered = TestedTraces.coverage(of: manifest.acceptanceTraces, in: sources.testFiles.map { files[$0] })
        return manifest.acceptanceTraces.compactMap { trace in
            switch covered[TestedTraces.normalized(trace.text)] {
            case true?:
                return nil
            case false?:
                return Diagnostic(
                    .warning,
                    "the test of acceptance trace '\(trace.text)' is disabled or skipped, so nothing checks it; make "
                        + "the trace testable (the test's reason says how) or write the test by hand",
                    at: trace.location, rule: "drift.skipped-trace-test")
            case nil:
                return Diagnostic(
                    .error,
                    "no test covers acceptance trace '\(trace.text)'; mark the test that does with "
                        + "`// trace: \(TestedTraces.normalized(trace.text))`",
                    at: trace.location, rule: "drift.uncovered-trace")
            }
        }
    }

    /// Requests whose `id:` is another effect's, or whose `policy:` is not the one the manifest states.
    ///
    /// An id no effect declares is `drift.unknown-effect-id`'s to report. A policy is compared only when the manifest
    /// states one: a 0.1 manifest cannot, and the generator's default is not a promise the reducer must keep.
    private func checkEffectRequests(
        _ manifest: Manifest, sources: FeatureSources, files: [SwiftSourceFile], constants: EffectIDConstants
    ) -> [Diagnostic] {
        let effects = Dictionary(manifest.effects.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let known = Set(EffectIDs.ids(in: manifest))
        var diagnostics: [Diagnostic] = []
        for index in sources.flowFiles {
            for request in EffectRequestCall.requests(in: files[index], constants: constants) {
                guard let effect = effects[request.effect] else { continue }
                let id = EffectIDs.id(of: effect, in: manifest)
                if let written = request.id, written.value != id, known.contains(written.value) {
                    diagnostics.append(
                        Diagnostic(
                            .error,
                            "effect '\(effect.name)' is requested with id '\(written.value)', which is another "
                                + "effect's; "
                                + "the manifest gives it id '\(id)' (\(effect.location))",
                            at: written.location, rule: "drift.effect-request-mismatch"))
                }
                if let policy = effect.policy?.rawValue, let written = request.policy, written.value != policy {
                    diagnostics.append(
                        Diagnostic(
                            .error,
                            "effect '\(effect.name)' is requested with policy .\(written.value), but the manifest "
                                + "gives "
                                + "it .\(policy) (\(effect.location))",
                            at: written.location, rule: "drift.effect-request-mismatch"))
                }
            }
        }
        return diagnostics
    }

    /// Traces the reducer's `switch` does not implement, and its patterns no trace declares.
    private func checkReducer(
        _ manifest: Manifest, sources: FeatureSources, files: [SwiftSourceFile]
    ) -> [Diagnostic] {
        let helpers = ReducerHelpers(files: sources.flowFiles.map { files[$0] })
        // A struct state's reducer is often `switch signal`, reading and writing the state's fields: read it too.
        let switches = sources.flowFiles.flatMap {
            ReducerSwitchReader.switches(in: files[$0], helpers: helpers, readingSignalSwitches: true)
        }
        guard !switches.isEmpty else { return [] }
        let flow = manifest.feature + "Flow"
        var diagnostics: [Diagnostic] = []
        for trace in manifest.acceptanceTraces {
            let signal = "\(trace.signal.kind.rawValue) '\(trace.signal.name)'"
            let state = trace.from.isAnyState ? "any state" : "state '\(trace.from.name)'"
            let why: String
            switch ReducerTraceMatcher.verdict(for: trace, in: switches, manifest: manifest) {
            case .implemented:
                continue
            case .unhandled:
                let fallback = switches[0].defaultCase.map { " (it falls to `default:` at \($0.location))" } ?? ""
                why =
                    "no case of its switch handles the \(signal) in \(state)\(fallback); "
                    + "`intentflow generate --add-missing` adds the case"
            case .incomplete(let found, let gaps):
                why =
                    "the case at \(found.location) handles the \(signal) in \(state) but "
                    + Self.listed(gaps)
            }
            diagnostics.append(
                Diagnostic(
                    .error, "\(flow) does not implement acceptance trace '\(trace.text)': \(why)",
                    at: trace.location, rule: "drift.unimplemented-trace"))
        }
        let manifestName = manifest.path.split(separator: "/").last.map(String.init) ?? manifest.path
        for pattern in ReducerTraceMatcher.undeclaredPatterns(in: switches, manifest: manifest) {
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "`case \(pattern.text)` handles a transition no acceptance trace of \(manifestName) declares; "
                        + "add the trace to the manifest, list the transition under `undeclared:` if it stays "
                        + "without one on purpose, or remove the case",
                    at: pattern.location, rule: "drift.undeclared-case"))
        }
        return diagnostics
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func listed(_ phrases: [String]) -> String {
        guard let last = phrases.last else { return "" }
        return phrases.count == 1 ? last : phrases.dropLast().joined(separator: ", ") + " and " + last
    }

    private static func count(_ number: Int) -> String {
        number == 1 ? "1 associated value" : "\(number) associated values"
    }

    private static func parameter(_ label: String?, _ type: String) -> String {
        label.map { "\($0): \(type)" } ?? type
    }

    private static func signature(_ name: String, _ parameters: [(String?, String)]) -> String {
        parameters.isEmpty ? name : name + "(" + parameters.map { parameter($0.0, $0.1) }.joined(separator: ", ") + ")"
    }
}
