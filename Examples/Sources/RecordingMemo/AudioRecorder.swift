import Foundation

/// The capability RecordingMemoEffects needs: the device's audio recorder. Apps give it one built on the platform's
/// recorder (AVAudioRecorder on Apple platforms); tests give it a fake.
protocol AudioRecorder: Sendable {
  /// Records into `url` until ``stopRecording()`` is called: `true` when the file was written to the end, `false`
  /// when the recorder stopped without finishing it; throws when recording fails.
  func startRecording(url: URL) async throws -> Bool
  /// How long the recording in progress has run, or `nil` when none is.
  func currentTime() async -> TimeInterval?
  /// Stops the recording in progress; its ``startRecording(url:)`` then returns.
  func stopRecording() async
}
