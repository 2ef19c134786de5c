import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowProject

/// How commands ask for manifests: every command loads through ``ManifestSet`` and only prints what it returns.
enum ManifestInputs {
    /// The manifests the command-line `paths` name, loaded.
    static func load(_ paths: [String], in context: CommandContext) -> ManifestSet {
        ManifestSet.load(ManifestRequest(paths: paths, workingDirectory: context.workingDirectory))
    }

    /// The one manifest `path` names, for commands that take exactly one (`graph`, `ai-context`); `nil` after
    /// printing why there is not exactly one (exit 2): the input's problems, or the manifests a directory holds.
    static func single(_ path: String, in context: CommandContext) -> ManifestSet.Entry? {
        let set = load([path], in: context)
        context.standardError.write(DiagnosticFormat.text.render(set.inputDiagnostics))
        guard !set.inputDiagnostics.hasErrors else { return nil }
        guard set.entries.count == 1, let entry = set.entries.first else {
            let found =
                set.entries.isEmpty
                ? "holds no manifest"
                : "holds \(set.entries.count) manifests (\(set.entries.map(\.path).joined(separator: ", ")))"
            context.standardError.line("intentflow: error: '\(path)' \(found); name one manifest file")
            return nil
        }
        return entry
    }

    /// Prints the diagnostics of a manifest that did not load cleanly; the exit code is 2 when it could not be read,
    /// else 1.
    static func reportInvalid(_ result: ManifestLoadResult, in context: CommandContext) -> ExitCode {
        context.standardError.write(DiagnosticFormat.text.render(result.diagnostics))
        return result.diagnostics.contains { $0.ruleID == ManifestRule.unreadable.id } ? .usageOrIO : .findings
    }
}
