import Foundation
import IntentFlow

/// How the RecordingMemo feature behaves: starting records into the memo's file and counts the seconds, stopping
/// encodes and reads the final time, and the recorder's result is told to the parent.
///
/// Keep it pure: decide here, do the work in RecordingMemoEffects. Written by hand from the generated starting point
/// (as TCA's reducer is written: a copy of the state, changed where the signal says); RecordingMemoFlowTests checks
/// the manifest's traces still hold.
struct RecordingMemoFlow: FlowReducer {
  func reduce(
    state: RecordingMemoState,
    signal: FlowSignal<RecordingMemoIntent, RecordingMemoEvent>
  ) -> RecordingMemoNext {
    var next = state
    switch (state.phase, signal) {
    // recording(url: u) + onTask -> recording(date: now) + record(url: u) effect + timer effect
    // The memo is dated when the recording starts, by the store's clock (a test's starts at the reference date).
    case (.recording, .intent(.onTask)):
      next.date = FlowDependencies.current.now
      return .state(next)
        .effect(.record(url: state.url), id: "recordingMemo.record", policy: .cancelInFlight)
        .effect(.timer, id: "recordingMemo.timer", policy: .cancelInFlight)

    // recording(duration: d) + timerUpdated -> recording(duration: d + 1)
    case (.recording, .event(.timerUpdated)):
      next.duration += 1
      return .state(next)

    // recording + stopButtonTapped -> encoding + stop effect + cancel timer effect
    // The ticks end with the recording; the recorder's own time, read by `stop`, is the memo's duration.
    case (.recording, .intent(.stopButtonTapped)):
      next.phase = .encoding
      return .state(next)
        .cancel("recordingMemo.timer")
        .effect(.stop, id: "recordingMemo.stop", policy: .cancelInFlight)

    // encoding + finalRecordingTime(t) -> encoding(duration: t)
    case (.encoding, .event(.finalRecordingTime(let time))):
      next.duration = time
      return .state(next)

    // encoding(date: d, duration: t, url: u) + audioRecorderDidFinish(r) where r == .success(true)
    //   -> encoding + didFinish(date: d, duration: t, url: u) output
    // encoding + audioRecorderDidFinish(r) -> encoding + didFail output
    case (.encoding, .event(.audioRecorderDidFinish(let result))):
      guard result == .success(true) else { return .state(next).output(.didFail) }
      return .state(next).output(.didFinish(date: state.date, duration: state.duration, url: state.url))

    // recording + audioRecorderDidFinish(r) where r.error != nil -> recording + didFail output + cancel timer effect
    // The recorder failed before it was stopped: nothing more to count.
    case (.recording, .event(.audioRecorderDidFinish(let result))) where result.error != nil:
      return .state(next)
        .cancel("recordingMemo.timer")
        .output(.didFail)

    default:
      return .state(next)
    }
  }
}
