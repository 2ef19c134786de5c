// A feature written as intentflow-ios 0.1.3 code was: its vocabulary needs no edit (Docs/Migration.md).
import IntentFlow

enum AttachmentState: Equatable, Sendable {
    case idle
    case selectingFile
    case uploading(progress: Double)
    case failed(message: String)
    case completed(remoteID: String)
}

enum AttachmentIntent: Equatable, Sendable {
    case selectFile
    case retry
    case cancel
}

enum AttachmentEvent: Equatable, Sendable {
    case fileSelected(String)
    case progress(Double)
    case uploaded(remoteID: String)
    case failed(String)
}

enum AttachmentEffect: Equatable, Sendable {
    case upload(String)
    case prepareThumbnail(String)
}

enum AttachmentOutput: Equatable, Sendable {
    case completed(remoteID: String)
}

enum AttachmentRoute: Equatable, Sendable {
    case filePicker
}

struct AttachmentViewState: Equatable, Sendable {
    var title: String
    var isBusy: Bool
}
