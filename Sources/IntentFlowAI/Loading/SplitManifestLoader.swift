#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Loads a large manifest on two cores: the file is cut before its top-level `acceptanceTraces:` line, and the
/// cases above the cut and the traces below it are parsed and decoded at the same time, the traces straight from
/// libyaml's events into built traces (``TraceListReader``, ``ParsedTraces``) when the list has its usual shape. Each
/// piece's YAML tree is freed on its own thread. When the traces piece is the longer job, its last lines are kept
/// and built by both threads after the join. The traces' names are then checked against the cases (in two halves at
/// once) and validation runs on the joined result.
///
/// The cut is only taken when the two pieces provably mean what the whole file means; otherwise ``load(_:path:limits:)``
/// returns `nil` and the caller parses the file in one piece. In particular every file with a YAML error, a duplicate
/// key across the cut, aliases over budget or lines counted differently than expected is read whole, so its
/// diagnostics are exactly those of the one-piece parse.
enum SplitManifestLoader {
    /// Files smaller than this load on one thread: handing work to a second core costs more than it saves.
    static let minimumBytes = 64 << 10

    /// The top-level key the file is cut before.
    private static let cutKey = Array("acceptanceTraces:".utf8)

    /// The loaded manifest, or `nil` when the file has no usable cut and must be read whole. Trace lines that start
    /// `keepingFrom` bytes or more into the traces piece are parsed after the join, on both cores (by default, as
    /// many as ``sharedTraceBytes(casesBytes:tracesBytes:)`` says).
    static func load(
        _ bytes: UnsafeBufferPointer<UInt8>, path: String, limits: YAMLLimits, keepingFrom: Int? = nil
    ) -> ManifestLoadResult? {
        guard let cut = cut(in: bytes) else { return nil }
        let upper = UnsafeBufferPointer(rebasing: bytes[..<cut.offset])
        let lower = UnsafeBufferPointer(rebasing: bytes[cut.offset...])
        let keepingFrom = keepingFrom ?? lower.count - sharedTraceBytes(casesBytes: upper.count, tracesBytes: lower.count)
        let (cases, traces) = bothAtOnce(
            { CasePart(upper, path: path, limits: limits) },
            {
                TracePart(
                    lower, path: unshared(path), limits: limits, lineOffset: cut.line, keepingFrom: keepingFrom)
            })
        guard let cases, var traces = consume traces, cases.stream.endLine == cut.line, !cases.stream.endsExplicitly,
            cases.stream.aliasExpansion + traces.stream.aliasExpansion <= limits.maxAliasExpansion,
            cases.keys.isDisjoint(with: traces.keys), !traces.keys.contains("schemaVersion")
        else { return nil }
        traces.parsed.parsePending()
        var manifest = cases.manifest
        var decoder = cases.decoder
        var analysis: CaseAnalysis? = cases.analysis
        if let remaining = traces.undecodedPairs {
            decoder.decode(remaining, into: &manifest)
            analysis = nil
        } else {
            manifest.keyLocations.merge(traces.keyLocations) { first, _ in first }
            decoder.append(traces.decoder)
        }
        let earlier = decoder.takeTraceNodes()
        if !earlier.isEmpty {
            var all = ParsedTraces(parsing: earlier)
            all.append(traces.parsed)
            traces.parsed = all
        }
        return ManifestLoader.finish(&manifest, decoder: decoder, traces: &traces.parsed, cases: analysis)
    }

    /// How many bytes at the end of the traces piece to leave for both threads to parse after the join, so that the
    /// two threads take about as long before it: the traces thread reads its whole piece with libyaml but builds the
    /// traces of only the lines before those bytes.
    ///
    /// Estimated from instruction counts of the benchmark manifest (callgrind): reading and decoding the cases
    /// piece costs about 550 instructions a byte, reading the traces piece about 140 and building its traces about
    /// 110 more. Only the balance depends on these numbers; the result never does.
    static func sharedTraceBytes(casesBytes: Int, tracesBytes: Int) -> Int {
        let (casesCost, readCost, buildCost) = (550, 140, 110)
        let surplus = (readCost + buildCost) * tracesBytes - casesCost * casesBytes
        return max(0, min(tracesBytes, surplus / buildCost))
    }

    /// Where to cut: the start of the first line that begins with `acceptanceTraces:` followed by a space or a line
    /// break, and how many line feeds come before it. `nil` when there is no such line after the first.
    static func cut(in bytes: UnsafeBufferPointer<UInt8>) -> (offset: Int, line: Int)? {
        guard let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var line = 0
        var index = 0
        // Line feeds are found with memchr, which scans many bytes at a time.
        while let found = memchr(base + index, 0x0A, count - index) {
            line += 1
            index = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
            let end = index + cutKey.count
            guard end < count, bytes[index] == cutKey[0] else { continue }
            if bytes[end] == 0x20 || bytes[end] == 0x0A || bytes[end] == 0x0D,
                UnsafeBufferPointer(rebasing: bytes[index..<end]).elementsEqual(cutKey)
            {
                return (index, line)
            }
        }
        return nil
    }

    /// A copy of `text` in storage of its own. Every location holds the file's path; when both threads copy one
    /// shared path string, each copy updates the same reference count from two cores, which slowed the traces
    /// thread by about a tenth.
    static func unshared(_ text: String) -> String {
        String(decoding: Array(text.utf8), as: UTF8.self)
    }

    /// The top-level keys written as scalars.
    private static func keys(_ pairs: [YAMLPair]) -> Set<String> {
        Set(pairs.lazy.compactMap(\.key.scalar))
    }

    /// The piece above the cut, decoded. `nil` when it is not a clean block mapping on its own.
    private struct CasePart {
        var stream: YAMLParser.Stream
        var keys: Set<String>
        var manifest: Manifest
        var decoder: ManifestDecoder
        var analysis: CaseAnalysis

        init?(_ bytes: UnsafeBufferPointer<UInt8>, path: String, limits: YAMLLimits) {
            guard case .success(var stream) = YAMLParser.parseStream(bytes, path: path, limits: limits),
                let root = stream.root, let pairs = root.mapping, !root.isFlowStyle,
                // A mapping indented further would end at the cut's column-1 key in the whole file.
                root.location.column == 1
            else { return nil }
            stream.root = nil
            self.stream = stream
            keys = SplitManifestLoader.keys(pairs)
            decoder = ManifestDecoder(path: path, pairs: pairs)
            manifest = Manifest(path: path, schemaVersion: "", feature: "", mode: .core, location: root.location)
            decoder.decode(pairs, into: &manifest)
            analysis = CaseAnalysis(manifest)
        }
    }

    /// The piece from the cut on. When it holds only `acceptanceTraces` (the usual case), its lines are decoded and
    /// parsed and their traces built here; otherwise its pairs are kept for decoding after the cases, in file order.
    private struct TracePart {
        var stream: YAMLParser.Stream
        var keys: Set<String>
        var decoder: ManifestDecoder
        var keyLocations: [String: SourceLocation] = [:]
        var parsed = ParsedTraces()
        var undecodedPairs: [YAMLPair]?

        init?(
            _ bytes: UnsafeBufferPointer<UInt8>, path: String, limits: YAMLLimits, lineOffset: Int, keepingFrom: Int
        ) {
            decoder = ManifestDecoder(path: path, isSchema01: false)
            if let list = TraceListReader.read(bytes, path: path, lineOffset: lineOffset, keepingFrom: keepingFrom) {
                stream = YAMLParser.Stream(endLine: list.endLine)
                keys = ["acceptanceTraces"]
                keyLocations = ["acceptanceTraces": list.listLocation]
                parsed = list.traces
                return
            }
            guard
                case .success(var stream) = YAMLParser.parseStream(
                    bytes, path: path, limits: limits, lineOffset: lineOffset),
                let root = stream.root, let pairs = root.mapping, !root.isFlowStyle
            else { return nil }
            stream.root = nil
            self.stream = stream
            keys = SplitManifestLoader.keys(pairs)
            guard pairs.count == 1, pairs[0].key.scalar == "acceptanceTraces" else {
                undecodedPairs = pairs
                return
            }
            var scratch = Manifest(path: path, schemaVersion: "", feature: "", mode: .core, location: root.location)
            decoder.decode(pairs, into: &scratch)
            keyLocations = scratch.keyLocations
            parsed = ParsedTraces(parsing: decoder.takeTraceNodes())
        }
    }
}
