import CYAML
import Foundation
import IntentFlowAI

/// Manifest loading: a large generated manifest loaded and validated on the calling thread, beside libyaml parsing the
/// same bytes into events and nothing more; and `intentflow validate` on a typical manifest, from process start to
/// exit.
public enum ManifestBenchmark: Benchmark {
    public static let name = "manifests"

    public static func run() async throws -> [BenchmarkFigure] {
        let text = largeManifest(cases: 5_000, traces: 5_000)
        let data = Data(text.utf8)
        let tree = try? YAMLParser.parse(data, path: "large.intentflow.yaml")
        let times = measureBestInTurns(repetitions: 30, [
            { ManifestLoader.load(data: data, path: "large.intentflow.yaml") },
            { rawEventCount(data) },
            { (try? YAMLParser.parse(data, path: "large.intentflow.yaml")) as Any },
            { ManifestLoader.load(root: tree, path: "large.intentflow.yaml") },
        ])
        let (load, raw, nodes, model) = (times[0], times[1], times[2], times[3])
        let loaded: ManifestLoadResult? = ManifestLoader.load(data: data, path: "large.intentflow.yaml")
        guard let result = loaded, result.manifest?.acceptanceTraces.count == 5_000, !result.diagnostics.hasErrors else {
            throw BenchmarkFailure(message: "the generated manifest did not load cleanly: \(loaded?.diagnostics.prefix(3) ?? [])")
        }
        /// A figure in milliseconds against the raw parse.
        func againstRawParse(_ name: String, _ seconds: Double, goal: String) -> BenchmarkFigure {
            BenchmarkFigure(
                name: name, value: seconds * 1000, unit: "ms", reference: ("raw libyaml event parse", raw * 1000),
                higherIsBetter: false, goal: goal)
        }
        var figures = [
            againstRawParse(
                "load + validate \(data.count / 1024) KiB manifest (5,000 cases, 5,000 traces), one thread", load,
                goal: "within 3× of the raw libyaml parse"),
            againstRawParse(
                "YAML layer alone: the same file into located YAMLNodes", nodes, goal: "close to the raw libyaml parse"),
            againstRawParse(
                "the rest alone: decode, resolve traces, validate (from the nodes)", model,
                goal: "the difference between the two above"),
        ]
        if let process = try validateProcessTime() {
            figures.append(process)
        }
        return figures
    }

    /// `intentflow validate` on the Login manifest, spawned from the release binary next to this executable.
    private static func validateProcessTime() throws -> BenchmarkFigure? {
        guard let directory = Bundle.main.executableURL?.deletingLastPathComponent() else { return nil }
        let tool = directory.appendingPathComponent("intentflow")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else { return nil }
        let manifest = FileManager.default.temporaryDirectory.appendingPathComponent("bench-login.intentflow.yaml")
        try Data(typicalManifest.utf8).write(to: manifest)
        defer { try? FileManager.default.removeItem(at: manifest) }
        func spawn(_ executable: URL, _ arguments: [String]) throws {
            let process = Process()
            process.executableURL = executable
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
        }
        let validate = try measureBest(repetitions: 15) { try spawn(tool, ["validate", manifest.path]) }
        let baseline = try measureBest(repetitions: 15) { try spawn(URL(fileURLWithPath: "/bin/true"), []) }
        return BenchmarkFigure(
            name: "intentflow validate, process start to exit", value: validate * 1000, unit: "ms",
            reference: ("spawning /bin/true", baseline * 1000), higherIsBetter: false, goal: "under 10 ms")
    }

    /// Parses the bytes into libyaml events and discards them: the floor any loader built on libyaml stands on.
    static func rawEventCount(_ data: Data) -> Int {
        data.withUnsafeBytes { raw -> Int in
            guard let base = raw.bindMemory(to: UInt8.self).baseAddress else { return 0 }
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) == 1 else { return 0 }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_input_string(&parser, base, raw.count)
            var event = yaml_event_t()
            var count = 0
            while yaml_parser_parse(&parser, &event) == 1 {
                let done = event.type == YAML_STREAM_END_EVENT
                yaml_event_delete(&event)
                count += 1
                if done { break }
            }
            return count
        }
    }

    /// A 0.2 manifest with `cases` cases spread over the six groups (string and mapping forms, typed and untyped
    /// parameters) and `traces` acceptance traces that all resolve.
    static func largeManifest(cases: Int, traces: Int) -> String {
        let perGroup = cases / 6
        var text = """
            schemaVersion: "0.2"
            feature: Large
            mode: ai
            summary: A generated manifest for measuring the loader.
            invariants:
              - "Generated states are reached by generated traces."

            """
        func group(_ name: String, _ prefix: String, count: Int) {
            text += "\(name):\n"
            for index in 0..<count {
                switch index % 4 {
                case 0: text += "  - \(prefix)\(index)\n"
                case 1: text += "  - \(prefix)\(index)(message: String)\n"
                case 2: text += "  - \"\(prefix)\(index)(items: [Item], page: Int?)\"\n"
                default: text += "  - name: \(prefix)\(index)\n    params: [\"value: Result<Data, Error>\"]\n    doc: Case \(index).\n"
                }
            }
        }
        group("states", "failedState", count: cases - 5 * perGroup)
        group("intents", "intent", count: perGroup)
        group("events", "event", count: perGroup)
        group("effects", "effect", count: perGroup)
        group("outputs", "output", count: perGroup)
        group("routes", "route", count: perGroup)
        text += "acceptanceTraces:\n"
        let states = cases - 5 * perGroup
        for index in 0..<traces {
            let signal = index % 2 == 0 ? "intent\(index % perGroup)" : "event\(index % perGroup)"
            text += "  - failedState\(index % states) + \(signal)(case \(index)) -> failedState\((index + 1) % states)"
                + " + effect\(index % perGroup) effect + output\(index % perGroup) output + route\(index % perGroup) route\n"
        }
        return text
    }

    /// The seed's Login manifest, as in `.intentflow/login.intentflow.yaml`.
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

/// A benchmark that could not measure what it meant to.
struct BenchmarkFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
