extension ManifestDiff {
    /// The diff as GitHub Actions annotations (`--format github`): a breaking change is an `::error`, any other
    /// change a `::notice`, each at the line of the working tree's manifest it is about (a removal at the top of the
    /// manifest that no longer has it).
    package var githubAnnotations: String {
        var diagnostics: [Diagnostic] = []
        for feature in changedFeatures {
            for change in feature.changes {
                var location = change.location
                if change.kind == .removed {
                    location = SourceLocation(file: feature.headPath ?? change.location.file, line: 1, column: 1)
                }
                var message = "\(feature.feature): \(change.part.rawValue) \(change.name) \(change.kind.rawValue)"
                if !change.details.isEmpty { message += " (" + change.details.joined(separator: "; ") + ")" }
                if let reason = change.breaking { message += ": breaking, " + reason }
                diagnostics.append(
                    Diagnostic(change.isBreaking ? .error : .note, message, at: location, rule: "diff.\(change.part)"))
            }
        }
        return DiagnosticFormat.github.render(diagnostics)
    }
}
