import Foundation
import IntentFlow
import Testing

@testable import IntentFlowExamples

/// An upload client that reports half the file, then the whole of it, without a network.
private struct HalfThenDone: UploadClient {
  func upload(_ url: URL) -> AsyncThrowingStream<UploadUpdate, any Error> {
    AsyncThrowingStream { continuation in
      continuation.yield(.progress(0.5))
      continuation.yield(.completed(remoteID: "file-1"))
      continuation.finish()
    }
  }
}

/// An upload client whose upload fails at once.
private struct Offline: UploadClient {
  struct NotConnected: Error, CustomStringConvertible {
    var description: String { "The network is offline." }
  }

  func upload(_ url: URL) -> AsyncThrowingStream<UploadUpdate, any Error> {
    AsyncThrowingStream { $0.finish(throwing: NotConnected()) }
  }
}

/// The Upload flow and its hand-written effects, together in a store.
@Suite("Upload store")
struct UploadStoreTests {
  @Test("A chosen file uploads with progress to completion")
  func uploadsToCompletion() async {
    let store = FlowStore(
      initialState: UploadState.idle,
      reducer: UploadFlow(),
      effects: UploadEffects(client: HalfThenDone())
    )

    await store.send(.selectFile)
    await store.receive(.fileSelected(URL(fileURLWithPath: "/tmp/report.pdf")))
    await store.settle()

    #expect(
      await store.history.map(\.state) == [
        .selectingFile,
        .uploading(progress: 0),
        .uploading(progress: 0.5),
        .completed(remoteID: "file-1"),
      ]
    )
    #expect(await store.history.flatMap(\.outputs) == [.completed(remoteID: "file-1")])
  }

  @Test("A failed upload can be retried from the file picker")
  func failureOffersRetry() async {
    let store = FlowStore(
      initialState: UploadState.idle,
      reducer: UploadFlow(),
      effects: UploadEffects(client: Offline())
    )

    await store.send(.selectFile)
    await store.receive(.fileSelected(URL(fileURLWithPath: "/tmp/report.pdf")))
    await store.settle()
    #expect(await store.state == .failed(message: "The network is offline."))

    await store.send(.retry)
    #expect(await store.state == .selectingFile)
    #expect(await store.history.last?.routes == [.filePicker])
  }
}
