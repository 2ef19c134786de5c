import Foundation
import IntentFlowTokenizer

/// Token counting throughput on 10 MB of mixed text, beside the reference implementation (Python tiktoken, whose
/// core is Rust) measured on the same text in the same run, and the cost of building a tokenizer.
///
/// Both sides are timed in CPU time of the measuring thread (best of three), not wall time: the machines this runs on
/// are shared, and a thread waiting for a core would otherwise count against whichever side was unlucky.
enum TokenizerBenchmark: Benchmark {
    static let name = "tokens"

    static func run() async throws -> [BenchmarkFigure] {
        let text = mixedText(bytes: 10_000_000)
        let megabytes = Double(text.utf8.count) / 1e6
        let reference = referenceFigures(for: text)
        if reference.isEmpty { print("  reference unavailable: python3 with tiktoken is needed to measure it") }

        var figures: [BenchmarkFigure] = []
        for encoding in TokenizerEncoding.allCases {
            let load = try measureCPU { _ = try Tokenizer(building: encoding) }
            figures.append(
                BenchmarkFigure(
                    name: "\(encoding.name) vocabulary load", value: load * 1000, unit: "ms",
                    reference: reference["\(encoding.name).load"].map { ("tiktoken", $0 * 1000) },
                    higherIsBetter: false, goal: "well under the reference; the CLI starts once per run"))
            let tokenizer = try Tokenizer.shared(encoding)
            var count = 0
            let seconds = measureCPU { count = tokenizer.count(text, maximumThreads: 1) }
            if let expected = reference["\(encoding.name).count"], Int(expected) != count {
                print("  MISMATCH: \(encoding.name) counted \(count) tokens, tiktoken \(Int(expected))")
            }
            figures.append(
                BenchmarkFigure(
                    name: "\(encoding.name) count, one thread (\(count) tokens)", value: megabytes / seconds,
                    unit: "MB/s", reference: reference["\(encoding.name).seconds"].map { ("tiktoken", megabytes / $0) },
                    higherIsBetter: true, goal: "≥ tiktoken's speed on the same text"))
            // All cores against one thread, both in wall time (CPU time would hide the threads' gain). On a busy
            // shared machine the ratio, not the figure, is what to read.
            let threads = ProcessInfo.processInfo.activeProcessorCount
            let oneThread = measureBest(repetitions: 3) { _ = tokenizer.count(text, maximumThreads: 1) }
            let allThreads = measureBest(repetitions: 3) { _ = tokenizer.count(text, maximumThreads: threads) }
            figures.append(
                BenchmarkFigure(
                    name: "\(encoding.name) count, \(threads) threads, wall time", value: megabytes / allThreads,
                    unit: "MB/s", reference: ("one thread, wall time", megabytes / oneThread), higherIsBetter: true,
                    goal: "faster than one thread when cores are free"))
        }
        return figures
    }

    /// The best of three runs of `body`, in CPU seconds of the calling thread.
    static func measureCPU(_ body: () throws -> Void) rethrows -> Double {
        func now() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
        var best = Double.infinity
        for _ in 0..<3 {
            let start = now()
            try body()
            best = min(best, now() - start)
        }
        return best
    }

    /// Deterministic mixed text: English prose, Swift code, CJK, emoji (with ZWJ sequences and modifiers) and runs
    /// of whitespace, in random order from a fixed seed.
    static func mixedText(bytes: Int) -> String {
        let words = [
            "the", "quick", "brown", "fox", "jumps", "over", "lazy", "dog", "while", "engineers", "write", "Swift",
            "code", "and", "measure", "tokens", "carefully", "isn't", "they'll", "counting", "offline", "exactly",
        ]
        let cjk = [
            "東京は日本の首都です。", "我爱北京天安门。", "한국어 텍스트도 있습니다. ", "カタカナとひらがな",
        ]
        let emoji = [
            "😀", "👍🏽", "👨‍👩‍👧‍👦",
            "🏳️‍🌈", "❤️‍🔥", "🇯🇵", "1️⃣",
        ]
        var state: UInt64 = 0x1D_2024
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var text = ""
        text.reserveCapacity(bytes + 256)
        while text.utf8.count < bytes {
            switch next(20) {
            case 0..<8:
                text += (0..<(5 + next(25))).map { _ in words[next(words.count)] }.joined(separator: " ") + ".\n"
            case 8..<14:
                let n = next(1000)
                text +=
                    "    func compute\(n)(value: Int) -> Int {\n"
                    + "        return value * \(next(99_999)) // step \(n)\n    }\n\n"
            case 14..<17: text += cjk[next(cjk.count)] + cjk[next(cjk.count)] + "\n"
            case 17..<19:
                text += (0..<(1 + next(6))).map { _ in emoji[next(emoji.count)] }.joined(separator: " ") + " ok\n"
            default: text += String(repeating: " ", count: next(12)) + "\t\n" + String(repeating: "\n", count: next(3))
            }
        }
        return text
    }

    /// Runs the reference on the same text: best of three `encode_ordinary` calls in thread CPU time, one thread,
    /// vocabularies loaded from this repository (its load time includes reading and parsing them in Python). Empty when
    /// python3 or tiktoken is missing.
    static func referenceFigures(for text: String) -> [String: Double] {
        let repository = BenchmarkProcess.repository
        let scripts = repository.appendingPathComponent("Scripts")
        guard FileManager.default.fileExists(atPath: scripts.appendingPathComponent("tiktoken_local.py").path) else {
            return [:]
        }
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("intentflow-tokens-\(UUID()).txt")
        defer { try? FileManager.default.removeItem(at: input) }
        guard (try? Data(text.utf8).write(to: input)) != nil else { return [:] }
        let script = """
            import os, sys, time
            os.environ["RAYON_NUM_THREADS"] = "1"
            sys.path.insert(0, sys.argv[1])
            from tiktoken_local import encoding
            text = open(sys.argv[2], "rb").read().decode("utf-8", errors="replace")
            for name in ("o200k_base", "cl100k_base"):
                start = time.thread_time(); enc = encoding(name); load = time.thread_time() - start
                best = float("inf")
                for _ in range(3):
                    start = time.thread_time(); count = len(enc.encode_ordinary(text))
                best = min(best, time.thread_time() - start)
                print(f"{name}.load {load}\\n{name}.seconds {best}\\n{name}.count {count}")
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, scripts.path, input.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return [:] }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return [:] }
        var figures: [String: Double] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, let value = Double(parts[1]) { figures[String(parts[0])] = value }
        }
        return figures
    }
}
