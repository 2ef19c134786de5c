/// One child store per row of a field of the parent's state, added and removed as that field changes: TCA's
/// `forEach(\.episodes, …)`, with no bookkeeping in the host.
///
/// Made by ``FlowStore/hostChildren(_:from:store:outputs:)``. The parent's state holds the rows (`[Row]`, each
/// `Identifiable`); after every signal the parent applies, a row with an id not hosted yet gets a child store, made
/// by the `store` closure from the row, and the child of an id no row has any more is removed: its outputs stop
/// reaching the parent and its running effects are cancelled. ``ids`` follow the rows' order, reordered with them.
///
/// **How a row becomes a child.** The row is handed to `store` once, when its id first appears; what the closure
/// makes of it is the child's initial state (often the row itself, when the rows are the child's state type). From
/// then on the child's state is its own store's: a later change of the row's other values does not reach the
/// child, and the row is not updated from the child. A row removed and added again gets a new child.
///
/// ```swift
/// let rows = episodes.hostChildren(EpisodeFlow.self, from: \.episodes) { row in
///     FlowStore(initialState: row, reducer: EpisodeFlow(), effects: EpisodeEffects())
/// }
/// rows.send(.favoriteButtonTapped, to: episodeID)
/// ```
///
/// Releasing the value, or ``stop()``, ends the hosting and removes every child.
public final class FlowChildRows<Child: FlowReducer, ID: Hashable & Sendable>: Sendable {
    private let children: FlowChildren<Child, ID>
    /// The ids in the rows' order, as the last applied signal left them.
    private let order: Locked<[ID]>
    private let observation: Locked<FlowObservation?>

    init(children: FlowChildren<Child, ID>, order: Locked<[ID]>) {
        self.children = children
        self.order = order
        observation = Locked(nil)
    }

    /// Keeps the observation of the parent that keeps the children in step with its rows.
    func follow(_ observation: FlowObservation) {
        self.observation.withLock { $0 = observation }
    }

    deinit { stop() }

    /// The ids of the hosted children, in the order of the parent's rows.
    public var ids: [ID] { order.withLock { $0 } }

    /// How many children are hosted.
    public var count: Int { order.withLock { $0.count } }

    /// The child hosted for the row of `id`, if any.
    public subscript(id id: ID) -> ChildFlow<Child>? { children[id: id] }

    /// Sends `intent` to the child of the row `id`, in order with everything sent to it before; nothing if no
    /// child is hosted there.
    public func send(_ intent: Child.Intent, to id: ID) {
        children.send(intent, to: id)
    }

    /// Ends the hosting: the parent's rows are no longer followed, and every child is removed (its effects
    /// cancelled). Calling it again does nothing.
    public func stop() {
        let ended = observation.withLock { observation -> FlowObservation? in
            defer { observation = nil }
            return observation
        }
        // Cancelling waits for a sync in progress, so none adds a child after the removal below.
        ended?.cancel()
        children.removeAll()
        order.withLock { $0 = [] }
    }
}

extension FlowStore {
    /// Hosts one `child` per row of `rows`, a field of this store's state: a row whose id appears gets the store
    /// `store(row)` makes, a row that goes away takes its child with it (effects cancelled), and each output of the
    /// child of row `id` becomes the event `event(id, output)` returns (`nil` drops it; without `outputs:` every
    /// output is dropped, as for a child that declares none), applied by this store in order with its other signals.
    ///
    /// The rows are read from the current state at once (in order with the signals sent before this call) and
    /// after every signal this store applies, on its actor, so the children always follow the last state. See
    /// ``FlowChildRows`` for how a row becomes a child.
    public nonisolated func hostChildren<Child: FlowReducer, Row: Identifiable & Sendable>(
        _ child: Child.Type = Child.self, from rows: KeyPath<State, [Row]> & Sendable,
        store: @escaping @Sendable (Row) -> FlowStore<Child>,
        outputs event: @escaping @Sendable (Row.ID, Child.Output) -> Event? = { _, _ in nil }
    ) -> FlowChildRows<Child, Row.ID> where Row.ID: Sendable {
        let children = hostChildren(child, id: Row.ID.self, outputs: event)
        let order = Locked<[Row.ID]>([])
        let hosted = FlowChildRows(children: children, order: order)
        // The observer holds the children and the order, not `hosted`: releasing `hosted` must end the hosting.
        let observation = attach { snapshot in
            let changes = RowChanges(hosted: order.withLock { $0 }, rows: snapshot.state[keyPath: rows])
            for id in changes.removed { children.remove(id: id) }
            for row in changes.added { children.add(store(row), id: row.id) }
            order.withLock { $0 = changes.order }
        }
        hosted.follow(observation)
        return hosted
    }
}
