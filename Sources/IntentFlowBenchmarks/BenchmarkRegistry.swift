/// Every benchmark `intentflow-bench` runs, in order. Keep one per line so parallel additions merge cleanly.
public enum BenchmarkRegistry {
    /// The registered benchmarks.
    public static let all: [any Benchmark.Type] = [
        RuntimeBenchmark.self,
        TokenizerBenchmark.self,
        ManifestBenchmark.self,
        CheckBenchmark.self,
        GeneratorBenchmark.self,
        AgentsBenchmark.self,
        MCPBenchmark.self,
        ConformanceBenchmark.self,
        MutateBenchmark.self,
        DiffBenchmark.self,
        ScenarioBenchmark.self,
    ]
}
