import Foundation
import IntentFlowBenchmarks

// Usage: intentflow-bench [name...]   (no names: every benchmark)
let selected = Set(CommandLine.arguments.dropFirst())
let unknown = selected.subtracting(BenchmarkRegistry.all.map { $0.name })
if !unknown.isEmpty {
    let names = BenchmarkRegistry.all.map { $0.name }.joined(separator: ", ")
    FileHandle.standardError.write(
        Data("intentflow-bench: unknown benchmark \(unknown.sorted()); known: \(names)\n".utf8))
    exit(2)
}
for benchmark in BenchmarkRegistry.all where selected.isEmpty || selected.contains(benchmark.name) {
    print("\(benchmark.name):")
    do {
        let figures = try await benchmark.run()
        print(BenchmarkReport.format(figures))
    } catch {
        print("  failed: \(error)")
    }
}
