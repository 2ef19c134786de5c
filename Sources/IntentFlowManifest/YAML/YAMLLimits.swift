/// Bounds that keep parsing hostile input fast and small.
package struct YAMLLimits: Hashable, Sendable {
    /// The largest input accepted, in bytes.
    package var maxBytes: Int
    /// The deepest nesting of sequences and mappings accepted.
    package var maxDepth: Int
    /// The most nodes that aliases may copy in, summed over every alias (stops "billion laughs").
    package var maxAliasExpansion: Int

    /// Creates limits.
    package init(maxBytes: Int = 4 << 20, maxDepth: Int = 64, maxAliasExpansion: Int = 100_000) {
        self.maxBytes = maxBytes
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
    }

    /// 4 MiB, 64 levels, 100,000 alias-expanded nodes.
    package static let `default` = YAMLLimits()
}
