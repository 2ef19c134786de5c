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
/// The store is a plain actor: every signal is applied by one of its isolated members, one at a time, in the
/// order the actor runs them. Work handed over from synchronous code — ``enqueue(_:)``, ``attach(_:)``,
/// ``enqueueCancelEffect(id:)`` — waits in an inbox that every isolated member takes first, so
/// `store.enqueue(.a)` followed by `await store.send(.b)` applies `.a` before `.b`, and `await store.send(.start)`
/// followed by `await store.state` always sees `.start` applied.
///
/// Observers are called synchronously on the store's actor as each signal is applied, never two at once. A
/// signal sent from an observer (use ``enqueue(_:)``) is applied after the current one, once every observer has
/// seen it.
///
/// ## Effects
/// Each run of an effect is registered under a token of its own, with its ``EffectID`` if it has one. An event
/// from a run is applied only if the run's token is still registered when the event reaches the actor: events
/// of a run cancelled by ``Next/cancel(_:)``, by an ``EffectPolicy/cancelInFlight`` replacement, by
/// ``cancelEffect(id:)`` or by ``cancelAllEffects()`` never reach the reducer, even when the run had already
/// produced them.
///
/// ## Lifetime
/// Runs and observers hold the store weakly; what keeps it alive is its owners' references (and a caller in the
/// middle of one of its members). A run never awaits the store's actor: it hands its events to the inbox, so no
/// run, however fast it yields, keeps a store alive that its owners let go. When the last reference goes, the
/// store cancels every run, drops what waits in its inbox, and its reducer is never called again. See the
/// Lifetimes guide in `Docs/Lifetimes.md`.
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
    public nonisolated let historyCapacity: Int

    @usableFromInline let reducer: Reducer
    @usableFromInline let handling: EffectHandling<Effect, Event>
    /// The clock the store's effect runs read as ``EffectClock/current``; `nil` for the live one, which they read
    /// without the store binding it.
    @usableFromInline let clock: (any FlowClock)?
    /// What the reducer reads as ``FlowDependencies/current`` while the store calls it; `nil` for the live ones,
    /// which it reads without the store binding them.
    @usableFromInline let dependencies: FlowDependencies?
    @usableFromInline nonisolated let inbox = StoreInbox<Reducer>()
    // The mutable state is `final` so that the client's specialized code reads and writes it directly, not
    // through the unspecialized accessors in the class's vtable. The properties a send touches skip Swift's
    // dynamic exclusivity checks (`@exclusivity(unchecked)`, a runtime call and a thread-local lookup per
    // access): the actor already serializes every access to them, and none of the store's accesses calls
    // foreign code (reducer, observer, effect handler) while it is in progress — they read a copy or modify
    // in place. Foreign code that does run inside one (the deinitializer of an overwritten history step)
    // cannot reach these properties: only isolated members touch them, and those are entered with `await`.
    // `runs`, whose mutations cancel tasks and so run cancellation handlers, keeps its checks; a send does
    // not touch it.
    @usableFromInline @exclusivity(unchecked) final var current: State
    @usableFromInline @exclusivity(unchecked) final var applied = 0
    @usableFromInline @exclusivity(unchecked) final var steps: StepHistory<Reducer>
    @usableFromInline @exclusivity(unchecked) final var observers: [ObserverGate<Reducer>] = []
    @usableFromInline final var runs = EffectRuns()
    /// Tasks waiting in ``settle()``, by waiter number.
    @usableFromInline @exclusivity(unchecked) final var settleWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
    var lastSettleWaiter = 0

    /// Creates a store whose effects run through `effects`.
    ///
    /// - Parameters:
    ///   - initialState: The state before any signal.
    ///   - reducer: The feature's behaviour.
    ///   - effects: Runs the effects the reducer requests.
    ///   - historyCapacity: How many of the latest steps ``history`` keeps; zero keeps none.
    ///   - clock: The clock the effect runs read as ``EffectClock/current`` while `effects` starts them; `nil`,
    ///     the default, for the live ``ContinuousFlowClock``. A test store passes a test clock.
    ///   - dependencies: What the reducer reads as ``FlowDependencies/current`` (the date, new UUIDs, random
    ///     numbers); `nil`, the default, for ``FlowDependencies/live``. A test store passes incrementing ones.
    public init<Effects: FlowEffectHandler>(
        initialState: State,
        reducer: Reducer,
        effects: Effects,
        historyCapacity: Int = FlowStore.defaultHistoryCapacity,
        clock: (any FlowClock)? = nil,
        dependencies: FlowDependencies? = nil
    ) where Effects.Effect == Effect, Effects.Event == Event {
        self.initialState = initialState
        self.historyCapacity = max(0, historyCapacity)
        self.reducer = reducer
        self.handling = EffectHandling(effects)
        self.clock = clock
        self.dependencies = dependencies
        self.current = initialState
        self.steps = StepHistory(capacity: historyCapacity)
    }

    /// Creates a store for a reducer that requests no effects; any it does request finish without events.
    public init(
        initialState: State,
        reducer: Reducer,
        historyCapacity: Int = FlowStore.defaultHistoryCapacity,
        dependencies: FlowDependencies? = nil
    ) {
        self.init(
            initialState: initialState, reducer: reducer, effects: NoEffects<Effect, Event>(),
            historyCapacity: historyCapacity, dependencies: dependencies)
    }

    // The last reference is gone: nothing can call an isolated member any more, so no reducer call can follow.
    // Runs still in flight hold the store weakly; cancelling them ends their streams. What waits in the inbox is
    // dropped: the drainer finds no store to hand it to.
    deinit {
        runs.cancelAll()
    }

    // MARK: Reading

    /// The current state, after every signal sent before this was read.
    public var state: State {
        takeInbox()
        return current
    }

    /// How many signals have been applied.
    public var version: Int {
        takeInbox()
        return applied
    }

    /// The latest steps, oldest first, at most ``historyCapacity`` of them.
    public var history: [FlowStep<Reducer>] {
        takeInbox()
        return steps.steps
    }

    /// How many effect runs are in flight, with or without an id.
    public var runningEffectCount: Int {
        takeInbox()
        return runs.count
    }

    /// The ids of the effect runs in flight, sorted; runs without an id are counted by ``runningEffectCount`` only.
    public var runningEffectIDs: [EffectID] {
        takeInbox()
        return runs.ids
    }

    /// Whether no effect is running and no signal is waiting to be applied.
    public var isSettled: Bool {
        takeInbox()
        return runs.isEmpty
    }

    // MARK: Effects

    /// Cancels every effect run in flight under `id`, including runs started by signals sent before this call.
    /// Events those runs produced that were not yet applied are dropped.
    public func cancelEffect(id: EffectID) {
        takeInbox()
        runs.cancel(id: id)
        wakeSettleWaitersIfIdle()
    }

    /// Cancels every effect run in flight, with or without an id, including runs started by signals sent before
    /// this call. Events they produced that were not yet applied are dropped.
    public func cancelAllEffects() {
        takeInbox()
        runs.cancelAll()
        wakeSettleWaitersIfIdle()
    }

    /// Cancels the runs under `id` from synchronous code — a button action, `viewWillDisappear` — without waiting.
    ///
    /// The cancellation is queued in order with ``enqueue(_:)``: runs started by intents enqueued before it are
    /// cancelled too, and events those runs produced that were not yet applied are dropped.
    public nonisolated func enqueueCancelEffect(id: EffectID) {
        post(.cancel(id))
    }

    /// Cancels every run from synchronous code without waiting; ordered like ``enqueueCancelEffect(id:)``.
    public nonisolated func enqueueCancelAllEffects() {
        post(.cancel(nil))
    }
}
