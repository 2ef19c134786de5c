/// Turns product state into the state a view renders, so UI details stay out of the reducer.
///
/// ```swift
/// struct UploadProjection: FlowProjection {
///     func project(_ state: UploadState) -> UploadViewState {
///         switch state {
///         case .uploading(let progress):
///             UploadViewState(title: "\(Int(progress * 100))%", isBusy: true)
///         default:
///             UploadViewState(title: "Upload", isBusy: false)
///         }
///     }
/// }
/// ```
public protocol FlowProjection<State, ViewState>: Sendable {
    /// The product state projected from.
    associatedtype State
    /// The view state projected to.
    associatedtype ViewState

    /// Computes the view state. Must be pure and cheap: it runs on the main actor for every change.
    func project(_ state: State) -> ViewState
}
