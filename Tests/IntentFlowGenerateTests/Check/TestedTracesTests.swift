import IntentFlowManifest
import Testing
@testable import IntentFlowCheck
@testable import IntentFlowGenerate

/// Which traces a feature's tests cover, read from their names and comments.
@Suite struct TestedTracesTests {
    let anyState = SampleManifests.trace(from: "_ + disconnect -> idle", intents: ["disconnect"])

    func coverage(_ tests: String) -> [String: Bool] {
        TestedTraces.coverage(of: [anyState], in: [SwiftSourceFile(path: "Tests/FlowTests.swift", source: tests)])
    }

    @Test func theDefaultPacksPerStateTestsOfAnAnyStateTraceCoverIt() {
        let tests = """
            @Test("_ + disconnect -> idle (from scanning)")
            func disconnectFromScanning() {}
            """
        #expect(coverage(tests) == ["_ + disconnect -> idle": true])
    }

    @Test func onlyAStateNameCountsAsTheFromSuffix() {
        #expect(coverage("@Test(\"_ + disconnect -> idle (from two states)\")\nfunc a() {}\n").isEmpty)
        #expect(coverage("@Test(\"x + disconnect -> idle (from scanning)\")\nfunc a() {}\n").isEmpty)
    }
}
