import Foundation
import IntentFlow

/// What a Upload screen shows: UI wording and flags, kept out of UploadState.
struct UploadViewState: Equatable, Sendable {
  /// Where the flow is, in words a person reads.
  var status: String
}

/// Turns UploadState into UploadViewState. Generated once; from then on this file is yours.
struct UploadProjection: FlowProjection {
  func project(_ state: UploadState) -> UploadViewState {
    switch state {
    case .idle:
      return UploadViewState(status: "Idle")
    case .selectingFile:
      return UploadViewState(status: "Selecting file")
    case .uploading:
      return UploadViewState(status: "Uploading")
    case .failed:
      return UploadViewState(status: "Failed")
    case .completed:
      return UploadViewState(status: "Completed")
    }
  }
}
