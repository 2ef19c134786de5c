import IntentFlowGenerate
import IntentFlowManifest

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `generate` says about the record of what was generated: user-owned files older than their pack or
/// manifest, what `--update` merged, and the files a change of layout or parameters left behind.
enum RecordReport {
    /// Prints the findings on standard error, each located at its file.
    static func print(_ recorded: RecordedPlan, output: URL, in context: CommandContext) {
        let diagnostics =
            recorded.upgrades.map { diagnostic(for: $0, output: output, in: context) }
            + recorded.orphans.map { diagnostic(for: $0, output: output, in: context) }
        context.standardError.write(DiagnosticFormat.text.render(diagnostics))
    }

    private static func location(_ path: String, output: URL, in context: CommandContext) -> SourceLocation {
        SourceLocation(
            file: GenerationRunner.displayPath(output.appendingPathComponent(path), in: context), line: 1, column: 1)
    }

    private static func diagnostic(for upgrade: UserFileUpgrade, output: URL, in context: CommandContext)
        -> Diagnostic
    {
        let at = location(upgrade.path, output: output, in: context)
        switch upgrade.outcome {
        case .outdated:
            return Diagnostic(
                .warning,
                "this user-owned file is older than its pack or manifest (\(changes(upgrade.pending))); it was kept as "
                    + "it is: run generate with --update to merge the changes into it, then keep or undo what it "
                    + "brought "
                    + "(the run records either as handled)",
                at: at, rule: "generate.outdated")
        case .merged:
            return Diagnostic(
                .note, "merged the generator's changes into it (--update)", at: at, rule: "generate.merged")
        case .conflicted(let count):
            return Diagnostic(
                .error,
                "\(count) merge conflict(s): both you and the generator changed the same lines; they are marked "
                    + "<<<<<<< ours, ||||||| base, ======= and >>>>>>> theirs in the file: keep what is right and "
                    + "delete the markers",
                at: at, rule: "generate.merge-conflict")
        case .baseMissing:
            return Diagnostic(
                .warning,
                "this user-owned file is older than its pack or manifest, but what was generated for it then is "
                    + "missing from "
                    + "\(GenerationRecord.basesPath) (or was changed), so it cannot be merged; it was kept as it is",
                at: at, rule: "generate.base-missing")
        }
    }

    /// What changed for an outdated file: the changes `--update` would bring, when its base is known.
    private static func changes(_ pending: UserFileUpgrade.Pending?) -> String {
        guard let pending else { return "what the generator writes for it changed since it was written" }
        let first = pending.firstLine.map { ", the first at line \($0) of the generated text: `\(pending.firstText)`" }
        return "--update would bring \(pending.count) change\(pending.count == 1 ? "" : "s") of what the generator "
            + "writes for it that the file does not hold yet\(first ?? "")"
    }

    private static func diagnostic(for orphan: Orphan, output: URL, in context: CommandContext) -> Diagnostic {
        let at = location(orphan.path, output: output, in: context)
        let left = "this file is no longer generated (a change of layout or parameters left it behind)"
        switch orphan.state {
        case .removable:
            return Diagnostic(.warning, "\(left); --prune removes it", at: at, rule: "generate.orphan")
        case .removed:
            return Diagnostic(.note, "\(left); removed (--prune)", at: at, rule: "generate.orphan")
        case .edited:
            return Diagnostic(
                .warning, "\(left) and was edited by hand, so --prune keeps it; delete it when you no longer need it",
                at: at, rule: "generate.orphan")
        case .userOwned:
            let whose =
                orphan.owner == .user
                ? "it is user-owned"
                : "intentflow owns only its \(orphan.owner == .block ? "block" : "entries") in it"
            return Diagnostic(
                .warning, "\(left); \(whose), so it is never removed: move what you need and delete it",
                at: at, rule: "generate.orphan")
        }
    }
}
