/// Many children of one child feature hosted in a parent store, each under an id: a list of rows, of players, of
/// downloads — the shape of an identified array of child features.
///
/// Made by ``FlowStore/hostChildren(_:id:outputs:)``. Each element is a ``ChildFlow`` with its own store; whatever
/// an element outputs reaches the parent as the event the mapping returns for the element's id and the output, in
/// the order the element produced it. ``remove(id:)`` ends an element's hosting and cancels its running effects;
/// releasing the collection removes every element.
///
/// ```swift
/// let rows = todos.hostChildren(TodoFlow.self, id: UUID.self) { id, output in
///     switch output {
///     case .deleteTapped: .rowDeleted(id)
///     }
/// }
/// rows.add(FlowStore(initialState: TodoState(id: id), reducer: TodoFlow()), id: id)
/// rows.send(.toggle, to: id)
/// rows.remove(id: id)
/// ```
///
/// The collection keeps the order elements were added in (``ids``). Adding under an id already hosted replaces the
/// element there, removing the old one, and keeps its place.
public final class FlowChildren<Child: FlowReducer, ID: Hashable & Sendable>: Sendable {
    /// The hosted elements, in order.
    private struct Contents {
        var ids: [ID] = []
        var elements: [ID: ChildFlow<Child>] = [:]
    }

    private let contents = Locked(Contents())
    private let attach: @Sendable (ID, FlowStore<Child>) -> ChildFlow<Child>

    init(attach: @escaping @Sendable (ID, FlowStore<Child>) -> ChildFlow<Child>) {
        self.attach = attach
    }

    deinit { removeAll() }

    /// The ids of the hosted elements, in the order they were added.
    public var ids: [ID] { contents.withLock { $0.ids } }

    /// How many elements are hosted.
    public var count: Int { contents.withLock { $0.ids.count } }

    /// The element hosted under `id`, if any.
    public subscript(id id: ID) -> ChildFlow<Child>? {
        contents.withLock { $0.elements[id] }
    }

    /// Hosts `store` under `id` at the end (or in the place of the element `id` names, which is removed) and
    /// returns it.
    @discardableResult
    public func add(_ store: FlowStore<Child>, id: ID) -> ChildFlow<Child> {
        let child = attach(id, store)
        let replaced = contents.withLock { contents -> ChildFlow<Child>? in
            let old = contents.elements.updateValue(child, forKey: id)
            if old == nil { contents.ids.append(id) }
            return old
        }
        replaced?.remove()
        return child
    }

    /// Removes the element under `id`: its outputs no longer reach the parent and its effects are cancelled.
    /// Does nothing if no element is hosted there.
    public func remove(id: ID) {
        let removed = contents.withLock { contents -> ChildFlow<Child>? in
            guard let child = contents.elements.removeValue(forKey: id) else { return nil }
            contents.ids.removeAll { $0 == id }
            return child
        }
        removed?.remove()
    }

    /// Removes every element, as ``remove(id:)`` does each.
    public func removeAll() {
        let removed = contents.withLock { contents -> [ChildFlow<Child>] in
            let all = contents.ids.compactMap { contents.elements[$0] }
            contents = Contents()
            return all
        }
        for child in removed { child.remove() }
    }

    /// Sends `intent` to the element under `id`, in order with everything sent to it before; nothing if no element
    /// is hosted there.
    public func send(_ intent: Child.Intent, to id: ID) {
        self[id: id]?.send(intent)
    }
}

extension FlowStore {
    /// Hosts a collection of `child` features in this store, each under an id: each output of the element under
    /// `id` becomes the event `event(id, output)` returns, applied by this store in order with its other signals
    /// (`nil` drops the output).
    ///
    /// The collection starts empty; add elements with ``FlowChildren/add(_:id:)``.
    public nonisolated func hostChildren<Child: FlowReducer, ID: Hashable & Sendable>(
        _ child: Child.Type = Child.self, id: ID.Type = ID.self,
        outputs event: @escaping @Sendable (ID, Child.Output) -> Event?
    ) -> FlowChildren<Child, ID> {
        // Like `host(_:outputs:)`, the collection holds this store weakly: hosting children does not keep it alive.
        let parent = WeakStore(self)
        return FlowChildren { id, store in
            let observation = store.attach { snapshot in
                guard let parent = parent.store else { return }
                for output in snapshot.outputs {
                    if let mapped = event(id, output) { parent.enqueue(event: mapped) }
                }
            }
            return ChildFlow(store: store, observation: observation)
        }
    }
}
