import CPCRE2

/// The per-thread working memory a ``CompiledPattern`` matches with: PCRE2 match data, reused across matches.
///
/// A scratch is not shared between threads; give each worker its own.
package final class PatternScratch {
    private(set) var matchData: OpaquePointer?
    private var capacity = 0
    /// How many groups (the whole match included) the last successful match set.
    package var groupCount = 0

    /// Creates a scratch.
    package init() {}

    deinit { pcre2_match_data_free_8(matchData) }

    /// Makes sure the match data holds at least `groups` pairs of offsets.
    package func reserve(groups: Int) {
        guard groups > capacity else { return }
        pcre2_match_data_free_8(matchData)
        capacity = max(groups, 16)
        matchData = pcre2_match_data_create_8(UInt32(capacity), nil)
    }

    /// The byte range of capture group `index` (0 is the whole match) in the last match, or `nil` when it did not
    /// take part.
    package func group(_ index: Int) -> Range<Int>? {
        guard index < groupCount, let ovector = pcre2_get_ovector_pointer_8(matchData) else { return nil }
        let start = ovector[2 * index]
        let end = ovector[2 * index + 1]
        // PCRE2_UNSET (all bits set, -1 as Swift's Int) marks a group that did not take part.
        guard start >= 0, start <= end else { return nil }
        return start..<end
    }
}
