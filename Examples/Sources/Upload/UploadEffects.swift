import Foundation
import IntentFlow

/// Runs the side work UploadFlow requests and reports what happened as UploadEvents.
///
/// Thin on purpose: the network lives behind `client`. Written by hand from the generated starting point. When the
/// flow cancels `upload.file`, the store cancels the run's task, and the upload stops with it.
struct UploadEffects: FlowEffectRunner {
  /// Sends the files.
  let client: any UploadClient

  func run(_ effect: UploadEffect, send: FlowSend<UploadEvent>) async throws(CancellationError) {
    switch effect {
    case .upload(let url):
      do {
        for try await update in client.upload(url) {
          switch update {
          case .progress(let fraction):
            await send(.progress(fraction))
          case .completed(let remoteID):
            await send(.uploaded(remoteID: remoteID))
          }
        }
      } catch {
        await send(.failed(FlowError(error).message))
      }
    }
  }
}
