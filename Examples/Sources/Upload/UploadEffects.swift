import Foundation
import IntentFlow

/// Runs the side work UploadFlow requests and reports what happened as UploadEvents.
///
/// Keep it thin: networking, persistence and permissions belong behind capabilities this handler is given. Generated
/// once; from then on this file is yours.
struct UploadEffects: FlowEffectHandler {
  func handle(_ effect: UploadEffect) -> AsyncStream<UploadEvent> {
    switch effect {
    case .upload:
      // Do the work, yield the events it leads to, then finish.
      return AsyncStream { $0.finish() }
    }
  }
}
