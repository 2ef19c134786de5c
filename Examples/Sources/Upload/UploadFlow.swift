import Foundation
import IntentFlow

/// How the Upload feature behaves: for each state and signal, the next state and the effects, cancellations,
/// outputs and routes that go with it.
///
/// Keep it pure: decide here, do the work in UploadEffects. Generated once from the manifest's acceptance
/// traces; from then on this file is yours, and UploadFlowTests checks the traces still hold.
struct UploadFlow: FlowReducer {
  /// How many times in a row a failed upload is retried before the person picks a file again.
  static let maximumRetries = 3

  func reduce(
    state: UploadState,
    signal: FlowSignal<UploadIntent, UploadEvent>
  ) -> UploadNext {
    switch (state, signal) {
    // idle + selectFile -> selectingFile + filePicker route
    case (.idle, .intent(.selectFile)):
      return .state(.selectingFile)
        .route(.filePicker)

    // selectingFile + fileSelected(file)
    //   -> uploading(file: file, progress: 0, retries: 0) + upload(file) effect
    // A new file starts with no retries.
    case (.selectingFile, .event(.fileSelected(let file))):
      return .state(.uploading(file: file, progress: 0, retries: 0))
        .effect(
          .upload(file),
          id: "upload.file",
          policy: .cancelInFlight
        )

    // uploading(progress: p) + progress(q) where q > p -> uploading(progress: q)
    // uploading(progress: p) + progress -> uploading(progress: p)
    // Progress never goes backwards: a report below what was shown keeps it.
    case (.uploading(let file, let p, let retries), .event(.progress(let q))):
      return .state(.uploading(file: file, progress: max(p, q), retries: retries))

    // uploading + uploaded -> completed + completed output
    case (.uploading, .event(.uploaded(let remoteID))):
      return .state(.completed(remoteID: remoteID))
        .output(.completed(remoteID: remoteID))

    // uploading(file: f, retries: n) + failed(m) where n < 3 -> failed(file: f, retries: n, message: m)
    // uploading(file: f, retries: n) + failed -> failed(…, message: "Upload failed after \(n) attempts")
    case (.uploading(let file, _, let retries), .event(.failed(let message))):
      let shown = retries < Self.maximumRetries ? message : "Upload failed after \(retries) attempts"
      return .state(.failed(file: file, retries: retries, message: shown))

    // uploading + cancel -> idle + cancel upload effect
    case (.uploading, .intent(.cancel)):
      return .state(.idle)
        .cancel("upload.file")

    // failed(file: f, retries: n) + retry where n < 3
    //   -> uploading(file: f, progress: 0, retries: n + 1) + upload(f) effect
    case (.failed(let file, let retries, _), .intent(.retry)) where retries < Self.maximumRetries:
      return .state(.uploading(file: file, progress: 0, retries: retries + 1))
        .effect(
          .upload(file),
          id: "upload.file",
          policy: .cancelInFlight
        )

    // failed + retry -> selectingFile + filePicker route
    // Out of retries: another file, whose count starts again.
    case (.failed, .intent(.retry)):
      return .state(.selectingFile)
        .route(.filePicker)

    default:
      return .state(state)
    }
  }
}
