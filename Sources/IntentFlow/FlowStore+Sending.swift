// The sending members live in an extension: the optimizer specializes `@inlinable` actor members declared in
// extensions at the call site, but not (in Swift 6.3) those declared in the actor's body.
extension FlowStore {
    /// Sends an intent. It is applied after every signal sent before it, and before any isolated member called
    /// after this returns.
    @inlinable
    public func send(_ intent: Intent) {
        takeInbox()
        step(.intent(intent))
        wakeSettleWaitersIfIdle()
    }

    /// Sends intents in order.
    @inlinable
    public func send<Intents: Sequence<Intent>>(contentsOf intents: sending Intents) {
        takeInbox()
        for intent in intents {
            step(.intent(intent))
        }
        wakeSettleWaitersIfIdle()
    }

    /// Sends an event from outside the store's effects: a push, a system callback, a child's output. It is applied
    /// in order with intents and is never subject to cancellation.
    ///
    /// `send` is what comes into the store from outside, an intent or an event; what an effect run sends comes in
    /// through the run's ``FlowSend``, and a test store *receives* it (`FlowTestStore.receive(_:)`).
    @inlinable
    public func send(event: Event) {
        takeInbox()
        step(.event(event))
        wakeSettleWaitersIfIdle()
    }

    /// Sends an intent from synchronous code — an observer callback, a UI action — without waiting.
    ///
    /// The intent waits in the store's inbox, which the store's next isolated member takes first (a task is
    /// scheduled to take it if nothing else comes): it is applied after everything enqueued before it and before
    /// anything this caller sends or reads afterwards. Called from an observer, it is applied after the current
    /// signal, once every observer has seen that one.
    public nonisolated func enqueue(_ intent: Intent) {
        post(.intent(intent))
    }

    /// Feeds an event from synchronous code — a hosted child's observer (``host(_:outputs:)``), a callback —
    /// without waiting; it is applied in order with what ``enqueue(_:)`` queues, like ``send(event:)``.
    public nonisolated func enqueue(event: Event) {
        post(.event(event))
    }

    /// Queues `item` in the inbox; if no task is draining it, starts one that does.
    @usableFromInline
    nonisolated func post(_ item: InboxItem<Reducer>) {
        guard inbox.post(item) else { return }
        let reference = WeakStore(self)
        Task { [inbox] in
            await Self.drain(reference, inbox)
        }
    }

    /// Takes the inbox on the actor of the store `reference` still points at, turn after turn, until a turn
    /// leaves it empty; the task whose `post` found no drain under way runs this.
    ///
    /// One drainer per store at a time, holding the store only from one turn's start to its end: with several,
    /// one of them would always be queued on the actor with a strong reference while runs flood the inbox, and
    /// the store would outlive its owners. Released, the store's queued work is dropped.
    @inlinable
    nonisolated static func drain(_ reference: WeakStore<Reducer>, _ inbox: StoreInbox<Reducer>) async {
        repeat {
            guard let store = reference.store else { return }
            await store.takeInbox()
        } while !inbox.endDrain()
    }
}
