import Testing

@testable import IntentFlowContext

@Suite("Trace skip reasons")
struct TraceSkipReasonsTests {
    @Test("A trace with values for everything is generated and tested")
    func none() {
        let reasons = TraceSkipReasons(unresolved: [], missing: [], shadowedBy: nil, hasTestValues: true)
        #expect(reasons.unimplemented == nil)
        #expect(reasons.skip == nil)
    }

    @Test("Every reason a trace is not generated is said, in one sentence, and skips its test")
    func unimplemented() {
        let reasons = TraceSkipReasons(
            unresolved: ["state `nosuch`", "effect `ghost`"], missing: ["`failed`'s `device` (Device)"],
            shadowedBy: "idle + submit -> validating", hasTestValues: true)
        let expected =
            "Not generated: it names state `nosuch`, effect `ghost`, which the manifest does not declare; nothing in "
            + "the trace gives `failed`'s `device` (Device) a value; the trace \"idle + submit -> validating\" "
            + "already handles this state and signal."
        #expect(reasons.unimplemented == expected)
        #expect(reasons.skip == expected)
    }

    @Test("A generated trace whose values lack a sample has its test skipped, not its case")
    func noSample() {
        let reasons = TraceSkipReasons(unresolved: [], missing: [], shadowedBy: nil, hasTestValues: false)
        #expect(reasons.unimplemented == nil)
        #expect(reasons.skip == "No sample value can be made for a parameter's type; write this test by hand.")
    }

    @Test("The earlier trace is quoted as a string literal")
    func shadowed() {
        let reasons = TraceSkipReasons(
            unresolved: [], missing: [], shadowedBy: "a + b(\"x\") -> c", hasTestValues: true)
        #expect(
            reasons.unimplemented
                == "Not generated: the trace \"a + b(\\\"x\\\") -> c\" already handles this state and signal.")
    }
}
