// The 0.1.3-style reducer and projection: both compile unchanged (Docs/Migration.md, "Reducers, signals and
// projections"), including `.cancel(_:)` on `Next`.
import IntentFlow

struct AttachmentFlow: FlowReducer {
    func reduce(
        state: AttachmentState,
        signal: FlowSignal<AttachmentIntent, AttachmentEvent>
    ) -> Next<AttachmentState, AttachmentEffect, AttachmentOutput, AttachmentRoute> {
        switch (state, signal) {
        case (.idle, .intent(.selectFile)), (.failed, .intent(.retry)):
            return .state(.selectingFile)
                .route(.filePicker)

        case (.selectingFile, .event(.fileSelected(let file))):
            return .state(.uploading(progress: 0))
                .effect(.upload(file), id: "upload.file", policy: .cancelInFlight)
                .effect(.prepareThumbnail(file), id: "upload.thumbnail")

        case (.uploading, .event(.progress(let value))):
            return .state(.uploading(progress: value))

        case (.uploading, .event(.uploaded(let remoteID))):
            return .state(.completed(remoteID: remoteID))
                .output(.completed(remoteID: remoteID))

        case (.uploading, .event(.failed(let message))):
            return .state(.failed(message: message))
                .cancel("upload.thumbnail")

        case (.uploading, .intent(.cancel)):
            return .state(.idle)
                .cancel("upload.file")
                .cancel("upload.thumbnail")

        default:
            return .state(state)
        }
    }
}

struct AttachmentProjection: FlowProjection {
    func project(_ state: AttachmentState) -> AttachmentViewState {
        switch state {
        case .uploading(let progress):
            return AttachmentViewState(title: "\(Int(progress * 100))%", isBusy: true)
        case .failed:
            return AttachmentViewState(title: "Retry", isBusy: false)
        default:
            return AttachmentViewState(title: "Attachment", isBusy: false)
        }
    }
}
