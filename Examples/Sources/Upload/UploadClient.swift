import Foundation

/// The capability UploadEffects needs: sending a file somewhere and saying how it goes. Apps give it a real network
/// client; tests give it a fake.
protocol UploadClient: Sendable {
  /// Uploads the file at `url`, yielding progress from 0 to 1, then the remote ID; throws when the upload fails.
  func upload(_ url: URL) -> AsyncThrowingStream<UploadUpdate, any Error>
}
