import Foundation
import IntentFlowGenerate
import IntentFlowProject
import IntentFlowTokenizer

/// `intentflow-bench mcp`: the MCP server as an agent feels it, on this repository.
///
/// Measured: `initialize` from process start to its response (goal < 50 ms; reference: `intentflow --version` from
/// process start to exit, the floor of any process); and the median round trip of `tools/call validate` on the
/// repository's `.intentflow` manifests after `initialize` (goal < 5 ms), against the same load in process
/// (`ManifestSet.load`, what the protocol adds) and against `intentflow validate .intentflow` as a process (what an
/// agent without the server pays); and what `tools/list` costs an agent in o200k tokens (goal ≤ 1,500; reference:
/// this repository's AGENTS.md, which an agent reads anyway). Needs the release `intentflow` beside the benchmark.
public enum MCPBenchmark: Benchmark {
    public static let name = "mcp"

    public static func run() async throws -> [BenchmarkFigure] {
        guard let binary = BenchmarkProcess.sibling("intentflow") else {
            throw GeneratorBenchmarkFailure("build intentflow first: swift build -c release --product intentflow")
        }
        let repository = BenchmarkProcess.repository
        var initialize = Double.infinity
        var version = Double.infinity
        for _ in 0..<15 {
            initialize = min(
                initialize,
                try measureBest(repetitions: 1) {
                    let session = try MCPServerSession(binary, root: repository)
                    _ = try session.exchange(MCPServerSession.initialize)
                    try session.finish()
                })
            version = min(version, try measureBest(repetitions: 1) { try BenchmarkProcess.run(binary, ["--version"]) })
        }
        let (roundTrip, inProcess) = try validateRoundTrips(binary, repository: repository)
        let process = try measureBest(repetitions: 10) {
            try BenchmarkProcess.run(binary, ["validate", ".intentflow"], in: repository)
        }
        let name = "tools/call validate .intentflow, median round trip after initialize"
        let (toolsTokens, agentsTokens) = try toolListTokens(binary, repository: repository)
        return [
            BenchmarkFigure(
                name: "tools/list, o200k tokens an agent loads", value: Double(toolsTokens), unit: "tokens",
                reference: ("AGENTS.md of this repository, o200k tokens", Double(agentsTokens)), higherIsBetter: false,
                goal: "≤ 1500 tokens"),
            BenchmarkFigure(
                name: "mcp initialize, process start to response", value: initialize * 1000, unit: "ms",
                reference: ("intentflow --version, process start to exit", version * 1000), higherIsBetter: false,
                goal: "< 50 ms"),
            BenchmarkFigure(
                name: name, value: roundTrip * 1000, unit: "ms",
                reference: ("ManifestSet.load of .intentflow in process, median", inProcess * 1000),
                higherIsBetter: false, goal: "< 5 ms"),
            BenchmarkFigure(
                name: name, value: roundTrip * 1000, unit: "ms",
                reference: ("intentflow validate .intentflow, process start to exit", process * 1000),
                higherIsBetter: false, goal: "< 5 ms"),
        ]
    }

    /// The median seconds of 200 `validate` calls to one server, and of 200 in-process loads, taking turns.
    private static func validateRoundTrips(_ binary: URL, repository: URL) throws -> (Double, Double) {
        let session = try MCPServerSession(binary, root: repository)
        _ = try session.exchange(MCPServerSession.initialize)
        let call =
            #"{"jsonrpc":"2.0","id":1,"method":"tools/call","#
            + #""params":{"name":"validate","arguments":{"paths":[".intentflow"]}}}"#
        guard try session.exchange(call).contains(#""valid":true"#) else {
            throw GeneratorBenchmarkFailure("validate of .intentflow did not pass through the server")
        }
        let request = ManifestRequest(paths: [".intentflow"], workingDirectory: repository)
        var roundTrips: [Double] = []
        var loads: [Double] = []
        for _ in 0..<200 {
            roundTrips.append(try measureBest(repetitions: 1) { _ = try session.exchange(call) })
            loads.append(measureBest(repetitions: 1) { _ = ManifestSet.load(request) })
        }
        try session.finish()
        return (median(roundTrips), median(loads))
    }

    /// The o200k tokens of the `tools` array `tools/list` answers (what a client puts before the model), and of the
    /// repository's AGENTS.md.
    private static func toolListTokens(_ binary: URL, repository: URL) throws -> (Int, Int) {
        let session = try MCPServerSession(binary, root: repository)
        _ = try session.exchange(MCPServerSession.initialize)
        let answer = try session.exchange(#"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#)
        try session.finish()
        guard let start = answer.range(of: #""tools":"#)?.upperBound else {
            throw GeneratorBenchmarkFailure("tools/list gave no tools: \(answer.prefix(200))")
        }
        let tokenizer = try Tokenizer.o200kBase()
        let agents = try String(contentsOf: repository.appendingPathComponent("AGENTS.md"), encoding: .utf8)
        // Up to the result's and the response's closing braces.
        return (tokenizer.count(String(answer[start...].dropLast(2))), tokenizer.count(agents))
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}
