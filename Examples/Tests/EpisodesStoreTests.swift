import Foundation
import IntentFlow
import IntentFlowTesting
import Testing

@testable import IntentFlowExamples

/// TCA's ReusableComponentsFavoritingTests through the hosting Episodes does: one Episode store per row, made by
/// the runtime from the parent's `episodes` with the row's id in its effects, and the favoriting request answered
/// on a test clock (happy path) or failing (unhappy path).
@Suite("Episodes hosting its rows")
struct EpisodesStoreTests {
    private let rows = [
        EpisodeRow(id: UUID(0), title: "Functions"), EpisodeRow(id: UUID(1), title: "Functions"),
        EpisodeRow(id: UUID(2), title: "Functions"),
    ]

    private func host(
        _ episodes: FlowStore<EpisodesFlow>, clock: TestClock? = nil,
        favorite: @escaping @Sendable (UUID, Bool) async throws -> Bool
    ) -> FlowChildRows<EpisodeFlow, UUID> {
        episodes.hostEpisodes { row in
            FlowStore(
                initialState: EpisodeState(), reducer: EpisodeFlow(),
                effects: EpisodeEffects(id: row.id, favorite: favorite), clock: clock)
        }
    }

    @Test func happyPath() async throws {
        let clock = TestClock()
        let episodes = FlowStore(initialState: EpisodesState(episodes: rows), reducer: EpisodesFlow())
        let children = host(episodes, clock: clock) { _, isFavorite in
            try await EffectClock.current.sleep(for: .seconds(1))
            return isFavorite
        }
        await episodes.settle()
        #expect(children.ids == rows.map(\.id))
        let first = try #require(children[id: UUID(0)])
        await first.store.send(.favoriteButtonTapped)
        #expect(await first.store.state.isFavorite)
        await clock.advance(by: .seconds(1))
        await first.store.settle()
        #expect(await first.store.state == EpisodeState(isFavorite: true))

        let second = try #require(children[id: UUID(1)])
        await second.store.send(.favoriteButtonTapped)
        await second.store.send(.favoriteButtonTapped)
        #expect(await second.store.state.isFavorite == false)
        await clock.advance(by: .seconds(1))
        await second.store.settle()
        #expect(await second.store.state == EpisodeState(isFavorite: false))
        // The second tap replaced the first request (`cancelInFlight`): one answer, false.
        #expect(await second.store.history.compactMap(\.signal.event) == [.favoriteSucceeded(isFavorite: false)])
        #expect(await children[id: UUID(2)]?.store.state == EpisodeState())
    }

    @Test func unhappyPath() async throws {
        struct FavoriteError: Error {}
        let episodes = FlowStore(initialState: EpisodesState(episodes: [rows[0]]), reducer: EpisodesFlow())
        let children = host(episodes) { _, _ in throw FavoriteError() }
        await episodes.settle()
        let row = try #require(children[id: UUID(0)])
        await row.store.send(.favoriteButtonTapped)
        await row.store.settle()
        #expect(await row.store.state == EpisodeState(isFavorite: true, alert: .failed))
        await row.store.send(.alertDismissed)
        #expect(await row.store.state == EpisodeState(isFavorite: false, alert: nil))
    }
}
