/// A feature's behaviour as a pure function: state and signal in, ``Next`` out.
///
/// A reducer decides what should happen; it never performs side work itself. The store runs the effects it
/// requests through a ``FlowEffectHandler`` and feeds their events back in as signals.
///
/// ```swift
/// struct UploadFlow: FlowReducer {
///     func reduce(
///         state: UploadState,
///         signal: FlowSignal<UploadIntent, UploadEvent>
///     ) -> Next<UploadState, UploadEffect, UploadOutput, UploadRoute> {
///         switch (state, signal) {
///         case (.uploading, .intent(.cancel)):
///             return .state(.idle).cancel("upload.file")
///         default:
///             return .state(state)
///         }
///     }
/// }
/// ```
///
/// The associated types are inferred from `reduce(state:signal:)`. A feature without outputs or routes can
/// use `Never` for them.
public protocol FlowReducer<State, Intent, Event, Effect, Output, Route>: Sendable {
    /// The feature's product state.
    associatedtype State: Sendable
    /// Requests from the user or the app.
    associatedtype Intent: Sendable
    /// Things that happened, mostly results of effects.
    associatedtype Event: Sendable
    /// Side work the reducer asks for.
    associatedtype Effect: Sendable
    /// Values sent up to a parent flow or the app shell.
    associatedtype Output: Sendable
    /// Navigation decisions.
    associatedtype Route: Sendable

    /// Computes the next step. Must be pure: no side effects, no waiting, same answer for the same input.
    func reduce(state: State, signal: FlowSignal<Intent, Event>) -> Next<State, Effect, Output, Route>
}
