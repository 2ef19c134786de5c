import Foundation
import IntentFlow

/// Runs the side work RecordingMemoFlow requests and reports what happened as RecordingMemoEvents.
///
/// Thin on purpose: the device's recorder lives behind `recorder`. Written by hand from the generated starting point.
/// Cancelling a run (the flow cancels the timer when the recording stops) cancels its task, and the ticks stop.
struct RecordingMemoEffects: FlowEffectRunner {
  /// The device's audio recorder.
  let recorder: any AudioRecorder

  func run(
    _ effect: RecordingMemoEffect, send: FlowSend<RecordingMemoEvent>
  ) async throws(CancellationError) {
    switch effect {
    case .record(let url):
      // Runs as long as the recording does: the recorder's answer arrives once it is stopped, or fails.
      let finished = try await FlowError.result { try await recorder.startRecording(url: url) }
      await send(.audioRecorderDidFinish(finished))

    case .timer:
      await RepeatingEffect.every(.seconds(1), send: send) { _ in .timerUpdated }

    case .stop:
      // The final time is read before stopping: once stopped, the recorder has no recording to time.
      if let time = await recorder.currentTime() {
        await send(.finalRecordingTime(time))
      }
      await recorder.stopRecording()
    }
  }
}
