/// What can be worked out from a manifest's cases before its traces are resolved: the names traces resolve
/// against, and the validator's findings about the cases.
struct CaseAnalysis {
    var resolver: TraceResolver
    var findings: [Finding]

    init(_ manifest: Manifest) {
        resolver = TraceResolver(manifest: manifest)
        findings = ManifestValidator.caseFindings(in: manifest, names: resolver.names(in:))
    }
}
