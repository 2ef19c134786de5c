/// A projection that hands the product state to the view unchanged, for features whose state is already
/// view-shaped.
public struct IdentityProjection<State>: FlowProjection {
    /// Creates the projection.
    @inlinable
    public init() {}

    /// Returns `state` as it is.
    @inlinable
    public func project(_ state: State) -> State { state }
}
