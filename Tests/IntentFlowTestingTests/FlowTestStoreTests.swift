import Testing
import IntentFlow
@testable import IntentFlowTesting

@Suite("FlowTestStore")
struct FlowTestStoreTests {
    @Test func completeTestPasses() async {
        let failures = Failures()
        let store = FlowTestStore.search(failures)
        let step = await store.send(
            .queryChanged("swift"),
            effects: [EffectRequest(.search("swift"), id: "search", policy: .cancelInFlight)],
            cancellations: [], outputs: [], routes: []
        ) {
            $0.query = "swift"
            $0.isLoading = true
        }
        #expect(step?.signal == .intent(.queryChanged("swift")))
        await store.receive(.loaded(["SWIFT"]), outputs: ["loaded 1"]) {
            $0.results = ["SWIFT"]
            $0.isLoading = false
        }
        await store.send(.clear, cancellations: ["search"], routes: ["home"]) { $0 = SearchFlow.State() }
        await store.finish()
        #expect(failures.messages == [])
        #expect(store.state == SearchFlow.State())
    }

    @Test func wrongExpectedStateFailsWithADiff() async {
        let failures = Failures()
        let store = FlowTestStore.search(failures)
        let sendLine: UInt = #line + 1
        await store.send(.queryChanged("swift")) {
            $0.query = "swiftly"
            $0.isLoading = true
        }
        let failure = failures.all.first
        #expect(failures.all.count == 1)
        #expect(failure?.message.contains("State after sending queryChanged(\"swift\") differs") == true)
        #expect(failure?.message.contains("−   - query: \"swiftly\"") == true)
        #expect(failure?.message.contains("+   - query: \"swift\"") == true)
        #expect(failure?.line == sendLine)
        await store.store.settle()
        await store.skipReceivedEvents()
        await store.finish()
        #expect(failures.all.count == 1)
        #expect(store.state.results == ["SWIFT"])
    }

    @Test func unassertedStateChangeFails() async {
        let failures = Failures()
        let store = FlowTestStore.search(failures)
        await store.send(.clear)
        #expect(failures.messages.isEmpty)
        await store.send(.queryChanged("a"))
        #expect(failures.messages.count == 1)
        await store.skipReceivedEvents()
    }

    @Test func eventNotReceivedFailsAtFinish() async {
        let failures = Failures()
        let store = FlowTestStore.search(failures)
        await store.startSearch("swift")
        await store.finish()
        #expect(failures.messages.count == 1)
        #expect(failures.messages.first?.contains("did not receive before finishing") == true)
        #expect(failures.messages.first?.contains("loaded([\"SWIFT\"])") == true)
    }

    @Test func eventNotReceivedFailsAtTheNextSend() async {
        let failures = Failures()
        let store = FlowTestStore.search(failures)
        await store.startSearch("swift")
        await store.store.settle()
        await store.send(.clear) { $0 = SearchFlow.State() }
        #expect(failures.messages.count == 1)
        #expect(failures.messages.first?.contains("before sending clear") == true)
    }

    @Test func secondEventNotReceivedFails() async {
        let failures = Failures()
        let store = FlowTestStore.search(failures)
        await store.startSearch("double")
        await store.receive(.loaded(["DOUBLE"])) {
            $0.results = ["DOUBLE"]
            $0.isLoading = false
        }
        await store.finish()
        #expect(failures.messages.count == 1)
        #expect(failures.messages.first?.contains("loaded([\"double\"])") == true)
    }

    @Test func effectStillRunningFailsAtFinishAndIsCancelled() async {
        let failures = Failures()
        let store = FlowTestStore.search(failures)
        await store.startSearch("slow")
        await store.finish(timeout: .milliseconds(50))
        #expect(failures.messages.count == 1)
        #expect(failures.messages.first?.contains("still running") == true)
        #expect(failures.messages.first?.contains("\"search\"") == true)
        #expect(await store.store.runningEffectCount == 0)
    }

    @Test func expectedEventThatNeverArrivesFailsAfterTheTimeout() async {
        let failures = Failures()
        let store = FlowTestStore.search(failures)
        await store.startSearch("slow")
        let step = await store.receive(.loaded(["SLOW"]), timeout: .milliseconds(50))
        #expect(step == nil)
        #expect(failures.messages.count == 1)
        #expect(failures.messages.first?.contains("no event arrived") == true)
        #expect(failures.messages.first?.contains("1 effect run(s) in flight: \"search\"") == true)
        await store.store.cancelAllEffects()
    }

    @Test func differentEventFailsWithADiff() async {
        let failures = Failures()
        let store = FlowTestStore.search(failures)
        await store.startSearch("a")
        await store.receive(.loaded(["B"])) {
            $0.results = ["A"]
            $0.isLoading = false
        }
        await store.finish()
        #expect(failures.messages.count == 1)
        #expect(failures.messages.first?.contains("Received an event other than the expected one") == true)
        #expect(failures.messages.first?.contains("−     - \"B\"") == true)
        #expect(failures.messages.first?.contains("+     - \"A\"") == true)
    }

    @Test func wrongEffectsOutputsAndRoutesFail() async {
        let failures = Failures()
        let store = FlowTestStore.search(failures)
        await store.send(.queryChanged("a"), effects: [EffectRequest(.search("a"))]) {
            $0.query = "a"
            $0.isLoading = true
        }
        await store.receive(.loaded(["A"]), outputs: ["loaded 2"]) {
            $0.results = ["A"]
            $0.isLoading = false
        }
        await store.send(.clear, cancellations: [], routes: ["detail"]) { $0 = SearchFlow.State() }
        await store.finish()
        let messages = failures.messages
        #expect(messages.count == 4)
        #expect(messages.contains { $0.hasPrefix("The effects of sending queryChanged(\"a\") differ") })
        #expect(messages.contains { $0.hasPrefix("The outputs of receiving loaded([\"A\"]) differ") })
        #expect(messages.contains { $0.hasPrefix("The cancellations of sending clear differ") })
        #expect(messages.contains { $0.hasPrefix("The routes of sending clear differ") })
    }

    @Test func throwingStateUpdateFails() async {
        struct Broken: Error {}
        let failures = Failures()
        let store = FlowTestStore.search(failures)
        await store.send(.clear) { _ in throw Broken() }
        #expect(failures.messages.count == 1)
        #expect(failures.messages.first?.contains("threw Broken()") == true)
    }

    @Test func automaticReporterRecordsASwiftTestingIssue() async {
        let store = FlowTestStore(initialState: SearchFlow.State(), reducer: SearchFlow(), effects: StubSearch())
        await withKnownIssue {
            await store.send(.clear) { $0.query = "not cleared" }
        }
        await store.finish()
    }
}

@Suite("FlowDiff")
struct FlowDiffTests {
    struct Sample {
        var name: String
        var tags: [String]
    }

    @Test func marksOnlyChangedLines() {
        let diff = FlowDiff.lines(
            expected: Sample(name: "a", tags: ["x", "y"]), actual: Sample(name: "a", tags: ["x", "z"]))
        let lines = diff.split(separator: "\n").map(String.init)
        #expect(lines.first == "(− expected, + actual)")
        #expect(lines.filter { $0.hasPrefix("− ") } == ["−     - \"y\""])
        #expect(lines.filter { $0.hasPrefix("+ ") } == ["+     - \"z\""])
        #expect(lines.contains("    - name: \"a\""))
    }

    @Test func equalValuesHaveNoChanges() {
        let diff = FlowDiff.lines(expected: [1, 2], actual: [1, 2])
        #expect(!diff.contains("\n− ") && !diff.contains("\n+ "))
    }
}

@Suite("FlowStore.first(where:timeout:)")
struct FirstWhereTimeoutTests {
    @Test func returnsTheMatchingSnapshot() async {
        let store = FlowStore(initialState: SearchFlow.State(), reducer: SearchFlow(), effects: StubSearch())
        await store.send(.queryChanged("swift"))
        let loaded = await store.first(where: { !$0.state.isLoading }, timeout: .seconds(5))
        #expect(loaded?.state.results == ["SWIFT"])
    }

    @Test func returnsNilWhenNothingMatchesInTime() async {
        let store = FlowStore(initialState: SearchFlow.State(), reducer: SearchFlow(), effects: StubSearch())
        await store.send(.queryChanged("slow"))
        let loaded = await store.first(where: { !$0.state.isLoading }, timeout: .milliseconds(20))
        #expect(loaded == nil)
        await store.cancelAllEffects()
    }
}
