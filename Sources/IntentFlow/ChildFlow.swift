/// A child flow hosted inside a parent: the child's own store, scoped into the parent's by a mapping from the
/// child's outputs to the parent's events.
///
/// Made by ``FlowStore/host(_:outputs:)``. The parent (its host code, or an effect of the parent) sends the child
/// intents with ``send(_:)``; whatever the child outputs reaches the parent as the event the mapping returns, in the
/// order the child produced it. ``remove()`` ends the hosting: the child's outputs stop reaching the parent and its
/// running effects are cancelled. Letting the last reference go removes it too.
///
/// ```swift
/// let login = checkout.host(FlowStore(initialState: .idle, reducer: LoginFlow(), effects: LoginEffects())) {
///     switch $0 {
///     case .signedIn(let user): .loginFinished(user)
///     }
/// }
/// login.send(.submit)
/// ```
public final class ChildFlow<Child: FlowReducer>: Sendable {
    /// The child's store: observe it for the child's screen, or read its state.
    public let store: FlowStore<Child>
    private let observation: FlowObservation

    init(store: FlowStore<Child>, observation: FlowObservation) {
        self.store = store
        self.observation = observation
    }

    deinit { remove() }

    /// Whether ``remove()`` was called.
    public var isRemoved: Bool { observation.isCancelled }

    /// Sends the child an intent, in order with everything sent to it before; nothing once the child is removed.
    public func send(_ intent: Child.Intent) {
        guard !isRemoved else { return }
        store.enqueue(intent)
    }

    /// Ends the hosting: the child's outputs no longer reach the parent, and every effect it is running is
    /// cancelled (queued behind the intents already sent, so ``FlowStore/settle()`` on the child sees them gone).
    public func remove() {
        guard !observation.isCancelled else { return }
        observation.cancel()
        store.enqueueCancelAllEffects()
    }
}

extension FlowStore {
    /// Hosts `child` inside this store: each output of the child becomes the event `event(output)` returns, applied
    /// by this store in order with its other signals (`nil` drops the output).
    ///
    /// The mapping is the parent's declaration of what its child may tell it. The child keeps its own effects and
    /// history; the parent holds the child only through the returned ``ChildFlow``.
    public nonisolated func host<Child: FlowReducer>(
        _ child: FlowStore<Child>, outputs event: @escaping @Sendable (Child.Output) -> Event?
    ) -> ChildFlow<Child> {
        let observation = child.attach { [weak self] snapshot in
            guard let self else { return }
            for output in snapshot.outputs {
                if let mapped = event(output) { enqueue(event: mapped) }
            }
        }
        return ChildFlow(store: child, observation: observation)
    }
}
