/// What a diff changes, without where: the removed and added lines in order, less the `intentflow:hash` lines each
/// generated file has its own of.
///
/// Several tools' surfaces carry the same text (a feature's contract is its nested AGENTS.md, Cursor's rule,
/// Copilot's instructions and Antigravity's rule), so one manifest change is one change in each; `--check` shows
/// it once and names the other files (``FilePlanReport/diffs(_:)``).
struct SharedChange: Hashable {
    /// The changed lines, `-` or `+` first.
    private var lines: [String]

    /// The change `diff` makes.
    init(_ diff: UnifiedDiff) {
        lines = diff.hunks.flatMap(\.lines).compactMap { line in
            switch line {
            case .context: nil
            case .removed(let body): body.contains("intentflow:hash ") ? nil : "-" + body
            case .added(let body): body.contains("intentflow:hash ") ? nil : "+" + body
            }
        }
    }

    /// Whether the diff changes nothing but hashes: then it is shown as it is, never as another file's change.
    var isEmpty: Bool { lines.isEmpty }
}
