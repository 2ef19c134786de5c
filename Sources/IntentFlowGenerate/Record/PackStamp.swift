/// Which pack generated a file: its name, its `version:`, a fingerprint of its content and, for a pack fetched from
/// git, the commit it came from.
package struct PackStamp: Hashable, Sendable {
    /// The pack's name.
    package var name: String
    /// The pack's `version:`, when it declares one.
    package var version: String?
    /// A fingerprint of every pack.yaml and template of the pack and the packs it extends.
    package var hash: ContentHash
    /// The commit a git-hosted pack was fetched at.
    package var git: String?

    /// Creates a stamp.
    package init(name: String, version: String? = nil, hash: ContentHash, git: String? = nil) {
        self.name = name
        self.version = version
        self.hash = hash
        self.git = git
    }

    /// The stamp of a resolved pack: the fingerprint covers every file that changes what it renders.
    package init(_ pack: ResolvedPack) {
        var text = ""
        for member in pack.chain {
            text += "pack \(member.name)\n\(member.otherFiles[PackLoader.manifestName] ?? "")\n"
            for name in member.templates.keys.sorted() {
                text += "template \(name)\n\(member.templates[name]?.source ?? "")\n"
            }
        }
        // The commit pins the pack itself or, for a local child of a git-hosted pack, the parent it came with.
        self.init(
            name: pack.name, version: pack.pack.version, hash: ContentHash(text),
            git: pack.chain.lazy.compactMap(\.origin.gitCommit).first)
    }
}
