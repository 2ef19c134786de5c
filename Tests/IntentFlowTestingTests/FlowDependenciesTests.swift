import Foundation
import IntentFlow
import IntentFlowTesting
import Testing

/// What a reducer reads from the runtime instead of creating it: new UUIDs, the date and random numbers, the same
/// on every run of a test store and bound by the store only while it reduces.
@Suite("Dependencies a reducer reads")
struct FlowDependenciesTests {
    struct Item: Equatable, Sendable {
        var id: UUID
        var createdAt: Date
        var roll: Int
    }

    struct ListFlow: FlowReducer {
        enum Intent: Sendable { case add }
        func reduce(state: [Item], signal: FlowSignal<Intent, Never>) -> Next<[Item], Never, Never, Never> {
            let dependencies = FlowDependencies.current
            let item = Item(id: dependencies.uuid(), createdAt: dependencies.now, roll: dependencies.random(in: 1...6))
            return .state(state + [item])
        }
    }

    private let origin = Date(timeIntervalSinceReferenceDate: 0)

    @Test func aTestStoreHandsOutIncrementingUUIDsAndADateThatMovesWithItsClock() async {
        let store = FlowTestStore(initialState: [Item](), reducer: ListFlow(), effects: NoEffects<Never, Never>())
        let rolls = FlowDependencies.incrementing()
        let first = rolls.random(in: 1...6)
        let second = rolls.random(in: 1...6)
        await store.send(.add) {
            $0 = [Item(id: FlowDependencies.incrementingUUID(0), createdAt: self.origin, roll: first)]
        }
        await store.clock.advance(by: .milliseconds(1_500))
        await store.send(.add) {
            $0.append(
                Item(
                    id: FlowDependencies.incrementingUUID(1), createdAt: self.origin.addingTimeInterval(1.5),
                    roll: second))
        }
        await store.finish()
    }

    @Test func incrementingUUIDsCountInTheLastDigits() {
        #expect(FlowDependencies.incrementingUUID(0).uuidString == "00000000-0000-0000-0000-000000000000")
        #expect(FlowDependencies.incrementingUUID(1).uuidString == "00000000-0000-0000-0000-000000000001")
        #expect(FlowDependencies.incrementingUUID(0x1_00ff).uuidString == "00000000-0000-0000-0000-0000000100FF")
        let dependencies = FlowDependencies.incrementing()
        #expect(dependencies.uuid() == FlowDependencies.incrementingUUID(0))
        #expect(dependencies.uuid() == FlowDependencies.incrementingUUID(1))
    }

    @Test func oneSeedGivesOneSequenceAndAnotherSeedAnother() {
        let draw = { (seed: UInt64) in
            let dependencies = FlowDependencies.incrementing(seed: seed)
            return (0..<20).map { _ in dependencies.random(in: 0...1_000_000) }
        }
        #expect(draw(7) == draw(7))
        #expect(draw(7) != draw(8))
        let unit = FlowDependencies.incrementing(seed: 1).random(in: 0..<1.0)
        #expect(unit >= 0 && unit < 1)
        #expect(FlowDependencies.incrementing().randomElement(of: [Int]()) == nil)
    }

    @Test func theSameInputsGiveTheSameOutputs() {
        let reduce = {
            FlowDependencies.incrementing().run {
                ListFlow().reduce(state: [], signal: .intent(.add)).state
            }
        }
        #expect(reduce() == reduce())
    }

    @Test func aStoreBindsItsDependenciesOnlyWhileItReduces() async {
        let given = FlowDependencies(
            date: { Date(timeIntervalSince1970: 42) }, uuid: { FlowDependencies.incrementingUUID(9) },
            // Half the range: Lemire's bounded draw takes it at once, to 3 of 1...6 (a constant 0 it would reject
            // for ever).
            random: { UInt64.max / 2 })
        let store = FlowStore(initialState: [Item](), reducer: ListFlow(), dependencies: given)
        await store.send(.add)
        let items = await store.state
        #expect(items.map(\.id) == [FlowDependencies.incrementingUUID(9)])
        #expect(items.map(\.createdAt) == [Date(timeIntervalSince1970: 42)])
        #expect(items.map(\.roll) == [3])
        // Outside the store's reduce call, the live dependencies answer.
        #expect(FlowDependencies.current.uuid() != FlowDependencies.incrementingUUID(9))
    }

    @Test func aLiveStoreHandsOutRandomUUIDs() async {
        let store = FlowStore(initialState: [Item](), reducer: ListFlow())
        await store.send(.add)
        await store.send(.add)
        let ids = await store.state.map(\.id)
        #expect(Set(ids).count == 2)
        #expect(!ids.contains(FlowDependencies.incrementingUUID(0)))
    }
}
