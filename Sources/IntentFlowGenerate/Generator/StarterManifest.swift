import IntentFlowAI

/// The manifest `intentflow feature <Name>` starts a feature from: a small load/retry/cancel workflow that compiles,
/// passes its generated tests, and shows every part of a manifest, for people to reshape into their feature.
public enum StarterManifest {
    /// Whether a name can be a feature's name: a Swift type-name prefix (`Checkout`, `DevicePairing2`).
    public static func isValidFeatureName(_ name: String) -> Bool { FeatureNameSyntax.isValid(name) }

    /// The manifest's YAML for a feature.
    public static func yaml(feature name: String, mode: Manifest.Mode) -> String {
        """
        # The \(name) feature's contract. Reshape the cases to your feature's workflow, then run
        #   intentflow generate \(name).intentflow.yaml
        # Generated files follow the manifest; the flow, effects and projection are yours to write.
        schemaVersion: "0.1"
        feature: "\(name)"
        mode: "\(mode.rawValue)"
        states:
          - idle
          - loading
          - loaded
          - failed(message)
        intents:
          - load
          - retry
          - cancel
        events:
          - loadSucceeded
          - loadFailed(message)
        effects:
          - load
        outputs:
          - finished
        invariants:
          - "Only one load runs at a time."
          - "A failure is shown until the person retries or cancels."
        acceptanceTraces:
          - "idle + load -> loading + load effect"
          - "loading + loadSucceeded -> loaded + finished output"
          - "loading + loadFailed(timeout) -> failed"
          - "failed + retry -> loading + load effect"
          - "loading + cancel -> idle + cancel load effect"

        """
    }

    /// The starter manifest, loaded.
    ///
    /// - Parameter path: The path its diagnostics and generated headers name.
    /// - Throws: ``GeneratorError`` if the manifest does not load (a name the loader rejects).
    public static func manifest(feature name: String, mode: Manifest.Mode, path: String) throws(GeneratorError)
        -> Manifest
    {
        let result = ManifestLoader.load(yaml: yaml(feature: name, mode: mode), path: path)
        guard let manifest = result.validManifest else {
            throw GeneratorError(result.diagnostics.filter { $0.severity == .error })
        }
        return manifest
    }
}
