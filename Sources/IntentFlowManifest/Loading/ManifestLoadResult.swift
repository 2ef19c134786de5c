/// What loading a manifest produced: the manifest (when one could be built) and every finding.
package struct ManifestLoadResult: Hashable, Sendable {
    /// The manifest, or `nil` when the file could not be read or parsed, or its root is not a mapping.
    ///
    /// A manifest is returned even when validation found errors (the invalid parts are left out); check
    /// ``diagnostics`` or use ``validManifest`` before generating from it.
    package var manifest: Manifest?
    /// Parse errors and validation findings, ordered by position (each error followed by its notes).
    package var diagnostics: [Diagnostic]

    /// Creates a result.
    package init(manifest: Manifest?, diagnostics: [Diagnostic]) {
        self.manifest = manifest
        self.diagnostics = diagnostics
    }

    /// The manifest when loading found no errors (warnings allowed), else `nil`.
    package var validManifest: Manifest? { diagnostics.hasErrors ? nil : manifest }
}
