// The Swift code blocks of the runtime's guides, read from the Markdown, and what each needs around it to compile:
// the declarations a reader would have in their own code (their feature's types, a client) written out here.
import Foundation

/// One ```` ```swift ```` block of a guide.
struct DocCodeBlock {
    /// The guide's path, relative to the repository.
    var guide: String
    /// The block's number in its guide, from 1.
    var number: Int
    /// The line of the guide the block's first code line is on.
    var firstLine: Int
    var code: String
}

enum DocCodeBlocks {
    /// The guides whose blocks must compile.
    static let guides = ["Docs/Runtime.md", "Docs/Lifetimes.md", "Docs/EffectHandlers.md", "Docs/Testing.md"]

    /// Every Swift block of `guide`, in order.
    static func blocks(of guide: String) throws -> [DocCodeBlock] {
        let text = try String(
            contentsOf: TypeCheck.repositoryRoot.appendingPathComponent(guide), encoding: .utf8)
        var blocks: [DocCodeBlock] = []
        var open: DocCodeBlock?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if var block = open {
                if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                    blocks.append(block)
                    open = nil
                } else {
                    block.code += line + "\n"
                    open = block
                }
            } else if line.trimmingCharacters(in: .whitespaces) == "```swift" {
                open = DocCodeBlock(guide: guide, number: blocks.count + 1, firstLine: index + 2, code: "")
            }
        }
        return blocks
    }

    /// What block `number` of `guide` compiles after, by guide: a new block fails the test until it has one.
    static let contexts: [String: [String]] = [
        "Docs/Runtime.md": [firstWhereContext, coordinatorContext],
        "Docs/Lifetimes.md": [],
        "Docs/EffectHandlers.md": [uploadEffectsContext, failureContext, timerEffectsContext, timerEffectsContext],
        "Docs/Testing.md": [searchContext, searchContext, searchContext, pingsContext, searchContext],
    ]

    /// A store whose state says whether it loaded, in an async context.
    static let firstWhereContext = """
        import IntentFlow

        struct LoadState: Sendable { var isLoaded = false }
        struct LoadFlow: FlowReducer {
            func reduce(state: LoadState, signal: FlowSignal<Never, Never>) -> Next<LoadState, Never, Never, Never> {
                .state(state)
            }
        }
        let store = FlowStore(initialState: LoadState(), reducer: LoadFlow())
        """

    /// The generated coordinator protocol of the Upload feature.
    static let coordinatorContext = """
        import IntentFlow
        import Observation

        @MainActor protocol UploadCoordinator: AnyObject {
            func showFilePicker()
            func uploadCompleted(remoteID: String)
        }
        """

    /// The Upload feature's effects and events, and a client that streams an upload's progress.
    static let uploadEffectsContext = """
        import Foundation
        import IntentFlow

        enum UploadEffect: Sendable { case upload(URL) }
        enum UploadEvent: Sendable {
            case progress(Double)
            case uploaded(remoteID: String)
            case failed(String)
        }
        enum UploadUpdate: Sendable {
            case progress(Double)
            case completed(remoteID: String)
        }
        struct UploadClient: Sendable {
            func upload(_ url: URL) -> AsyncThrowingStream<UploadUpdate, any Error> { AsyncThrowingStream { $0.finish() } }
        }
        """

    /// A timer feature's effects and events.
    static let timerEffectsContext = """
        import IntentFlow

        enum TimerEffect: Sendable { case start, debounce }
        enum TimerEvent: Sendable { case tick, settled }
        """

    /// A login feature's event that carries a result.
    static let failureContext = """
        import Foundation
        import IntentFlow

        enum LoginEvent: Sendable { case verified(Result<String, FlowError>) }
        """

    /// A search feature with its reducer and effects, in a test file.
    static let searchContext = """
        import IntentFlow
        import IntentFlowTesting
        import Testing

        struct SearchClient: Sendable {
            var search: @Sendable (String) async throws -> [String]
            static let stub = SearchClient { query in [query.uppercased()] }
        }
        struct SearchState: Equatable, Sendable {
            var query = ""
            var isLoading = false
            var results: [String] = []
            var error: FlowError?
        }
        enum SearchIntent: Equatable, Sendable { case queryChanged(String), clear }
        enum SearchEvent: Equatable, Sendable { case resultsLoaded(Result<[String], FlowError>), pushArrived(String) }
        enum SearchEffect: Equatable, Sendable { case search(String) }
        struct SearchFlow: FlowReducer {
            func reduce(
                state: SearchState, signal: FlowSignal<SearchIntent, SearchEvent>
            ) -> Next<SearchState, SearchEffect, Never, Never> {
                var state = state
                switch signal {
                case .intent(.queryChanged(let query)):
                    state.query = query
                    state.isLoading = true
                    return .state(state).effect(.search(query), id: "search", policy: .cancelInFlight)
                case .intent(.clear):
                    return .state(SearchState()).cancel("search")
                case .event(.resultsLoaded(let result)):
                    state.isLoading = false
                    state.results = result.value ?? []
                    state.error = result.error
                    return .state(state)
                case .event(.pushArrived(let query)):
                    state.query = query
                    return .state(state)
                }
            }
        }
        struct SearchEffects: FlowEffectRunner {
            let client: SearchClient
            func run(_ effect: SearchEffect, send: FlowSend<SearchEvent>) async throws(CancellationError) {
                switch effect {
                case .search(let query):
                    await send(.resultsLoaded(try await FlowError.result { try await client.search(query) }))
                }
            }
        }
        """

    /// The WebSocket feature of TCA's case studies, its pings part.
    static let pingsContext = """
        import IntentFlow
        import IntentFlowTesting
        import Testing

        enum SocketState: Equatable, Sendable { case disconnected, connected }
        enum SocketIntent: Equatable, Sendable { case connectButtonTapped }
        enum SocketEvent: Equatable, Sendable { case pingFailed }
        enum SocketEffect: Equatable, Sendable { case pings }
        struct WebSocketFlow: FlowReducer {
            func reduce(
                state: SocketState, signal: FlowSignal<SocketIntent, SocketEvent>
            ) -> Next<SocketState, SocketEffect, Never, Never> {
                switch (state, signal) {
                case (.disconnected, .intent(.connectButtonTapped)):
                    .state(.connected).effect(.pings, id: "pings", policy: .cancelInFlight)
                case (.connected, .intent(.connectButtonTapped)), (_, .event(.pingFailed)):
                    .state(.disconnected).cancel("pings")
                }
            }
        }
        actor Server {
            private(set) var pings = 0
            func ping() { pings += 1 }
        }
        """
}
