import Foundation
import IntentFlow

/// How the Upload feature behaves: for each state and signal, the next state and the effects, cancellations,
/// outputs and routes that go with it.
///
/// Keep it pure: decide here, do the work in UploadEffects. Generated once from the manifest's acceptance
/// traces; from then on this file is yours, and UploadFlowTests checks the traces still hold.
struct UploadFlow: FlowReducer {
  func reduce(
    state: UploadState,
    signal: FlowSignal<UploadIntent, UploadEvent>
  ) -> UploadNext {
    switch (state, signal) {
    // idle + selectFile -> selectingFile + filePicker route
    case (.idle, .intent(.selectFile)):
      return .state(.selectingFile)
        .route(.filePicker)

    // selectingFile + fileSelected -> uploading + upload effect
    case (.selectingFile, .event(.fileSelected(let url))):
      // `uploading`'s `progress` has no value in this trace: 0 stands in.
      return .state(.uploading(progress: 0))
        .effect(
          .upload(url),
          id: "upload.file",
          policy: .cancelInFlight
        )

    // uploading + progress -> uploading
    case (.uploading, .event(.progress(let double))):
      return .state(.uploading(progress: double))

    // uploading + uploaded -> completed + completed output
    case (.uploading, .event(.uploaded(let remoteID))):
      return .state(.completed(remoteID: remoteID))
        .output(.completed(remoteID: remoteID))

    // uploading + failed -> failed
    case (.uploading, .event(.failed(let string))):
      return .state(.failed(message: string))

    // uploading + cancel -> idle + cancel upload effect
    case (.uploading, .intent(.cancel)):
      return .state(.idle)
        .cancel("upload.file")

    // failed + retry -> selectingFile + filePicker route
    case (.failed, .intent(.retry)):
      return .state(.selectingFile)
        .route(.filePicker)

    default:
      return .state(state)
    }
  }
}
