extension FlowStore {
    /// Registers `observer`, which is called at once with the current snapshot and then after every applied
    /// signal, one call at a time.
    ///
    /// The observation lasts as long as the returned ``FlowObservation`` is kept and not cancelled. The callback
    /// runs on the store's actor: it must be quick, must not block, and sends with ``enqueue(_:)``.
    public func observe(_ observer: @escaping @Sendable (FlowSnapshot<Reducer>) -> Void) -> FlowObservation {
        observe { snapshot, _ in observer(snapshot) }
    }

    /// Registers `observer`, handing it the store with every snapshot so that it can send without capturing the
    /// store — a callback that captures its store keeps it alive for as long as the observation lasts.
    ///
    /// ```swift
    /// observation = await store.observe { snapshot, store in
    ///     if snapshot.state.needsRefresh { store.enqueue(.refresh) }
    /// }
    /// ```
    public func observe(
        _ observer: @escaping @Sendable (FlowSnapshot<Reducer>, FlowStore<Reducer>) -> Void
    ) -> FlowObservation {
        takeInbox()
        let gate = ObserverGate(observer)
        register(gate)
        return FlowObservation(gate: gate)
    }

    /// Registers `observer` from synchronous code — an initializer, a view controller's `viewDidLoad` — without
    /// waiting. The registration is queued in order with ``enqueue(_:)``: the first snapshot the observer receives
    /// is the state after every signal sent before this call, then one per signal sent after it.
    public nonisolated func attach(_ observer: @escaping @Sendable (FlowSnapshot<Reducer>) -> Void) -> FlowObservation {
        attach { snapshot, _ in observer(snapshot) }
    }

    /// ``attach(_:)`` with the store handed to the callback, as in
    /// ``observe(_:)-(FlowSnapshot<Reducer>,FlowStore<Reducer>)``.
    public nonisolated func attach(
        _ observer: @escaping @Sendable (FlowSnapshot<Reducer>, FlowStore<Reducer>) -> Void
    ) -> FlowObservation {
        let gate = ObserverGate(observer)
        post(.observer(gate))
        return FlowObservation(gate: gate)
    }
}
