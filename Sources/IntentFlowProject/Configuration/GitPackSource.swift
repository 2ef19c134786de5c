import IntentFlowManifest

/// A pack kept in a git repository: `{git: <url>, ref: <tag or commit>, path: <folder in the repo>}` in
/// `extends:` or in the config's `pack:`.
package struct GitPackSource: Hashable, Sendable {
    /// The repository, as `git clone` takes it (`https://…`, `git@…`, `file:///…`).
    package var url: String
    /// A tag, branch or commit. A tag or commit pins the pack; a branch is read once and then kept from the cache.
    package var ref: String
    /// The pack's folder inside the repository; empty for the repository's root.
    package var path: String
    /// Where `git:` is written (errors fetching the repository are reported there).
    package var urlLocation: SourceLocation
    /// Where `ref:` is written (an unknown ref is reported there).
    package var refLocation: SourceLocation
    /// Where `path:` is written, or the mapping when it is not.
    package var pathLocation: SourceLocation

    /// Creates a source.
    package init(
        url: String, ref: String, path: String = "", urlLocation: SourceLocation, refLocation: SourceLocation? = nil,
        pathLocation: SourceLocation? = nil
    ) {
        self.url = url
        self.ref = ref
        self.path = path
        self.urlLocation = urlLocation
        self.refLocation = refLocation ?? urlLocation
        self.pathLocation = pathLocation ?? urlLocation
    }

    /// How listings show the source: `git https://example.com/packs.git@v1.2.0 (acme)`.
    package var displayName: String { "git \(url)@\(ref)" + (path.isEmpty ? "" : " (\(path))") }
}
