import Foundation
import IntentFlow

// Picks a file and uploads it, reporting progress; the upload can be cancelled and retried.
//
// The Upload contract: the feature's whole vocabulary. Change it in the manifest
// (upload.intentflow.yaml) and generate again; the flow, effects and projection follow it.
//
// Invariants the flow keeps:
// - Only one upload runs at a time.
// - A cancelled upload reports nothing after it is cancelled.

/// Where the Upload workflow can be. The first case is where it starts.
enum UploadState: Equatable, Sendable {
  case idle
  case selectingFile
  case uploading(progress: Double)
  case failed(message: String)
  case completed(remoteID: String)
}

/// What a person asks the Upload feature to do.
enum UploadIntent: Equatable, Sendable {
  case selectFile
  case retry
  case cancel
}

/// What the world (effects, the system) reports back to the Upload feature.
enum UploadEvent: Equatable, Sendable {
  case fileSelected(URL)
  case progress(Double)
  case uploaded(remoteID: String)
  case failed(String)
}

/// Side work the Upload flow requests; UploadEffects runs it.
enum UploadEffect: Equatable, Sendable {
  /// Uploads the file, reporting progress, then the remote ID or the failure.
  case upload(URL)
}

/// Navigation the Upload feature asks its host for.
enum UploadRoute: Equatable, Sendable {
  case filePicker
}

/// What the Upload feature tells its parent.
enum UploadOutput: Equatable, Sendable {
  case completed(remoteID: String)
}

/// What UploadFlow returns for one signal: the next state, and the effects, cancellations, outputs and
/// routes that go with it.
typealias UploadNext = Next<UploadState, UploadEffect, UploadOutput, UploadRoute>
