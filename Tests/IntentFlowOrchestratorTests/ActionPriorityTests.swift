import Testing
import IntentFlowOrchestrator

@Suite struct ActionPriorityTests {
    @Test func comparesByImportance() {
        #expect(ActionPriority.critical > .high)
        #expect(ActionPriority.high > .medium)
        #expect(ActionPriority.medium > .low)
        #expect(!(ActionPriority.medium < .medium))
    }

    @Test func sortsFromLeastToMostImportant() {
        #expect(ActionPriority.allCases.sorted() == [.low, .medium, .high, .critical])
    }
}
