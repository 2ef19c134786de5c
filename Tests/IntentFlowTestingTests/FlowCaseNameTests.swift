import IntentFlowTesting
import Testing

/// `flowCaseName(reflecting:)` names an enum by its case, and a struct state by its phase, or by its type when it has
/// no phase.
@Suite("Flow case names")
struct FlowCaseNameTests {
    enum Phase: Equatable { case idle, loading(page: Int) }

    struct PhasedState: Equatable {
        var phase: Phase
        var query: String
    }

    struct FieldsState: Equatable {
        var query: String
    }

    @Test("A struct state is named by its phase, whatever its fields hold")
    func phase() {
        #expect(flowCaseName(reflecting: PhasedState(phase: .loading(page: 2), query: "a")) == "loading")
        #expect(flowCaseName(reflecting: PhasedState(phase: .idle, query: "b")) == "idle")
    }

    @Test("A struct state without a phase has one name, its type's")
    func fieldsOnly() {
        #expect(flowCaseName(reflecting: FieldsState(query: "a")) == flowCaseName(reflecting: FieldsState(query: "b")))
        #expect(flowCaseName(reflecting: FieldsState(query: "a")) == "FieldsState")
    }

    @Test("An enum is named by its case")
    func enumCase() {
        #expect(flowCaseName(reflecting: Phase.loading(page: 1)) == "loading")
    }
}
