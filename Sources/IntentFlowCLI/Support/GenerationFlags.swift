/// The command-line flags the generating commands (`generate`, `feature`, `startup-action`) share, declared once so
/// they read and parse alike everywhere; each run turns them into the library's ``GenerateOptions``.
enum GenerationFlags {
    /// `--pack`: the template pack.
    static let pack = CommandOption.value(
        "pack", "<name-or-path>",
        help: "The template pack: a team pack in .intentflow/packs/, a built-in one or a directory (default: `pack:` "
            + "in .intentflow/config.yaml, else swift). Its generator's parameters are listed below.")
    /// `--module`: the module generated tests import.
    static let module = CommandOption.value(
        "module", "<name>",
        help: "The module generated tests import (default: `module:` in the config, else the manifest's `module`).")
    /// `--param`: any parameter of the pack's generator.
    static let param = CommandOption.value(
        "param", "<name>=<value>",
        help: "Set a parameter of the pack's generator by name; an undeclared name or a value outside its choices "
            + "is an error.",
        repeatable: true)
    /// `--dry-run`.
    static let dryRun = CommandOption.flag("dry-run", help: "Print what would happen; write nothing.")
    /// `--check`.
    static let check = CommandOption.flag(
        "check", help: "Write nothing; print a unified diff and exit 1 when anything would change (for CI).")
    /// `--force`.
    static let force = CommandOption.flag(
        "force", help: "Overwrite conflicts (never user-owned files: delete one to regenerate it).")
    /// `--adopt`.
    static let adopt = CommandOption.flag(
        "adopt",
        help: "Add the intentflow block to block-owned files that exist without one; nothing outside the "
            + "block is touched.")
    /// `--add-missing` (`generate`).
    static let addMissing = CommandOption.flag(
        "add-missing",
        help: "Insert the cases of the acceptance traces a kept reducer does not implement before the `default:` of "
            + "its `switch (state, signal)`; refused, writing nothing, when the file no longer has that shape.")
    /// `--format` of a file plan's report.
    static let format = CommandOption.value(
        "format", "<format>", help: "How the plan is reported.", choices: ["text", "json"], default: "text")
    /// `--update` (`generate`).
    static let update = CommandOption.flag(
        "update",
        help: "Three-way merge what changed in the generated text since a user-owned file was written (a pack or "
            + "manifest change) into the file as it is; conflicts are marked <<<<<<< ours / >>>>>>> theirs and exit 1.")
    /// `--prune` (`generate`).
    static let prune = CommandOption.flag(
        "prune",
        help: "Remove generator-owned files the record lists that the run no longer generates (a change of layout "
            + "or parameters left them behind), when nobody edited them. User-owned ones are only reported.")
}
