import IntentFlowProject

/// The packs compiled into the binary: today the default pack, `swift`, from `Templates/`.
///
/// The `EmbedTemplates` build-tool plugin turns `Templates/` into ``EmbeddedTemplates/files`` at build time, so
/// `intentflow` works with nothing beside it.
package enum BuiltInPacks {
    /// The name of the default pack.
    package static let defaultName = "swift"

    /// The default pack's files, keyed by their path relative to `Templates/`.
    package static var defaultPackFiles: [String: String] { EmbeddedTemplates.files }

    /// The default pack, loaded from ``defaultPackFiles`` the first time a command asks for it. Its text is fixed
    /// for the life of the process, and one `intentflow feature` asks three times (its options, the pack chain, the
    /// pack named in it): parsing `pack.yaml` again each time was a sixth of the command's work.
    static let defaultPack = Result { () throws(GeneratorError) in
        try PackLoader.load(files: defaultPackFiles, origin: .builtIn, displayPath: "Templates")
    }
}

extension PackReference {
    /// The default pack.
    package static var builtInDefault: PackReference { .named(BuiltInPacks.defaultName) }
}
