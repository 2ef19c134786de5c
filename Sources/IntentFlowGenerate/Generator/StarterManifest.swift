import IntentFlowAI

/// The manifest `intentflow feature <Name>` starts a feature from: a small load/retry/cancel workflow that compiles,
/// passes its generated tests, and shows every part of a schema 0.2 manifest (typed values, a value in a trace beside
/// the trace that binds, `_`, an effect that says what it emits), for people to reshape into their feature.
public enum StarterManifest {
    /// Whether a name can be a feature's name: a Swift type-name prefix (`Checkout`, `DevicePairing2`).
    public static func isValidFeatureName(_ name: String) -> Bool { FeatureNameSyntax.isValid(name) }

    /// The manifest's YAML for a feature.
    public static func yaml(feature name: String, mode: Manifest.Mode) -> String {
        """
        # The \(name) feature's contract. Reshape the cases to your feature's workflow, then run
        #   intentflow generate \(name).intentflow.yaml
        # Generated files follow the manifest; the flow, effects and projection are yours to write.
        schemaVersion: "0.2"
        feature: "\(name)"
        mode: "\(mode.rawValue)"
        states:
          - idle
          - loading
          - "loaded(items: [String])"
          - "failed(message: String)"
        intents:
          - load
          - retry
          - cancel
        events:
          - "loadSucceeded(items: [String])"
          - "loadFailed(message: String)"
        effects:
          - name: load
            doc: "Loads the feature's content."
            emits: [loadSucceeded, loadFailed]
        outputs:
          - finished
        invariants:
          - "Only one load runs at a time."
          - "A failure is shown until the person retries or cancels."
        acceptanceTraces:
          - "idle + load -> loading + load effect"
          - "loading + loadSucceeded -> loaded + finished output"
          - 'loading + loadFailed("timeout") -> failed(message: "The request timed out.")'
          - "loading + loadFailed -> failed"
          - "failed + retry -> loading + load effect"
          - "_ + cancel -> idle + cancel load effect"

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
