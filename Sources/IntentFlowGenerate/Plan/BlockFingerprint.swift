/// The fingerprint of the `intentflow` block in a file people also edit (AGENTS.md, CLAUDE.md, …), so an edit made
/// inside the block is found before the block is replaced, as a generated file's header finds an edit to it.
///
/// The fingerprint is a comment line right after the block's `begin` marker, covering the lines after it up to the
/// `end` marker:
///
/// ```markdown
/// <!-- intentflow:begin -->
/// <!-- intentflow:hash 9c1f3e2a7b6d4e10 -->
/// …
/// <!-- intentflow:end -->
/// ```
///
/// A block written before fingerprints existed has no such line; it is updated as before and gets one.
enum BlockFingerprint {
    /// `text` with a fingerprint line added to its unnamed block; `text` unchanged when it has no sound block or
    /// `style` has no comments.
    static func stamp(_ text: String, style: CommentStyle) -> String {
        guard style != .none, let regions = try? MarkedRegions(text, markdown: style == .html),
            let block = regions.region(named: "")
        else {
            return text
        }
        var lines = regions.lines
        lines.insert(
            style.line("\(GeneratedHeader.hashMarker) \(ContentHash(regions.content(of: block)))"),
            at: block.beginLine + 1)
        return lines.joined()
    }

    /// Whether the block's content differs from the fingerprint recorded in it; `false` when it records none.
    static func isEdited(_ regions: MarkedRegions, block: MarkedRegions.Region) -> Bool {
        let first = block.beginLine + 1
        guard first < block.endLine, let comment = CommentStyle.commentText(of: regions.lines[first]),
            comment.hasPrefix(GeneratedHeader.hashMarker + " "),
            let recorded = ContentHash(hex: comment.dropFirst(GeneratedHeader.hashMarker.count + 1))
        else { return false }
        return ContentHash(regions.lines[(first + 1)..<block.endLine].joined()) != recorded
    }
}
