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
/// runs — goes through one queue and is applied on the actor in arrival order, one at a time. Sending only
/// appends to that queue, so it costs no hop onto the actor and returns before the signal is applied; every
/// actor-isolated member (``state``, ``history``, ``settle()``, ``observe(_:)``, …) first applies everything
/// queued before it was called. So `await store.send(.start)` followed by `await store.state` sees `.start`
/// applied. Observers are called synchronously on the actor as each signal is applied; a signal sent from an
/// observer is queued and applied after the current one.
///
/// ## Effects
/// Each run of an effect is registered under a token of its own, with its ``EffectID`` if it has one. An event
/// from a run is applied only if the run's token is still registered when the event's turn comes on the actor:
/// events of a run cancelled by ``Next/cancel(_:)``, by an ``EffectPolicy/cancelInFlight`` replacement, by
/// ``cancelEffect(id:)`` or by ``cancelAllEffects()`` never reach the reducer, even when the run had already
/// produced them. Releasing the store cancels every run.
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

    /// How many queued signals make ``send(_:)`` wait for the actor to apply them, bounding memory when a caller
    /// sends faster than the reducer runs.
    static var backlogLimit: Int { 1 << 16 }

    /// The state the store started from.
    public nonisolated let initialState: State
    /// The most steps ``history`` keeps.
    public nonisolated let historyCapacity: Int

    private let reducer: Reducer
    private let handle: @Sendable (Effect) -> AsyncStream<Event>
    private nonisolated let mailbox = Mailbox<Reducer>()
    /// The actor's half of the mailbox's double buffer.
    private var taken: [MailItem<Reducer>] = []
    private var current: State
    private var applied = 0
    private var steps: HistoryBuffer<FlowStep<Reducer>>
    private var observers: [FlowObserver<Reducer>] = []
    private var runs = EffectRuns()
    private var settleWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
    private var lastWaiter = 0

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
        self.current = initialState
        self.reducer = reducer
        self.handle = { effects.handle($0) }
        self.historyCapacity = max(0, historyCapacity)
        self.steps = HistoryBuffer(capacity: historyCapacity)
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
        runs.cancelTasks()
    }

    // MARK: Sending

    /// Sends an intent. It is applied after every signal sent before it, before any isolated member called
    /// after this returns.
    ///
    /// Runs on the caller's executor and normally does not suspend: sending from the main actor costs no hop.
    /// It waits for the actor only when more than a large backlog of signals is queued.
    public nonisolated(nonsending) func send(_ intent: Intent) async {
        if post(.intent(intent)) >= Self.backlogLimit {
            await drain()
        }
    }

    /// Sends intents in order, as one batch.
    public nonisolated(nonsending) func send<Intents: Sequence<Intent>>(contentsOf intents: Intents) async {
        for intent in intents {
            await send(intent)
        }
    }

    /// Sends an intent from synchronous code — an observer callback, a UI action — without waiting.
    ///
    /// Ordering is that of ``send(_:)``; there is no back-pressure.
    public nonisolated func enqueue(_ intent: Intent) {
        post(.intent(intent))
    }

    /// Feeds an event from outside the store's effects: a push, a system callback. It is applied in order with
    /// intents and is never subject to cancellation.
    public nonisolated(nonsending) func receive(_ event: Event) async {
        if post(.event(event, run: nil)) >= Self.backlogLimit {
            await drain()
        }
    }

    /// Queues `item` and makes sure a drain is on its way; returns the backlog.
    @discardableResult
    private nonisolated func post(_ item: MailItem<Reducer>) -> Int {
        let receipt = mailbox.post(item)
        if receipt.needsDrain {
            Task { await self.drain() }
        }
        return receipt.backlog
    }

    // MARK: Reading

    /// The current state, after every signal sent before this was read.
    public var state: State {
        drain()
        return current
    }

    /// How many signals have been applied.
    public var version: Int {
        drain()
        return applied
    }

    /// The latest steps, oldest first, at most ``historyCapacity`` of them.
    public var history: [FlowStep<Reducer>] {
        drain()
        return steps.elements
    }

    /// How many effect runs are in flight, with or without an id.
    public var runningEffectCount: Int {
        drain()
        return runs.count
    }

    /// The ids of the effect runs in flight, sorted; runs without an id are counted by ``runningEffectCount`` only.
    public var runningEffectIDs: [EffectID] {
        drain()
        return runs.ids
    }

    /// Whether no effect is running and no signal is waiting to be applied.
    public var isSettled: Bool {
        drain()
        return isIdle
    }

    private var isIdle: Bool {
        runs.isEmpty && mailbox.isEmpty
    }

    // MARK: Observing

    /// Registers `observer`, which is called at once with the current snapshot and then, on the store's actor,
    /// after every applied signal.
    ///
    /// The observation lasts as long as the returned ``FlowObservation`` is kept and not cancelled. The callback
    /// must be quick and must not block; to send from it, use ``enqueue(_:)``.
    public func observe(_ observer: @escaping @Sendable (FlowSnapshot<Reducer>) -> Void) -> FlowObservation {
        drain()
        let observation = FlowObservation()
        register(FlowObserver(observation: observation, callback: observer))
        return observation
    }

    /// Registers `observer` from synchronous code: it receives its first snapshot once the store applies the
    /// registration, in order with signals sent before and after.
    nonisolated func attach(_ observer: @escaping @Sendable (FlowSnapshot<Reducer>) -> Void) -> FlowObservation {
        let observation = FlowObservation()
        post(.observer(FlowObserver(observation: observation, callback: observer)))
        return observation
    }

    private func register(_ observer: FlowObserver<Reducer>) {
        guard observer.isActive else { return }
        observer.callback(FlowSnapshot(state: current, version: applied, step: nil))
        observers.append(observer)
    }

    // MARK: Effects

    /// Cancels every effect run in flight under `id`, including runs started by signals sent before this call.
    /// Events those runs produced that were not yet applied are dropped.
    public func cancelEffect(id: EffectID) {
        drain(discarding: .id(id))
        runs.cancel(id: id)
        resumeSettleWaitersIfIdle()
    }

    /// Cancels every effect run in flight, with or without an id, including runs started by signals sent before
    /// this call. Events they produced that were not yet applied are dropped.
    public func cancelAllEffects() {
        drain(discarding: .all)
        runs.cancelAll()
        resumeSettleWaitersIfIdle()
    }

    /// Returns once no effect is running and no signal is waiting — or once the calling task is cancelled.
    ///
    /// Tests await this instead of sleeping. It waits for effects that never finish forever; bound it with a
    /// timeout where that can happen (the test store's `finish()` does).
    public func settle() async {
        drain()
        while !isIdle && !Task.isCancelled {
            lastWaiter += 1
            let waiter = lastWaiter
            await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    settleWaiters[waiter] = continuation
                }
            } onCancel: {
                Task { await self.resumeSettleWaiter(waiter) }
            }
            drain()
        }
    }

    private func resumeSettleWaiter(_ waiter: Int) {
        settleWaiters.removeValue(forKey: waiter)?.resume()
    }

    private func resumeSettleWaitersIfIdle() {
        guard !settleWaiters.isEmpty, isIdle else { return }
        let waiters = settleWaiters.values
        settleWaiters.removeAll()
        for waiter in waiters {
            waiter.resume()
        }
    }

    // MARK: Applying

    /// Which effect runs' queued events a drain drops, because a cancellation of them is in progress.
    private enum Discard {
        case none
        case id(EffectID)
        case all

        func drops(_ run: EffectRuns.Run) -> Bool {
            switch self {
            case .none: false
            case .id(let id): run.id == id
            case .all: true
            }
        }
    }

    /// Applies everything queued, in order, including what is queued while applying.
    private func drain() {
        drain(discarding: .none)
    }

    private func drain(discarding discard: Discard) {
        var didWork = false
        while mailbox.take(into: &taken) {
            didWork = true
            for item in taken {
                apply(item, discarding: discard)
            }
            taken.removeAll(keepingCapacity: true)
        }
        if didWork {
            resumeSettleWaitersIfIdle()
        }
    }

    private func apply(_ item: MailItem<Reducer>, discarding discard: Discard) {
        switch item {
        case .intent(let intent):
            step(.intent(intent))
        case .event(let event, run: nil):
            step(.event(event))
        case .event(let event, run: let token?):
            // The run's token is checked here, on the actor, as the event's turn comes: a run cancelled after
            // producing the event is no longer registered, so the event is dropped.
            guard let run = runs.run(token), !discard.drops(run) else { return }
            step(.event(event))
        case .runFinished(let token):
            runs.finish(token)
        case .observer(let observer):
            register(observer)
        }
    }

    private func step(_ signal: FlowSignal<Intent, Event>) {
        let next = reducer.reduce(state: current, signal: signal)
        current = next.state
        applied += 1
        for id in next.cancellations {
            runs.cancel(id: id)
        }
        for request in next.effects {
            start(request)
        }
        guard historyCapacity > 0 || !observers.isEmpty else { return }
        let step = FlowStep<Reducer>(signal: signal, next: next)
        steps.append(step)
        notify(FlowSnapshot(state: current, version: applied, step: step))
    }

    private func notify(_ snapshot: FlowSnapshot<Reducer>) {
        var sawInactive = false
        for observer in observers {
            if observer.isActive {
                observer.callback(snapshot)
            } else {
                sawInactive = true
            }
        }
        if sawInactive {
            observers.removeAll { !$0.isActive }
        }
    }

    private func start(_ request: EffectRequest<Effect>) {
        if let id = request.id {
            switch request.policy {
            case .run:
                break
            case .cancelInFlight:
                runs.cancel(id: id)
            case .cancelOnly:
                runs.cancel(id: id)
                return
            }
        }
        let token = runs.makeToken()
        let task = Self.run(handle(request.effect), token: token, store: self)
        runs.register(token, id: request.id, task: task)
    }

    /// Iterates a run's events into the mailbox. The task holds the store weakly, so releasing the store
    /// (which cancels the task) is never prevented by a run in flight.
    private nonisolated static func run(
        _ events: AsyncStream<Event>, token: EffectRuns.Token, store: FlowStore
    ) -> Task<Void, Never> {
        Task { [weak store] in
            for await event in events {
                guard let store else { return }
                store.post(.event(event, run: token))
            }
            store?.post(.runFinished(token))
        }
    }
}
