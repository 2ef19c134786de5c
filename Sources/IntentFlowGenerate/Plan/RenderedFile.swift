import IntentFlowAI

/// A file a generator produced in memory, before it is compared with the disk.
public struct RenderedFile: Hashable, Sendable {
    /// The path relative to the output directory, with `/` separators.
    public var path: String
    /// The rendered text, without any header (the plan adds the header for generator-owned files).
    public var contents: String
    /// Who owns the file after it is written.
    public var owner: FileOwnership
    /// What the file is generated from, named in its header, e.g. `Login.intentflow.yaml`.
    public var source: String
    /// The header's comment syntax; by default the one the path's extension implies.
    public var comment: CommentStyle
    /// Where a pack declares the file (its entry's `path:` in pack.yaml), so an error about the rendered path or
    /// text points there; `nil` for files no pack entry made.
    public var origin: SourceLocation?

    /// Creates a rendered file.
    public init(
        path: String, contents: String, owner: FileOwnership, source: String, comment: CommentStyle? = nil,
        origin: SourceLocation? = nil
    ) {
        self.path = path
        self.contents = contents
        self.owner = owner
        self.source = source
        self.comment = comment ?? CommentStyle.forPath(path)
        self.origin = origin
    }

    /// The text a new file gets: for a generator-owned file, `contents` under its header; for a block-owned file,
    /// `contents` with the block's fingerprint (``BlockFingerprint``).
    public var initialContents: String {
        switch owner {
        case .generator: GeneratedHeader.apply(to: contents, source: source, style: comment)
        case .block: BlockFingerprint.stamp(contents, style: comment)
        case .user, .entries: contents
        }
    }
}
