/// One thing a ``MainActorRelay`` hands the main actor: the store's latest state, or one output or route of a step.
///
/// A turn's deliveries start with the latest state (when one arrived) and go on with every output and route of the
/// steps behind it, in the order the steps produced them, a step's outputs before its routes.
public enum FlowDelivery<Reducer: FlowReducer>: Sendable {
    /// The store's latest state; the states between two main-actor turns are coalesced into it.
    case state(Reducer.State)
    /// An output of a step, for the parent or the app shell.
    case output(Reducer.Output)
    /// A route of a step, for whatever presents screens.
    case route(Reducer.Route)
}
