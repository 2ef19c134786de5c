/// A weak reference to a store, for the tasks that hand it work: they must not keep it alive.
@usableFromInline
struct WeakStore<Reducer: FlowReducer>: Sendable {
    @usableFromInline weak let store: FlowStore<Reducer>?

    @inlinable
    init(_ store: FlowStore<Reducer>) {
        self.store = store
    }
}
