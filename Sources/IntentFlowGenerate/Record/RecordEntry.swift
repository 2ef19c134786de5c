/// What one manifest generated: with which generator, pack and parameters, and which files.
package struct RecordEntry: Hashable, Sendable {
    /// The manifest, relative to the output directory.
    package var manifest: String
    /// The pack's generator that ran (`feature`).
    package var generator: String
    /// The pack.
    package var pack: PackStamp
    /// The parameters, resolved (defaults included).
    package var parameters: [String: String]
    /// The files, sorted by path.
    package var files: [RecordedFile]

    /// Creates an entry; files are sorted by path.
    package init(
        manifest: String, generator: String, pack: PackStamp, parameters: [String: String], files: [RecordedFile]
    ) {
        self.manifest = manifest
        self.generator = generator
        self.pack = pack
        self.parameters = parameters
        self.files = files.sorted { $0.path < $1.path }
    }

    /// Entries are ordered by manifest, then generator.
    var key: String { "\(manifest)\n\(generator)" }
}
