import IntentFlow
import IntentFlowTesting
import XCTest

/// The test store from an XCTest case with its default reporter: a complete test passes without any Swift Testing
/// machinery, so generated XCTest suites (`testing: xctest`) can rely on it.
final class FlowTestStoreXCTests: XCTestCase {
    func testACompleteTestPassesUnderXCTest() async {
        let store = FlowTestStore(initialState: SearchFlow.State(), reducer: SearchFlow(), effects: StubSearch())
        await store.send(.queryChanged("swift"), effects: [EffectRequest(.search("swift"), id: "search", policy: .cancelInFlight)]) {
            $0.query = "swift"
            $0.isLoading = true
        }
        await store.receive(.loaded(["SWIFT"]), outputs: ["loaded 1"]) {
            $0.results = ["SWIFT"]
            $0.isLoading = false
        }
        await store.send(.clear, cancellations: ["search"], routes: ["home"]) { $0 = SearchFlow.State() }
        await store.finish()
        XCTAssertEqual(store.state, SearchFlow.State())
    }
}
