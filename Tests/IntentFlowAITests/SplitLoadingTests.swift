import Foundation
import Testing
@testable import IntentFlowAI

/// Loading a file cut in two (cases and traces parsed at once) must give exactly what loading it whole gives:
/// the same manifest and the same diagnostics, in the same order. Files where the cut cannot be trusted are read
/// whole.
@Suite struct SplitLoadingTests {
    /// Loads `text` both ways and expects equal results; returns whether the cut was taken.
    @discardableResult
    private func expectSameResult(_ text: String, path: String = "m.yaml", sourceLocation: Testing.SourceLocation = #_sourceLocation)
        -> Bool
    {
        var text = text
        return text.withUTF8 { bytes in
            let whole = ManifestLoader.load(bytes: bytes, path: path, limits: .default, splitAtBytes: .max)
            let split = ManifestLoader.load(bytes: bytes, path: path, limits: .default, splitAtBytes: 0)
            #expect(split == whole, sourceLocation: sourceLocation)
            if split != whole {
                Issue.record("whole: \(whole.diagnostics.prefix(4))\nsplit: \(split.diagnostics.prefix(4))", sourceLocation: sourceLocation)
            }
            // Trace lines kept for both threads to parse after the join, from several places in the traces piece.
            for kept in Self.keepingPoints(bytes) {
                let shared = SplitManifestLoader.load(bytes, path: path, limits: .default, keepingFrom: kept)
                #expect(shared == nil || shared == whole, "keeping from byte \(kept)", sourceLocation: sourceLocation)
            }
            return SplitManifestLoader.load(bytes, path: path, limits: .default) != nil
        }
    }

    /// Byte offsets in the traces piece to keep trace lines from: its start, a third and two thirds into it.
    static func keepingPoints(_ bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        guard let cut = SplitManifestLoader.cut(in: bytes) else { return [] }
        let count = bytes.count - cut.offset
        return [0, count / 3, 2 * count / 3]
    }

    private static let base = """
        schemaVersion: "0.2"
        feature: Search
        mode: ai
        summary: Searches.
        states: [idle, loading(query: String), "loaded(items: [Item])", failed(message: String)]
        intents: [search(query), cancel]
        events:
          - name: resultsArrived
            params: ["items: [Item]"]
          - failedToLoad(message: String)
        effects: [fetch(query)]
        outputs: [done]
        routes: []
        invariants:
          - "One search runs at a time."
        acceptanceTraces:
          - idle + search(cats) -> loading + fetch effect
          - loading + resultsArrived -> loaded + done output
          - loading + failedToLoad(timeout) -> failed
          - loading + cancel -> idle + cancel fetch effect

        """

    @Test func repositoryManifestsLoadTheSameCut() throws {
        let directory = repositoryRoot.appendingPathComponent(".intentflow")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".intentflow.yaml") }
        #expect(files.count >= 3)
        for file in files {
            let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            #expect(expectSameResult(text, path: file), "\(file) was read whole")
        }
        let seed = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Tests/Fixtures/manifests/seed-readme.intentflow.yaml"),
            encoding: .utf8)
        #expect(expectSameResult(seed))
    }

    @Test func cutFindsTheTopLevelKeyOnly() {
        func cut(_ text: String) -> (Int, Int)? {
            var text = text
            return text.withUTF8 { SplitManifestLoader.cut(in: $0).map { ($0.offset, $0.line) } }
        }
        #expect(cut("a: 1\nacceptanceTraces:\n  - x\n")! == (5, 1))
        #expect(cut("a: 1\r\nb: 2\r\nacceptanceTraces: []\r\n")! == (12, 2))
        #expect(cut("acceptanceTraces:\n  - x\n") == nil)
        #expect(cut("a: 1\n  acceptanceTraces:\n") == nil)
        #expect(cut("a: 1\nacceptanceTracesX:\n") == nil)
        #expect(cut("a: 1\nacceptanceTraces:") == nil)
    }

    @Test func ordinaryManifestsAreCut() {
        #expect(expectSameResult(Self.base))
        #expect(expectSameResult(Self.base.replacingOccurrences(of: "\n", with: "\r\n")))
        // A byte order mark is allowed; whether the cut is taken then does not matter.
        expectSameResult("\u{FEFF}" + Self.base)
        // Keys after the traces are decoded after the cases, in file order.
        #expect(expectSameResult(Self.base + "x-note: later\nmodule: Search\n"))
        // Errors in either piece keep their lines and order.
        let broken = Self.base
            .replacingOccurrences(of: "intents: [search(query), cancel]", with: "intents: [search(query), 9cancel]")
            .replacingOccurrences(of: "-> loaded + done output", with: "-> loaded + done outpt")
            .replacingOccurrences(of: "fetch effect\n", with: "fetch effect\n  - nowhere + search -> idle\n")
        #expect(expectSameResult(broken))
        #expect(expectSameResult(Self.base.replacingOccurrences(of: "\"0.2\"", with: "\"0.1\"")))
        #expect(expectSameResult(Self.base + "  - [not, a, trace]\n  - 'idle + search ->'\n"))
        #expect(expectSameResult(Self.base.replacingOccurrences(of: "acceptanceTraces:\n", with: "acceptanceTraces: # all\n")))
        let prefix = Self.base[..<Self.base.range(of: "acceptanceTraces:")!.upperBound]
        #expect(expectSameResult(prefix + " none\n"))
    }

    @Test func untrustworthyCutsAreReadWhole() {
        // The cut line continues a quoted scalar.
        #expect(!expectSameResult(Self.base.replacingOccurrences(of: "summary: Searches.", with: "summary: \"Searches\nacceptanceTraces: x\"")))
        // A document end marker before the cut: the whole file holds two documents.
        #expect(!expectSameResult(Self.base.replacingOccurrences(of: "acceptanceTraces:\n", with: "...\nacceptanceTraces:\n")))
        // A key on both sides of the cut.
        #expect(!expectSameResult(Self.base + "states: [again]\n"))
        // schemaVersion below the cut changes how the cases above it are read.
        #expect(!expectSameResult(Self.base.replacingOccurrences(of: "schemaVersion: \"0.2\"\n", with: "") + "schemaVersion: \"0.1\"\n"))
        // An alias below the cut naming an anchor above it.
        #expect(!expectSameResult(Self.base.replacingOccurrences(of: "outputs: [done]", with: "outputs: &o [done]") + "x-copy: *o\n"))
        // Lines counted differently than line feeds count them (a lone carriage return).
        #expect(!expectSameResult(Self.base.replacingOccurrences(of: "summary: Searches.\n", with: "summary: Searches.\r")))
        // YAML errors below the cut.
        #expect(!expectSameResult(Self.base + "\t- idle + cancel -> idle\n"))
        #expect(!expectSameResult(Self.base + "---\nother: document\n"))
        #expect(!expectSameResult(Self.base + "  - \"unterminated\n"))
        // The mapping above the cut is indented, so the cut's key cannot continue it (found by the fuzz target).
        #expect(!expectSameResult("# c\n    doc: x\nacceptanceTraces:\n  - a + b -> c\n"))
        // The root is not a block mapping.
        #expect(!expectSameResult("- a\nacceptanceTraces: x\n"))
        #expect(!expectSameResult("{a: 1,\nacceptanceTraces: x}\n"))
    }

    /// The traces piece is read from events only in its usual shape; everything else goes through the YAML tree.
    @Test func traceListReaderTakesOnlyTheUsualShape() {
        func read(_ text: String) -> TraceListReader? {
            var text = text
            return text.withUTF8 { TraceListReader.read($0, path: "m.yaml", lineOffset: 10) }
        }
        let usual = read("acceptanceTraces:\n  - a + b -> c\n  - 'a + c -> b' # quoted\n\n  - \"x\ty\"\n")
        #expect(usual?.traces.lineCount == 3)
        #expect(usual?.traces.drafts.map(\.text) == ["a + b -> c", "a + c -> b"])
        #expect(usual?.traces.drafts.map(\.location.line) == [12, 13])
        #expect(usual?.traces.malformed.map(\.diagnostic.location.line) == [15])
        #expect(usual?.listLocation == SourceLocation(file: "m.yaml", line: 12, column: 3))
        #expect(read("acceptanceTraces:\n- a + b -> c\n")?.traces.lineCount == 1)
        for unusual in [
            "acceptanceTraces: [a + b -> c]\n", "acceptanceTraces: !!seq\n  - a\n", "acceptanceTraces: &t\n  - a\n",
            "acceptanceTraces:\n  - ~\n", "acceptanceTraces:\n  -\n", "acceptanceTraces:\n  - !!str a\n",
            "acceptanceTraces:\n  - [a]\n", "acceptanceTraces:\n  - a: b\n", "acceptanceTraces: a\n",
            "acceptanceTraces:\n  - a\nmore: 1\n", "acceptanceTraces:\n  - a\n...\n", "acceptanceTraces:\n  - &x a\n",
            "acceptanceTraces:\n  - \"a\n", "other:\n  - a\n", "",
        ] {
            #expect(read(unusual) == nil, "\(unusual)")
        }
    }

    @Test func bothAtOnceRunsThePiecesAtTheSameTime() {
        // The first piece waits for a signal only the second sends: run one after the other, it would time out.
        let signal = DispatchSemaphore(value: 0)
        let (first, second) = bothAtOnce(
            { signal.wait(timeout: .now() + 30) == .success ? "met" : "timed out" },
            { () -> Int in
                signal.signal()
                return (1...1_000).reduce(0, +)
            })
        #expect(first == "met")
        #expect(second == 500_500)
    }

    @Test func manyTracesResolveInHalvesInOrder() {
        var text = Self.base
        for index in 0..<(TraceResolver.halvingThreshold * 2 + 7) {
            switch index % 5 {
            case 0: text += "  - idle + search(\(index)) -> loading + fetch effect\n"
            case 1: text += "  - idle + serch(\(index)) -> loading\n"
            case 2: text += "  - loading + resultsArrived -> loaded + done output + home route\n"
            case 3: text += "  - idle + \n"
            default: text += "  - loading + failedToLoad -> failed + fetch output\n"
            }
        }
        #expect(expectSameResult(text))
    }

    /// Random edits of a manifest (bytes dropped, repeated or replaced with YAML punctuation) load the same both ways.
    @Test func editedManifestsLoadTheSameBothWays() {
        var generator = SplitMix64(seed: 0x1F_2E_3D)
        let base = Array(Self.base.utf8)
        let punctuation = Array(":-[]{}()\"'#&*!|>?,\n \t\r+".utf8)
        var cutCount = 0
        for _ in 0..<1_500 {
            var bytes = base
            for _ in 0..<(1 + Int(generator.next() % 4)) {
                let at = Int(generator.next() % UInt64(bytes.count))
                switch generator.next() % 3 {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(bytes[at], at: at)
                default: bytes[at] = punctuation[Int(generator.next() % UInt64(punctuation.count))]
                }
            }
            bytes.withUnsafeBufferPointer { buffer in
                let whole = ManifestLoader.load(bytes: buffer, path: "m.yaml", limits: .default, splitAtBytes: .max)
                let split = ManifestLoader.load(bytes: buffer, path: "m.yaml", limits: .default, splitAtBytes: 0)
                #expect(split == whole, "\(String(decoding: bytes, as: UTF8.self))")
                for kept in Self.keepingPoints(buffer) {
                    let shared = SplitManifestLoader.load(buffer, path: "m.yaml", limits: .default, keepingFrom: kept)
                    #expect(shared == nil || shared == whole, "keeping from \(kept): \(String(decoding: bytes, as: UTF8.self))")
                }
                if SplitManifestLoader.load(buffer, path: "m.yaml", limits: .default) != nil { cutCount += 1 }
            }
        }
        // Most edits leave valid YAML, so most files are cut: the comparison exercises the split path.
        #expect(cutCount > 500, "only \(cutCount) of 1,500 edited files were cut")
    }
}

/// A small deterministic random number generator, so failures reproduce.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
