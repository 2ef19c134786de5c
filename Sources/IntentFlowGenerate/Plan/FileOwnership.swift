/// Who owns a file once it has been written, which decides what later runs may do to it.
///
/// Spelled in pack.yaml as `owner: generator | user | block | entries`.
package enum FileOwnership: String, Hashable, Sendable, Codable, CaseIterable {
    /// Rewritten on every run; carries a header with its fingerprint, so a hand edit is detected and refused.
    case generator
    /// Created once, then belongs to people; only its marked regions are kept current.
    case user
    /// A file people also edit (AGENTS.md): only its `intentflow:begin` … `intentflow:end` block is the generator's.
    case block
    /// A structured file people also edit (`.mcp.json`, `.claude/settings.json`, `.codex/config.toml`): only the
    /// entries the template renders are the generator's. JSON is merged key by key (``JSONEntryMerge``), TOML by
    /// table (``TOMLTableMerge``); a file that cannot be read as its format is never rewritten.
    case entries
}
