// 0.1.3-style effect handlers: they compile unchanged (Docs/Migration.md, "Effects").
import IntentFlow

/// Attachments at once: half the progress, then the remote id; the thumbnail is prepared without an event.
struct AttachmentEffects: FlowEffectHandler {
    func handle(_ effect: AttachmentEffect) -> AsyncStream<AttachmentEvent> {
        AsyncStream { continuation in
            Task {
                switch effect {
                case .upload(let file):
                    continuation.yield(.progress(0.5))
                    continuation.yield(.uploaded(remoteID: "remote-\(file)"))
                case .prepareThumbnail:
                    break
                }
                continuation.finish()
            }
        }
    }
}

/// Starts every effect and never finishes one: its runs end only when they are cancelled.
struct PendingAttachments: FlowEffectHandler {
    func handle(_ effect: AttachmentEffect) -> AsyncStream<AttachmentEvent> {
        AsyncStream { _ in }
    }
}
