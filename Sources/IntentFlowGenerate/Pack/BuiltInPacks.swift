/// The packs compiled into the binary: today the default pack, `swift`, from `Templates/`.
///
/// The `EmbedTemplates` build-tool plugin turns `Templates/` into ``EmbeddedTemplates/files`` at build time, so
/// `intentflow` works with nothing beside it.
public enum BuiltInPacks {
    /// The name of the default pack.
    public static let defaultName = "swift"

    /// The default pack's files, keyed by their path relative to `Templates/`.
    public static var defaultPackFiles: [String: String] { EmbeddedTemplates.files }
}
