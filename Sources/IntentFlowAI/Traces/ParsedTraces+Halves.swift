/// Parsing many trace lines on both cores.
extension ParsedTraces {
    /// Parses the two halves of `count` lines at once, each writing its traces and their written kinds from its
    /// first index on; then moves the second half's down to follow the first's. `line` gives the line at an index,
    /// naming the file with the string it is passed: each half makes its own copy of the path `file` gives, so the
    /// two never update one reference count. Returns how many traces were written and the malformed lines' findings.
    static func parseInHalves(
        count: Int, into drafts: UnsafeMutableBufferPointer<AcceptanceTrace>,
        kinds: UnsafeMutableBufferPointer<TraceSignal.Kind?>, file: (Int) -> String,
        line: (Int, String) -> (text: String, location: SourceLocation, locator: ScalarLocator)
    ) -> (count: Int, malformed: [Finding]) {
        func parse(_ range: Range<Int>) -> (count: Int, malformed: [Finding]) {
            guard !range.isEmpty else { return (0, []) }
            let file = SplitManifestLoader.unshared(file(range.lowerBound))
            var count = 0
            var malformed: [Finding] = []
            for index in range {
                let (text, location, locator) = line(index, file)
                let parsed = Self.parse(text, at: location, locator: locator)
                switch consume parsed {
                case .trace(let trace, let kind):
                    (drafts.baseAddress! + range.lowerBound + count).initialize(to: trace)
                    kinds[range.lowerBound + count] = kind
                    count += 1
                case .malformed(let finding):
                    malformed.append(finding)
                }
            }
            return (count, malformed)
        }
        let middle = count / 2
        let (first, second) = bothAtOnce({ parse(0..<middle) }, { parse(middle..<count) })
        if second.count > 0, first.count < middle {
            (drafts.baseAddress! + first.count).moveInitialize(from: drafts.baseAddress! + middle, count: second.count)
            for offset in 0..<second.count { kinds[first.count + offset] = kinds[middle + offset] }
        }
        return (first.count + second.count, first.malformed + second.malformed)
    }

    /// Moves the traces of `traces` to `destination` without copying them (no reference count changes), leaving
    /// `traces` empty.
    static func move(_ traces: inout [AcceptanceTrace], to destination: UnsafeMutablePointer<AcceptanceTrace>) {
        // Array has no way to give up its elements, so the moved-out places are refilled with a trace that holds
        // nothing to release, and the array is then emptied.
        let nothing = SourceLocation(file: "", line: 0, column: 0)
        let empty = AcceptanceTrace(
            text: "", location: nothing, from: TraceName("", at: nothing),
            signal: TraceSignal(name: "", kind: .intent, location: nothing), to: TraceName("", at: nothing))
        traces.withUnsafeMutableBufferPointer { traces in
            guard let source = traces.baseAddress else { return }
            destination.moveInitialize(from: source, count: traces.count)
            source.initialize(repeating: empty, count: traces.count)
        }
        traces = []
    }
}
