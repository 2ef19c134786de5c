import Foundation
import IntentFlow

/// Runs the side work UploadFlow requests and reports what happened as UploadEvents.
///
/// Thin on purpose: the network lives behind `client`. Written by hand from the generated starting point.
struct UploadEffects: FlowEffectHandler {
  /// Sends the files.
  let client: any UploadClient

  func handle(_ effect: UploadEffect) -> AsyncStream<UploadEvent> {
    switch effect {
    case .upload(let url):
      let updates = client.upload(url)
      return AsyncStream { continuation in
        let work = Task {
          do {
            for try await update in updates {
              switch update {
              case .progress(let fraction):
                continuation.yield(.progress(fraction))
              case .completed(let remoteID):
                continuation.yield(.uploaded(remoteID: remoteID))
              }
            }
          } catch {
            continuation.yield(.failed(String(describing: error)))
          }
          continuation.finish()
        }
        // The store cancels the stream when the flow cancels `upload.file`; the upload stops with it.
        continuation.onTermination = { _ in work.cancel() }
      }
    }
  }
}
