import IntentFlowManifest
import IntentFlowProject

/// The manifest `intentflow feature <Name>` starts a feature from: a small load/retry/cancel workflow that compiles,
/// passes its generated tests, and shows every part of a schema 0.2 manifest (typed values, a value in a trace beside
/// the trace that binds, `_`, an effect that says what it emits), for people to reshape into their feature.
package enum StarterManifest {
    /// Whether a name can be a feature's name: a Swift type-name prefix (`Checkout`, `DevicePairing2`).
    package static func isValidFeatureName(_ name: String) -> Bool { FeatureNameSyntax.isValid(name) }

    /// The manifest's YAML for a feature.
    ///
    /// - Parameter shownPath: The manifest's path as seen from where `intentflow feature` ran, so the command its
    ///   first comment prints works from there (`Sources/Shop/Shop.intentflow.yaml`); `nil` for the file name.
    package static func yaml(feature name: String, mode: Manifest.Mode, shownPath: String? = nil) -> String {
        """
        # The \(name) feature's contract. Reshape the cases to your feature's workflow, then run
        #   intentflow generate \(shellWord(shownPath ?? "\(name).intentflow.yaml", orFileOf: name))
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
            policy: cancelInFlight
            emits: [loadSucceeded, loadFailed]
        outputs:
          - finished
        invariants:
          - text: "Only one load runs at a time."
            step: 'step.runs(of: "load") <= 1'
          - text: "A failure is shown until the person retries or cancels."
            step: 'step.beforeCase != "failed" || step.afterCase == "failed" || step.isOn("retry", "cancel")'
        acceptanceTraces:
          - "idle + load -> loading + load effect"
          - "loading + loadSucceeded -> loaded + finished output"
          - 'loading + loadFailed("timeout") -> failed(message: "The request timed out.")'
          - "loading + loadFailed -> failed"
          - "failed + retry -> loading + load effect"
          - "_ + cancel -> idle + cancel load effect"
        # Every state meets every signal: a trace above, or here, where the flow keeps the state and decides nothing.
        exhaustive: true
        ignored:
          - _ + load
          - _ + retry
          - _ + loadSucceeded
          - _ + loadFailed

        """
    }

    /// `path` as one shell word: single-quoted when it holds anything but letters, digits and `._/-`; the file name
    /// when it holds a line break, which would end the YAML comment it is printed in.
    static func shellWord(_ path: String, orFileOf name: String) -> String {
        if path.contains(where: \.isNewline) { return "\(name).intentflow.yaml" }
        let plain =
            !path.isEmpty
            && path.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "._/-".contains($0)) }
        if plain { return path }
        return "'" + path.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }

    /// The starter manifest, loaded.
    ///
    /// - Parameter path: The path its diagnostics and generated headers name.
    /// - Throws: ``GeneratorError`` if the manifest does not load (a name the loader rejects).
    package static func manifest(feature name: String, mode: Manifest.Mode, path: String) throws(GeneratorError)
        -> Manifest
    {
        let result = ManifestLoader.load(yaml: yaml(feature: name, mode: mode), path: path)
        guard let manifest = result.validManifest else {
            throw GeneratorError(result.diagnostics.filter { $0.severity == .error })
        }
        return manifest
    }
}
