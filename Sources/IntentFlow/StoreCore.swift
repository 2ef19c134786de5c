/// The serial heart of a ``FlowStore``: a queue that any thread appends to, and a lock-guarded section in which
/// one thread at a time applies what is queued.
///
/// Whoever posts a signal and finds the section free applies the queue itself, on its own thread, with no task
/// or executor hop; whoever finds it busy leaves its signal to the thread inside, which takes everything queued
/// before leaving. So signals are applied in the order they were queued, one at a time, and sending costs a few
/// uncontended locks.
///
/// Lock order: ``serial``, then ``mailbox`` or ``waiters``. Posting never waits for ``serial``, so reducers,
/// observers and effect handlers running inside the section may post without deadlock.
///
/// The hot path is `@inlinable` so that it is specialized for the client's reducer: unspecialized, generic
/// metadata lookups would cost more than the work itself.
@usableFromInline
final class StoreCore<Reducer: FlowReducer>: Sendable {
    @usableFromInline typealias State = Reducer.State
    @usableFromInline typealias Effect = Reducer.Effect
    @usableFromInline typealias Event = Reducer.Event

    /// What only the thread inside the section touches.
    @usableFromInline
    struct Serial: Sendable {
        @usableFromInline var current: State
        @usableFromInline var applied = 0
        @usableFromInline var steps: HistoryBuffer<FlowStep<Reducer>>
        @usableFromInline var observers: [FlowObserver<Reducer>] = []
        @usableFromInline var runs = EffectRuns()
        /// How many settle waiters registered since the store was last idle; cheap to test on every drain.
        @usableFromInline var settleWaiters = 0
        /// The section's half of the mailbox's double buffer: swapping keeps both arrays' capacity.
        @usableFromInline var taken: [MailItem<Reducer>] = []

        init(current: State, steps: HistoryBuffer<FlowStep<Reducer>>) {
            self.current = current
            self.steps = steps
        }
    }

    /// Which queued events of effect runs a drain drops, because a cancellation of those runs is under way.
    @usableFromInline
    enum Discard {
        case none
        case id(EffectID)
        case all

        @inlinable
        func drops(_ run: EffectRuns.Run) -> Bool {
            switch self {
            case .none: false
            case .id(let id): run.id == id
            case .all: true
            }
        }
    }

    /// How many queued signals make an async send wait for the section, bounding memory when callers send faster
    /// than the reducer runs.
    @inlinable static var backlogLimit: Int { 1 << 16 }

    /// How many times a poster re-enters the section for signals queued meanwhile before handing over to a task.
    @inlinable static var passesPerPost: Int { 8 }

    @usableFromInline let historyCapacity: Int
    @usableFromInline let reducer: Reducer
    @usableFromInline let handle: @Sendable (Effect) -> AsyncStream<Event>
    @usableFromInline let mailbox = Locked<[MailItem<Reducer>]>([])
    @usableFromInline let serial: Locked<Serial>
    @usableFromInline let waiters = Locked(SettleWaiters())

    init(
        initialState: State, reducer: Reducer, historyCapacity: Int,
        handle: @escaping @Sendable (Effect) -> AsyncStream<Event>
    ) {
        self.reducer = reducer
        self.handle = handle
        self.historyCapacity = max(0, historyCapacity)
        self.serial = Locked(Serial(current: initialState, steps: HistoryBuffer(capacity: historyCapacity)))
    }

    // MARK: Posting

    /// Applies `item` at once if the section is free and nothing is queued before it; queues it otherwise, for
    /// the thread inside the section to apply. With `waitIfBacklogged`, a caller facing a large backlog waits for
    /// the section instead of adding to it.
    @inlinable
    func post(_ item: MailItem<Reducer>, waitIfBacklogged: Bool = false) {
        let entered = serial.withLockIfAvailable { serial -> Bool in
            // Signals queued by others while the section was busy go first.
            let queued = mailbox.withLock { items -> Bool in
                guard !items.isEmpty else { return false }
                items.append(item)
                return true
            }
            if !queued { apply(item, to: &serial, discarding: .none) }
            return drain(&serial, discarding: .none)
        }
        if let wakeSettlers = entered {
            if wakeSettlers { resumeSettleWaiters() }
            // Signals posted while this thread held the section and found it busy.
            if !mailbox.withLock({ $0.isEmpty }) { drainIfFree() }
            return
        }
        let backlog = mailbox.withLock { items in
            items.append(item)
            return items.count
        }
        if waitIfBacklogged && backlog >= Self.backlogLimit {
            withSection { _ in }
        } else {
            // The thread inside may have left between the attempt above and the append.
            drainIfFree()
        }
    }

    /// Applies the queue unless another thread is doing so; that thread takes whatever is queued before it
    /// leaves, and so does this one for signals queued while it was inside.
    @inlinable
    func drainIfFree() {
        for _ in 0..<Self.passesPerPost {
            guard let wakeSettlers = serial.withLockIfAvailable({ drain(&$0, discarding: .none) }) else { return }
            if wakeSettlers { resumeSettleWaiters() }
            if mailbox.withLock({ $0.isEmpty }) { return }
        }
        // A steady stream of signals from others: let a task carry on so this caller can return.
        Task { self.drainIfFree() }
    }

    /// Waits for the section, applies the queue, then runs `body` inside.
    @inlinable @discardableResult
    func withSection<Result>(discarding discard: Discard = .none, _ body: (inout Serial) -> Result) -> Result {
        let (result, wakeSettlers) = serial.withLock { serial in
            _ = drain(&serial, discarding: discard)
            let result = body(&serial)
            return (result, wakeIfIdle(&serial))
        }
        if wakeSettlers { resumeSettleWaiters() }
        // Signals posted while this thread held the section and found it busy.
        if !mailbox.withLock({ $0.isEmpty }) { drainIfFree() }
        return result
    }

    // MARK: Settling

    /// Returns once no effect runs and nothing is queued, or once the calling task is cancelled.
    func settle() async {
        while !Task.isCancelled {
            let waiter = waiters.withLock { $0.makeID() }
            await withTaskCancellationHandler {
                await withCheckedContinuation { continuation in
                    let idle = withSection { serial in
                        if serial.runs.isEmpty && mailbox.withLock({ $0.isEmpty }) { return true }
                        serial.settleWaiters += 1
                        if !waiters.withLock({ $0.register(waiter, continuation) }) {
                            // Cancelled before registering: leave at once.
                            return true
                        }
                        return false
                    }
                    if idle { continuation.resume() }
                }
            } onCancel: {
                waiters.withLock { $0.abandon(waiter) }?.resume()
            }
            if withSection({ $0.runs.isEmpty }) && mailbox.withLock({ $0.isEmpty }) { return }
        }
    }

    /// Inside the section: whether the store is idle with settle waiters to wake; resets the count if so.
    @inlinable
    func wakeIfIdle(_ serial: inout Serial) -> Bool {
        guard serial.settleWaiters > 0, serial.runs.isEmpty, mailbox.withLock({ $0.isEmpty }) else { return false }
        serial.settleWaiters = 0
        return true
    }

    @usableFromInline
    func resumeSettleWaiters() {
        for waiter in waiters.withLock({ $0.removeAll() }) {
            waiter.resume()
        }
    }

    // MARK: Releasing

    /// Cancels every run for a store that is going away. Never waits for the section: the store may be released
    /// by the thread inside it (an observer dropping the last reference).
    func release() {
        if serial.withLockIfAvailable({ $0.runs.cancelAll() }) == nil {
            Task { self.serial.withLock { $0.runs.cancelAll() } }
        }
    }

    // MARK: Applying

    /// Applies everything queued, including what is queued while applying; returns whether settle waiters are
    /// to be woken.
    @inlinable
    func drain(_ serial: inout Serial, discarding discard: Discard) -> Bool {
        while true {
            mailbox.withLock { swap(&$0, &serial.taken) }
            if serial.taken.isEmpty { break }
            for item in serial.taken {
                apply(item, to: &serial, discarding: discard)
            }
            serial.taken.removeAll(keepingCapacity: true)
        }
        return wakeIfIdle(&serial)
    }

    @inlinable
    func apply(_ item: MailItem<Reducer>, to serial: inout Serial, discarding discard: Discard) {
        switch item {
        case .intent(let intent):
            step(.intent(intent), &serial)
        case .event(let event, run: nil):
            step(.event(event), &serial)
        case .event(let event, run: let token?):
            // The run's token is checked now, as the event's turn comes inside the section: a run cancelled
            // after producing the event is no longer registered, so the event is dropped.
            guard let run = serial.runs.run(token), !discard.drops(run) else { return }
            step(.event(event), &serial)
        case .runFinished(let token):
            serial.runs.finish(token)
        case .observer(let observer):
            register(observer, &serial)
        }
    }

    @inlinable
    func register(_ observer: FlowObserver<Reducer>, _ serial: inout Serial) {
        guard observer.isActive else { return }
        observer.callback(FlowSnapshot(state: serial.current, version: serial.applied, step: nil))
        serial.observers.append(observer)
    }

    @inlinable
    func step(_ signal: FlowSignal<Reducer.Intent, Event>, _ serial: inout Serial) {
        let next = reducer.reduce(state: serial.current, signal: signal)
        serial.current = next.state
        serial.applied += 1
        if !next.cancellations.isEmpty || !next.effects.isEmpty {
            perform(next.cancellations, next.effects, &serial)
        }
        guard historyCapacity > 0 || !serial.observers.isEmpty else { return }
        let step = FlowStep<Reducer>(signal: signal, next: next)
        serial.steps.append(step)
        guard !serial.observers.isEmpty else { return }
        let snapshot = FlowSnapshot(state: serial.current, version: serial.applied, step: step)
        var sawInactive = false
        for observer in serial.observers {
            if observer.isActive {
                observer.callback(snapshot)
            } else {
                sawInactive = true
            }
        }
        if sawInactive {
            serial.observers.removeAll { !$0.isActive }
        }
    }

    /// Applies a step's cancellations, then starts its effects.
    @inlinable
    func perform(_ cancellations: [EffectID], _ effects: [EffectRequest<Effect>], _ serial: inout Serial) {
        for id in cancellations {
            serial.runs.cancel(id: id)
        }
        for request in effects {
            if let id = request.id {
                switch request.policy {
                case .run:
                    break
                case .cancelInFlight:
                    serial.runs.cancel(id: id)
                case .cancelOnly:
                    serial.runs.cancel(id: id)
                    continue
                }
            }
            let token = serial.runs.makeToken()
            let events = handle(request.effect)
            let task = Task { [self] in
                for await event in events {
                    post(.event(event, run: token))
                }
                post(.runFinished(token))
            }
            serial.runs.register(token, id: request.id, task: task)
        }
    }
}
