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
    let file = URL(fileURLWithPath: "/tmp/report.pdf")

    await store.send(.selectFile)
    await store.send(event: .fileSelected(file))
    await store.settle()

    #expect(
      await store.history.map(\.state) == [
        .selectingFile,
        .uploading(file: file, progress: 0, retries: 0),
        .uploading(file: file, progress: 0.5, retries: 0),
        .completed(remoteID: "file-1"),
      ]
    )
    #expect(await store.history.flatMap(\.outputs) == [.completed(remoteID: "file-1")])
  }

  @Test("A failed upload is retried at most 3 times in a row, then another file is asked for")
  func failureIsRetriedThreeTimes() async {
    let store = FlowStore(
      initialState: UploadState.idle,
      reducer: UploadFlow(),
      effects: UploadEffects(client: Offline())
    )
    let file = URL(fileURLWithPath: "/tmp/report.pdf")

    await store.send(.selectFile)
    await store.send(event: .fileSelected(file))
    await store.settle()
    #expect(await store.state == .failed(file: file, retries: 0, message: "The network is offline."))

    for retry in 1...3 {
      await store.send(.retry)
      await store.settle()
      let message = retry < 3 ? "The network is offline." : "Upload failed after 3 attempts"
      #expect(await store.state == .failed(file: file, retries: retry, message: message))
    }

    await store.send(.retry)
    #expect(await store.state == .selectingFile)
    #expect(await store.history.last?.routes == [.filePicker])
  }
}
