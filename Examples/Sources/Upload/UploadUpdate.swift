/// One step of an upload, as an UploadClient reports it.
enum UploadUpdate: Equatable, Sendable {
  /// The fraction sent so far, from 0 to 1.
  case progress(Double)
  /// The upload finished; the server knows the file by `remoteID`.
  case completed(remoteID: String)
}
