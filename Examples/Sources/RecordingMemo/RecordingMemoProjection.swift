import Foundation
import IntentFlow

/// What a RecordingMemo screen shows: UI wording and flags, kept out of RecordingMemoState.
struct RecordingMemoViewState: Equatable, Sendable {
  /// Where the flow is, in words a person reads.
  var status: String
}

/// Turns RecordingMemoState into RecordingMemoViewState. Generated once; from then on this file is yours.
struct RecordingMemoProjection: FlowProjection {
  func project(_ state: RecordingMemoState) -> RecordingMemoViewState {
    switch state.match {
    case .recording:
      return RecordingMemoViewState(status: "Recording")
    case .encoding:
      return RecordingMemoViewState(status: "Encoding")
    }
  }
}
