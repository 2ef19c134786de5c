import IntentFlowManifest

/// One file a generator writes: which template renders it, where it goes, and who owns it afterwards.
package struct PackFileEntry: Hashable, Sendable {
    /// The template's name (`contract.swift` for `contract.swift.mustache`).
    package var template: String
    /// The output path, itself a Mustache template; when it renders empty the file is skipped.
    package var path: String
    /// Who owns the file after the first run.
    package var owner: FileOwnership
    /// The header's comment syntax, when pack.yaml overrides the one the path's extension implies.
    package var comment: CommentStyle?
    /// The name of a list in the context to render the entry once per element of (`each: features`), with the
    /// element's keys laid over the context; `nil` renders it once.
    package var each: String?
    /// The condition the file is rendered under (`when: routes.hasCases`); `nil` renders it always.
    package var when: WhenExpression?
    /// The entry's name among its generator's entries (`id: claude-skill`), unique within the generator. A child
    /// pack's entry with an `id:` stands for the parent's entry of that id (or, where the parent gave none, of that
    /// `path:` as the parent writes it) instead of the parent's entry of the same template: that is how it picks one of
    /// two entries that share a template.
    package var id: String?
    /// In a child pack, whether the entry removes the parent's entry of the same template instead of replacing it
    /// (`remove: true`).
    package var removes: Bool
    /// Where the entry is declared.
    package var location: SourceLocation
    /// Where its `path` is written, for errors rendering it.
    package var pathLocation: SourceLocation

    /// Creates an entry.
    package init(
        template: String, path: String, owner: FileOwnership = .generator, comment: CommentStyle? = nil,
        each: String? = nil, when: WhenExpression? = nil, removes: Bool = false, location: SourceLocation,
        pathLocation: SourceLocation? = nil, id: String? = nil
    ) {
        self.id = id
        self.template = template
        self.path = path
        self.owner = owner
        self.comment = comment
        self.each = each
        self.when = when
        self.removes = removes
        self.location = location
        self.pathLocation = pathLocation ?? location
    }
}
