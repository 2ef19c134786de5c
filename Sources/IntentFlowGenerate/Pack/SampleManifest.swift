import IntentFlowManifest

/// The manifest `intentflow pack validate` builds its sample context from: every group non-empty, parameters of
/// several shapes, invariants and traces, so a template's names can be checked inside every section.
package enum SampleManifest {
    /// The manifest's YAML.
    package static let yaml = """
        schemaVersion: "0.1"
        feature: "Login"
        mode: "ai"
        states:
          - idle
          - validating
          - requestingToken
          - waitingForTwoFactor
          - failed(message)
          - authenticated(userID)
        intents: [submit(email,password), submitTwoFactor(code), cancel]
        events: [credentialsValid, tokenRequiresTwoFactor, tokenReceived(userID), tokenFailed(message)]
        effects: [validate(email,password), requestToken(email,password)]
        routes: [showHelp, openSettings(section)]
        outputs: [completed(userID)]
        invariants:
          - "A token must not be persisted before authentication succeeds."
          - "Two-factor code can only be submitted from waitingForTwoFactor."
        acceptanceTraces:
          - "idle + submit(valid form) -> validating + validate effect"
          - "validating + credentialsValid -> requestingToken + requestToken effect"
          - "requestingToken + tokenRequiresTwoFactor -> waitingForTwoFactor + showHelp route"
          - "requestingToken + tokenReceived -> authenticated + completed output"
          - "validating + cancel -> idle + cancel validate effect"

        """

    /// The sample manifest, loaded.
    package static func manifest() -> Manifest? {
        ManifestLoader.load(yaml: yaml, path: "sample.intentflow.yaml").manifest
    }
}
