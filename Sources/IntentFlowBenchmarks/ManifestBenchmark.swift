import Foundation

/// `intentflow validate` on a typical manifest, from process start to exit, with the shipped binary when `make release`
/// has made it (``BenchmarkProcess/shipped()``): what an editor integration or a pre-commit hook waits for. Goal:
/// under 10 ms. Reference: spawning `/bin/true`.
public enum ManifestBenchmark: Benchmark {
    public static let name = "manifests"

    public static func run() async throws -> [BenchmarkFigure] {
        guard let (tool, label) = BenchmarkProcess.shipped() else { return [] }
        let manifest = FileManager.default.temporaryDirectory.appendingPathComponent("bench-login.intentflow.yaml")
        try Data(typicalManifest.utf8).write(to: manifest)
        defer { try? FileManager.default.removeItem(at: manifest) }
        let validate = try measureBest(repetitions: 15) { try BenchmarkProcess.run(tool, ["validate", manifest.path]) }
        let baseline = try measureBest(repetitions: 15) {
            try BenchmarkProcess.run(URL(fileURLWithPath: "/bin/true"), [])
        }
        return [
            BenchmarkFigure(
                name: "intentflow validate, process start to exit (\(label))", value: validate * 1000, unit: "ms",
                reference: ("spawning /bin/true", baseline * 1000), higherIsBetter: false, goal: "under 10 ms")
        ]
    }

    static let typicalManifest = """
        schemaVersion: "0.1"
        feature: "Login"
        mode: "ai"
        states: [idle, validating, requestingToken, waitingForTwoFactor, failed(message), authenticated(userID)]
        intents: [submit(email,password), submitTwoFactor(code), cancel]
        events: [credentialsValid, tokenRequiresTwoFactor, tokenReceived(userID), tokenFailed(message)]
        effects: [validate(email,password), requestToken(email,password)]
        outputs: [completed(userID)]
        invariants:
          - "A token must not be persisted before authentication succeeds."
          - "Two-factor code can only be submitted from waitingForTwoFactor."
        acceptanceTraces:
          - "idle + submit(valid form) -> validating + validate effect"
          - "requestingToken + tokenReceived -> authenticated + completed output"
          - "validating + credentialsValid -> requestingToken + requestToken effect"
          - "requestingToken + tokenRequiresTwoFactor -> waitingForTwoFactor"
          - "waitingForTwoFactor + submitTwoFactor(code) -> requestingToken + requestToken effect"
          - "requestingToken + tokenFailed(bad password) -> failed"
          - "validating + cancel -> idle + cancel validate effect"

        """
}
