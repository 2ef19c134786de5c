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
    static let guides = ["Docs/Runtime.md", "Docs/Lifetimes.md", "Docs/EffectHandlers.md"]

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
        "Docs/EffectHandlers.md": [uploadEffectsContext, timerEffectsContext],
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

    /// A timer feature's effect and event.
    static let timerEffectsContext = """
        import IntentFlow

        enum TimerEffect: Sendable { case start }
        enum TimerEvent: Sendable { case tick }
        """
}
