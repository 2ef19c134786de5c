import Foundation
import IntentFlow
import Testing

@testable import IntentFlowExamples

/// The acceptance traces of upload.intentflow.yaml, one test each, and the flow running in a store.
///
/// Generated from the manifest and rewritten when it changes: add your own tests in another file.
@Suite("Upload flow")
struct UploadFlowTests {
  @Test("idle + selectFile -> selectingFile + filePicker route")
  func idleOnSelectFileMovesToSelectingFile() {
    let next = UploadFlow().reduce(
      state: .idle,
      signal: .intent(.selectFile)
    )

    let expected = UploadNext.state(.selectingFile)
      .route(.filePicker)
    #expect(next == expected)
  }

  @Test("selectingFile + fileSelected -> uploading + upload effect")
  func selectingFileOnFileSelectedMovesToUploading() {
    let next = UploadFlow().reduce(
      state: .selectingFile,
      signal: .event(.fileSelected(URL(fileURLWithPath: "/url")))
    )

    let expected = UploadNext.state(.uploading(progress: 0))
      .effect(
        .upload(URL(fileURLWithPath: "/url")),
        id: "upload.file",
        policy: .cancelInFlight
      )
    #expect(next == expected)
  }

  @Test("uploading + progress -> uploading")
  func uploadingOnProgressStaysUploading() {
    let next = UploadFlow().reduce(
      state: .uploading(progress: 0.5),
      signal: .event(.progress(0.5))
    )

    let expected = UploadNext.state(.uploading(progress: 0.5))
    #expect(next == expected)
  }

  @Test("uploading + uploaded -> completed + completed output")
  func uploadingOnUploadedMovesToCompleted() {
    let next = UploadFlow().reduce(
      state: .uploading(progress: 0.5),
      signal: .event(.uploaded(remoteID: "remoteID"))
    )

    let expected = UploadNext.state(.completed(remoteID: "remoteID"))
      .output(.completed(remoteID: "remoteID"))
    #expect(next == expected)
  }

  @Test("uploading + failed -> failed")
  func uploadingOnFailedMovesToFailed() {
    let next = UploadFlow().reduce(
      state: .uploading(progress: 0.5),
      signal: .event(.failed("message"))
    )

    let expected = UploadNext.state(.failed(message: "message"))
    #expect(next == expected)
  }

  @Test("uploading + cancel -> idle + cancel upload effect")
  func uploadingOnCancelMovesToIdle() {
    let next = UploadFlow().reduce(
      state: .uploading(progress: 0.5),
      signal: .intent(.cancel)
    )

    let expected = UploadNext.state(.idle)
      .cancel("upload.file")
    #expect(next == expected)
  }

  @Test("failed + retry -> selectingFile + filePicker route")
  func failedOnRetryMovesToSelectingFile() {
    let next = UploadFlow().reduce(
      state: .failed(message: "message"),
      signal: .intent(.retry)
    )

    let expected = UploadNext.state(.selectingFile)
      .route(.filePicker)
    #expect(next == expected)
  }

  @Test("The flow runs in a store")
  func flowRunsInAStore() async {
    let store = FlowStore(
      initialState: UploadState.idle,
      reducer: UploadFlow()
    )

    await store.send(.selectFile)
    await store.settle()

    #expect(await store.state == .selectingFile)
  }
}
