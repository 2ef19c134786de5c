import IntentFlowTesting
import Testing

@Suite("Generated values")
struct TraceValueCheckTests {
    @Test("The smallest failing input is reported, written into the trace, with the seed")
    func smallestFailure() throws {
        var check = TraceValueCheck<Int>(
            trace: "failed(file: f, retries: n) + retry where n < 3 -> uploading(file: f, retries: n + 1)",
            names: ["n"], seed: 0x2a)
        // A reducer that handles only the sample 1: every other value fails, the simplest (0) is reported.
        for n in check.inputs([0, 1, 2, -1, 3]) where n < 3 {
            check.record(n, actual: n == 1 ? n + 1 : 100, expected: n + 1)
        }
        #expect(!check.passes)
        #expect(check.checked == 4)
        #expect(check.failureCount == 3)
        let values = try #require(check.failingValues)
        #expect(values.map(\.name) == ["n"])
        #expect(values.map(\.value) == ["0"])
        #expect(check.failingTrace == "failed(file: f, retries: 0) + retry -> uploading(file: f, retries: 0 + 1)")
        #expect(check.description.contains("3 of 4 inputs fail"))
        #expect(check.description.contains("the smallest: n = 0."))
        #expect(check.description.contains("Seed 0x2a: replay with INTENTFLOW_SEED=0x2a."))
    }

    @Test("Several names are read from a tuple; strings are quoted and labels are left alone")
    func tuples() throws {
        var check = TraceValueCheck<(String, Int)>(
            trace: #"editing(text: text) + typed(text, count: count) -> editing(text: "\(text)!")"#,
            names: ["text", "count"], seed: 1)
        for (text, count) in check.inputs([("", 0), ("a", 1)]) {
            check.record((text, count), actual: "x", expected: text)
        }
        let values = try #require(check.failingValues)
        #expect(values.map(\.value) == ["\"\"", "0"])
        #expect(check.failingTrace == #"editing(text: "") + typed("", count: 0) -> editing(text: "\(text)!")"#)
    }

    @Test("A passing check passes, and one no input reached does not")
    func passingAndEmpty() {
        var passing = TraceValueCheck<Int>(trace: "a(n) + b -> a(n)", names: ["n"], seed: 7)
        for n in passing.inputs([0, 1]) { passing.record(n, actual: n, expected: n) }
        #expect(passing.passes)
        #expect(passing.description == "All 2 inputs do what the trace says (seed 0x7).")

        let empty = TraceValueCheck<Int>(trace: "a(n) + b where n > 9 -> a(n)", names: ["n"], seed: 7)
        #expect(!empty.passes)
        #expect(empty.description.contains("No input meets this trace's guard"))
    }

    @Test("Beyond 64 inputs the 16 simplest are always tried and the seed picks the rest, the same for the same seed")
    func seededSelection() {
        let all = Array(0..<200)
        let first = TraceValueCheck<Int>(trace: "t", names: ["n"], seed: 11).inputs(all)
        let again = TraceValueCheck<Int>(trace: "t", names: ["n"], seed: 11).inputs(all)
        let other = TraceValueCheck<Int>(trace: "t", names: ["n"], seed: 12).inputs(all)
        #expect(first.count == 64)
        #expect(Array(first.prefix(16)) == Array(0..<16))
        #expect(first == first.sorted())
        #expect(first == again)
        #expect(first != other)
        #expect(TraceValueCheck<Int>(trace: "t", names: ["n"], seed: 11).inputs(Array(0..<64)) == Array(0..<64))
    }
}
