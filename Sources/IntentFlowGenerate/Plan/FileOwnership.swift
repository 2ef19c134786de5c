/// Who owns a file once it has been written, which decides what later runs may do to it.
///
/// Spelled in pack.yaml as `owner: generator | user | block`.
public enum FileOwnership: String, Hashable, Sendable, Codable, CaseIterable {
    /// Rewritten on every run; carries a header with its fingerprint, so a hand edit is detected and refused.
    case generator
    /// Created once, then belongs to people; only its marked regions are kept current.
    case user
    /// A file people also edit (AGENTS.md): only its `intentflow:begin` … `intentflow:end` block is the generator's.
    case block
}
