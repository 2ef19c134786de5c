import Foundation
import IntentFlow
import IntentFlowTesting
import Testing

@testable import IntentFlowExamples

/// A recorder without a microphone, as TCA's VoiceMemosTests build theirs: a recording runs until it is stopped
/// (then it finished, `true`) or made to fail, and its current time is 2.5 seconds.
private final class FakeRecorder: AudioRecorder {
  struct SomeError: Error {}

  private let finished = AsyncThrowingStream.makeStream(of: Bool.self)

  func startRecording(url: URL) async throws -> Bool {
    for try await didFinish in finished.stream { return didFinish }
    return false
  }

  func currentTime() async -> TimeInterval? { 2.5 }

  func stopRecording() async {
    finished.continuation.yield(true)
    finished.continuation.finish()
  }

  /// The recording fails, as `didFinish.continuation.finish(throwing: SomeError())` makes it in recordFailure.
  func fail() {
    finished.continuation.finish(throwing: SomeError())
  }
}

/// The RecordingMemo flow and its hand-written effects together in a test store: TCA's VoiceMemosTests
/// (recordHappyPath, recordFailure) from the memo's `onTask` on, with the effects' real runs on the test clock.
@Suite("RecordingMemo store")
struct RecordingMemoStoreTests {
  let url = URL(fileURLWithPath: "/tmp/memo.m4a")

  func started(_ store: FlowTestStore<RecordingMemoFlow>, at date: Date) async {
    await store.send(
      .onTask,
      effects: [
        EffectRequest(.record(url: url), id: "recordingMemo.record", policy: .cancelInFlight),
        EffectRequest(.timer, id: "recordingMemo.timer", policy: .cancelInFlight),
      ]
    ) { $0.date = date }
  }

  @Test("A recording counts its seconds, stops, takes the recorder's time and hands the memo over")
  func recordHappyPath() async {
    let recorder = FakeRecorder()
    let store = FlowTestStore(
      initialState: RecordingMemoState(url: url), reducer: RecordingMemoFlow(),
      effects: RecordingMemoEffects(recorder: recorder))
    await started(store, at: Date(timeIntervalSinceReferenceDate: 0))

    await store.clock.advance(by: .seconds(1))
    await store.receive(.timerUpdated) { $0.duration = 1 }
    await store.clock.advance(by: .seconds(1))
    await store.receive(.timerUpdated) { $0.duration = 2 }
    await store.clock.advance(by: .milliseconds(500))
    await store.send(.stopButtonTapped, cancellations: ["recordingMemo.timer"]) { $0.phase = .encoding }
    await store.receive(.finalRecordingTime(2.5)) { $0.duration = 2.5 }
    await store.receive(
      .audioRecorderDidFinish(.success(true)),
      outputs: [.didFinish(date: Date(timeIntervalSinceReferenceDate: 0), duration: 2.5, url: url)])
    await store.finish()
  }

  @Test("The memo is dated by the store's clock when the recording starts")
  func datedWhenStarted() async {
    let recorder = FakeRecorder()
    let store = FlowTestStore(
      initialState: RecordingMemoState(url: url), reducer: RecordingMemoFlow(),
      effects: RecordingMemoEffects(recorder: recorder))
    await store.clock.advance(by: .seconds(60))
    await started(store, at: Date(timeIntervalSinceReferenceDate: 60))

    await store.send(.stopButtonTapped) { $0.phase = .encoding }
    await store.receive(.finalRecordingTime(2.5)) { $0.duration = 2.5 }
    await store.receive(
      .audioRecorderDidFinish(.success(true)),
      outputs: [.didFinish(date: Date(timeIntervalSinceReferenceDate: 60), duration: 2.5, url: url)])
    await store.finish()
  }

  @Test("A recording that fails tells the parent, and the seconds stop")
  func recordFailure() async {
    let recorder = FakeRecorder()
    let store = FlowTestStore(
      initialState: RecordingMemoState(url: url), reducer: RecordingMemoFlow(),
      effects: RecordingMemoEffects(recorder: recorder))
    await started(store, at: Date(timeIntervalSinceReferenceDate: 0))

    recorder.fail()
    await store.receive(
      .audioRecorderDidFinish(.failure(FlowError(FakeRecorder.SomeError()))),
      cancellations: ["recordingMemo.timer"], outputs: [.didFail])
    // The timer is cancelled: the clock moving brings no tick.
    await store.clock.advance(by: .seconds(5))
    await store.finish()
  }
}
