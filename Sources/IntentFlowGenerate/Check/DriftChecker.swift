import IntentFlowAI

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
/// | `drift.uncovered-trace` | the acceptance trace no test covers (see ``TestedTraces``) |
///
/// Untyped parameters of a 0.1 manifest are `String`. Types compare with whitespace removed.
public struct DriftChecker: Sendable {
    private let reader: SwiftDeclarationReader

    /// Creates a checker that reads effect ids with `reader`.
    public init(reader: SwiftDeclarationReader) {
        self.reader = reader
    }

    /// The differences between `manifest` and `sources` (found among `files`).
    public func check(
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
            let declared = manifest[group]
            let enumName = manifest.feature + group.typeSuffix
            guard let found = sources.enums[group] else {
                if !declared.isEmpty {
                    diagnostics.append(
                        Diagnostic(
                            .error,
                            "the manifest declares \(declared.count) \(declared.count == 1 ? group.singular : group.rawValue) but no "
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
        diagnostics += checkEffectIDs(manifest, sources: sources, files: files, scratch: scratch)
        diagnostics += checkTraces(manifest, sources: sources, files: files)
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
        _ manifest: Manifest, sources: FeatureSources, files: [SwiftSourceFile], scratch: PatternScratch
    ) -> [Diagnostic] {
        let declared = EffectIDs.ids(in: manifest)
        let known = Set(declared)
        var diagnostics: [Diagnostic] = []
        for index in sources.flowFiles {
            for use in reader.effectIDUses(in: files[index], scratch: scratch) where !known.contains(use.id) {
                let list = declared.isEmpty ? "it declares no effects" : "it declares " + declared.joined(separator: ", ")
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "effect id '\(use.id)' is not declared by any effect of \(manifest.feature)'s manifest "
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
        let covered = TestedTraces.coveredTraces(in: sources.testFiles.map { files[$0] })
        return manifest.acceptanceTraces.filter { !TestedTraces.isCovered($0, by: covered) }.map { trace in
            Diagnostic(
                .error,
                "no test covers acceptance trace '\(trace.text)'; mark the test that does with "
                    + "`// trace: \(TestedTraces.normalized(trace.text))`",
                at: trace.location, rule: "drift.uncovered-trace")
        }
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
