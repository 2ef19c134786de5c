import Testing

@testable import IntentFlowContext
@testable import IntentFlowGenerate

@Suite("Trace samples")
struct TraceSamplesTests {
    @Test("The test starts from the state's sample, sends the signal's and expects the target built from them")
    func samples() throws {
        let fixture = TraceFixture(
            states: ["connecting(deviceID: String)", "failed(deviceID: String, reason: String, code: Int)"],
            events: ["connectionFailed(reason: String)"],
            traces: ["connecting + connectionFailed -> failed"])
        let samples = fixture.samples()
        #expect(samples.from == ".connecting(deviceID: \"deviceID\")")
        #expect(samples.signalValue == ".connectionFailed(reason: \"reason\")")
        #expect(samples.signal == ".event(.connectionFailed(reason: \"reason\"))")
        let to = try #require(fixture.targets().to)
        #expect(samples.expected(of: to) == ".failed(deviceID: \"deviceID\", reason: \"reason\", code: 0)")
        #expect(samples.coverEvery(fixture.targets()))
    }

    @Test("A value whose type has no sample leaves the state, the signal or the target without one")
    func noSample() throws {
        let fixture = TraceFixture(
            states: ["browsing(items: Set<Item>)", "showing(item: Item)"], intents: ["open(item: Item)"],
            traces: ["browsing + open -> showing"])
        let samples = fixture.samples()
        // `Set<Item>` has a sample (`[]`); `Item` has none.
        #expect(samples.from == ".browsing(items: [])")
        #expect(samples.signalValue == nil)
        #expect(samples.signal == nil)
        #expect(samples.expected(of: try #require(fixture.targets().to)) == nil)
        #expect(!samples.coverEvery(fixture.targets()))
    }

    @Test("A trace whose state after is undeclared has no test values")
    func undeclaredTarget() {
        let fixture = TraceFixture(states: ["idle"], intents: ["go"], traces: ["idle + go -> nowhere"])
        let samples = fixture.samples()
        #expect(samples.from == ".idle")
        #expect(samples.signal == ".intent(.go)")
        #expect(!samples.coverEvery(fixture.targets()))
    }
}
