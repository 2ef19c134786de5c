/// The runtime of one feature instance: applies signals to its reducer one at a time, runs the effects the
/// reducer requests, keeps a bounded history and notifies observers.
///
/// ```swift
/// let store = FlowStore(initialState: UploadState.idle, reducer: UploadFlow(), effects: UploadEffects(client: client))
/// let observation = await store.observe { snapshot in render(snapshot.state) }
/// await store.send(.selectFile)
/// ```
///
/// ## Ordering
/// Every signal — intents from ``send(_:)`` and ``enqueue(_:)``, events from ``receive(_:)`` and from effect
/// runs — goes through one queue and is applied in arrival order, one at a time, inside the store's serial
/// section. Sending never hops onto an executor: the sender appends to the queue and, when no other thread is
/// applying signals, applies the queue itself before returning; when another thread is, that thread applies the
/// signal before it leaves the section. Every isolated member (``state``, ``history``, ``settle()``,
/// ``observe(_:)``, …) first applies everything queued before it was called, so `await store.send(.start)`
/// followed by `await store.state` always sees `.start` applied.
///
/// Observers are called synchronously inside the section as each signal is applied — on the thread applying
/// it, never two at once. A signal sent from an observer (use ``enqueue(_:)``) is applied after the current
/// one, once every observer has seen it.
///
/// ## Effects
/// Each run of an effect is registered under a token of its own, with its ``EffectID`` if it has one. An event
/// from a run is applied only if the run's token is still registered when the event's turn comes inside the
/// section: events of a run cancelled by ``Next/cancel(_:)``, by an ``EffectPolicy/cancelInFlight``
/// replacement, by ``cancelEffect(id:)`` or by ``cancelAllEffects()`` never reach the reducer, even when the
/// run had already produced them. Releasing the store cancels every run.
public actor FlowStore<Reducer: FlowReducer> {
    /// The product state.
    public typealias State = Reducer.State
    /// Requests from the user or the app.
    public typealias Intent = Reducer.Intent
    /// Things that happened.
    public typealias Event = Reducer.Event
    /// Side work the reducer asks for.
    public typealias Effect = Reducer.Effect

    /// How many steps ``history`` keeps unless told otherwise.
    public static var defaultHistoryCapacity: Int { 100 }

    /// The state the store started from.
    public nonisolated let initialState: State
    /// The most steps ``history`` keeps.
    public nonisolated var historyCapacity: Int { core.historyCapacity }

    @usableFromInline nonisolated let core: StoreCore<Reducer>

    /// Creates a store whose effects run through `effects`.
    ///
    /// - Parameters:
    ///   - initialState: The state before any signal.
    ///   - reducer: The feature's behaviour.
    ///   - effects: Runs the effects the reducer requests.
    ///   - historyCapacity: How many of the latest steps ``history`` keeps; zero keeps none.
    public init<Effects: FlowEffectHandler>(
        initialState: State,
        reducer: Reducer,
        effects: Effects,
        historyCapacity: Int = FlowStore.defaultHistoryCapacity
    ) where Effects.Effect == Effect, Effects.Event == Event {
        self.initialState = initialState
        self.core = StoreCore(
            initialState: initialState, reducer: reducer, historyCapacity: historyCapacity,
            handle: { effects.handle($0) })
    }

    /// Creates a store for a reducer that requests no effects; any it does request finish without events.
    public init(
        initialState: State,
        reducer: Reducer,
        historyCapacity: Int = FlowStore.defaultHistoryCapacity
    ) {
        self.init(
            initialState: initialState, reducer: reducer, effects: NoEffects<Effect, Event>(),
            historyCapacity: historyCapacity)
    }

    deinit {
        core.release()
    }

    // MARK: Reading

    /// The current state, after every signal sent before this was read.
    public var state: State {
        core.withSection { $0.current }
    }

    /// How many signals have been applied.
    public var version: Int {
        core.withSection { $0.applied }
    }

    /// The latest steps, oldest first, at most ``historyCapacity`` of them.
    public var history: [FlowStep<Reducer>] {
        core.withSection { $0.steps.elements }
    }

    /// How many effect runs are in flight, with or without an id.
    public var runningEffectCount: Int {
        core.withSection { $0.runs.count }
    }

    /// The ids of the effect runs in flight, sorted; runs without an id are counted by ``runningEffectCount`` only.
    public var runningEffectIDs: [EffectID] {
        core.withSection { $0.runs.ids }
    }

    /// Whether no effect is running and no signal is waiting to be applied.
    public var isSettled: Bool {
        core.withSection { $0.runs.isEmpty }
    }

    // MARK: Observing

    /// Registers `observer`, which is called at once with the current snapshot and then after every applied
    /// signal, one call at a time.
    ///
    /// The observation lasts as long as the returned ``FlowObservation`` is kept and not cancelled. The callback
    /// runs inside the store's serial section: it must be quick, must not block, and sends with ``enqueue(_:)``.
    public func observe(_ observer: @escaping @Sendable (FlowSnapshot<Reducer>) -> Void) -> FlowObservation {
        let observation = FlowObservation()
        let registration = FlowObserver(observation: observation, callback: observer)
        core.withSection { core.register(registration, &$0) }
        return observation
    }

    /// Registers `observer` from synchronous code — an initializer, a view controller's `viewDidLoad` — without
    /// waiting. The registration is queued in order with signals: the first snapshot the observer receives is the
    /// state after every signal sent before this call, then one per signal sent after it.
    public nonisolated func attach(_ observer: @escaping @Sendable (FlowSnapshot<Reducer>) -> Void) -> FlowObservation {
        let observation = FlowObservation()
        core.post(.observer(FlowObserver(observation: observation, callback: observer)))
        return observation
    }

    // MARK: Effects

    /// Cancels every effect run in flight under `id`, including runs started by signals sent before this call.
    /// Events those runs produced that were not yet applied are dropped.
    public func cancelEffect(id: EffectID) {
        core.withSection(discarding: .id(id)) { $0.runs.cancel(id: id) }
    }

    /// Cancels every effect run in flight, with or without an id, including runs started by signals sent before
    /// this call. Events they produced that were not yet applied are dropped.
    public func cancelAllEffects() {
        core.withSection(discarding: .all) { $0.runs.cancelAll() }
    }

    /// Returns once no effect is running and no signal is waiting — or once the calling task is cancelled.
    ///
    /// Tests await this instead of sleeping. It waits for effects that never finish forever; bound it with a
    /// timeout where that can happen (the test store's `finish()` does).
    public func settle() async {
        await core.settle()
    }
}

// The sending members live in an extension: the optimizer specializes `@inlinable` actor members declared
// in extensions at the call site, but not (in Swift 6.3) those declared in the actor's body.
extension FlowStore {
    /// Sends an intent. It is applied after every signal sent before it, and before any isolated member called
    /// after this returns.
    ///
    /// Runs on the caller's executor and does not suspend: sending from the main actor costs no hop. When far
    /// more signals are queued than the reducer has applied, it waits for them to be applied.
    @inlinable
    public nonisolated(nonsending) func send(_ intent: Intent) async {
        core.post(.intent(intent), waitIfBacklogged: true)
    }

    /// Sends intents in order.
    @inlinable
    public nonisolated(nonsending) func send<Intents: Sequence<Intent>>(contentsOf intents: Intents) async {
        for intent in intents {
            core.post(.intent(intent), waitIfBacklogged: true)
        }
    }

    /// Sends an intent from synchronous code — an observer callback, a UI action — without waiting.
    ///
    /// Ordering is that of ``send(_:)``; called from an observer, the intent is applied after the current signal.
    @inlinable
    public nonisolated func enqueue(_ intent: Intent) {
        core.post(.intent(intent))
    }

    /// Feeds an event from outside the store's effects: a push, a system callback. It is applied in order with
    /// intents and is never subject to cancellation.
    @inlinable
    public nonisolated(nonsending) func receive(_ event: Event) async {
        core.post(.event(event, run: nil), waitIfBacklogged: true)
    }
}
