// The store's machinery, all of it isolated to the store's actor: taking the inbox, applying a signal, starting
// and ending effect runs, waking settle waiters. Inlinable so that it is specialized for the client's reducer;
// unspecialized, generic metadata lookups would cost more than the work itself.
extension FlowStore {
    /// Applies everything synchronous callers queued, oldest first. Every isolated member calls this first.
    @inlinable @inline(__always)
    func takeInbox() {
        let items = inbox.take()
        guard !items.isEmpty else { return }
        for item in items {
            switch item {
            case .intent(let intent):
                step(.intent(intent))
            case .event(let event):
                step(.event(event))
            case .observer(let gate):
                register(gate)
            case .cancel(let id?):
                runs.cancel(id: id)
            case .cancel(nil):
                runs.cancelAll()
            case .runEvent(let event, let token):
                if runs.contains(token) { step(.event(event)) }
            case .runEnded(let token):
                runs.finish(token)
            }
        }
        wakeSettleWaitersIfIdle()
    }

    /// Hands `gate` the current snapshot and keeps it for the snapshots of later steps.
    @usableFromInline
    func register(_ gate: ObserverGate<Reducer>) {
        if gate.call(FlowSnapshot(state: current, version: applied, step: nil), self) {
            observers.append(gate)
        }
    }

    /// Applies one signal: reduces, starts and cancels effects, records the step and notifies observers.
    @inlinable
    func step(_ signal: FlowSignal<Intent, Event>) {
        let next = reduce(signal)
        current = next.state
        applied += 1
        if !next.cancellations.isEmpty || !next.effects.isEmpty {
            perform(next.cancellations, next.effects)
        }
        steps.append(signal: signal, next: next)
        guard !observers.isEmpty else { return }
        // The step takes the reducer's result over (`consume`): its arrays move rather than being copied.
        notify(FlowSnapshot(state: current, version: applied, step: FlowStep(signal: signal, next: consume next)))
    }

    /// The reducer's answer to `signal` in the current state, with the store's dependencies as
    /// ``FlowDependencies/current`` unless they are the live ones (the common case skips binding them).
    @inlinable @inline(__always)
    func reduce(_ signal: FlowSignal<Intent, Event>) -> Next<State, Effect, Reducer.Output, Reducer.Route> {
        guard let dependencies else { return reducer.reduce(state: current, signal: signal) }
        return FlowDependencies.$current.withValue(dependencies) { reducer.reduce(state: current, signal: signal) }
    }

    /// Calls every open observer with `snapshot`, forgetting the closed ones.
    @inlinable
    func notify(_ snapshot: FlowSnapshot<Reducer>) {
        var sawClosed = false
        for observer in observers where !observer.call(snapshot, self) {
            sawClosed = true
        }
        if sawClosed {
            observers.removeAll { $0.isClosed }
        }
    }

    /// Applies a step's cancellations, then starts its effects.
    @inlinable
    func perform(_ cancellations: [EffectID], _ effects: [EffectRequest<Effect>]) {
        for id in cancellations {
            runs.cancel(id: id)
        }
        for request in effects {
            if let id = request.id {
                switch request.policy {
                case .run:
                    break
                case .cancelInFlight:
                    runs.cancel(id: id)
                case .cancelOnly:
                    runs.cancel(id: id)
                    continue
                }
            }
            start(request)
        }
    }

    /// Starts one run and registers it before anything else can happen on the actor, so that a cancellation or
    /// the store's release always finds it.
    ///
    /// The run hands its events to the inbox rather than awaiting the actor: awaiting would hold the store
    /// strongly for as long as the call is queued, and a few runs that send without pause would then always have
    /// one call queued and keep a store alive that its owners let go. A run whose event finds no drain under way
    /// drains the inbox itself (``drain(_:_:)``) rather than starting a task for it. The run holds nothing of the
    /// store but a weak reference; the store's release cancels it.
    ///
    /// The run's task is created with the store's clock as ``EffectClock/current`` unless it is the live one
    /// (which is what `current` is without a binding, so the common case skips binding it); the task inherits it.
    @inlinable
    func start(_ request: EffectRequest<Effect>) {
        let token = runs.makeToken()
        let task: Task<Void, Never>
        if let clock {
            let runClock = EffectClock(forRunOn: clock)
            task = EffectClock.$current.withValue(runClock) {
                Self.spawn(runBody(request.effect, token, runClock), immediately: runClock.followsRun)
            }
        } else {
            task = Self.spawn(runBody(request.effect, token, nil), immediately: false)
        }
        runs.register(token, id: request.id, task: task)
    }

    /// What the task of one run does: call the handler's function, or iterate the handler's stream, started here on
    /// the actor (a handler may count on its calls coming in the order the runs start). Once the run has ended,
    /// its clock (a store's own, not the live one) is told.
    @inlinable
    func runBody(
        _ effect: Effect, _ token: EffectRuns.Token, _ runClock: EffectClock?
    ) -> @Sendable () async -> Void {
        let reference = WeakStore(self)
        switch handling {
        case .run(let run):
            return { [inbox] in
                let send = FlowSend<Event> { event in
                    if inbox.post(.runEvent(event, token)) { await Self.drain(reference, inbox) }
                }
                // The only error is the cancellation that already ended the run.
                try? await run(effect, send)
                if inbox.postEnd(.runEnded(token)) { await Self.drain(reference, inbox) }
                runClock?.endRun()
            }
        case .stream(let handle):
            let events = handle(effect)
            return { [inbox] in
                for await event in events {
                    if inbox.post(.runEvent(event, token)) { await Self.drain(reference, inbox) }
                }
                if inbox.postEnd(.runEnded(token)) { await Self.drain(reference, inbox) }
                runClock?.endRun()
            }
        }
    }

    /// Starts the task of a run; `immediately`, on a clock that follows runs (a test clock), it runs right here until
    /// it first suspends — its first sleep is registered, its first events posted — so that a test moving the
    /// clock just after the step finds the run where it waits. Elsewhere, and before Swift 6.2's runtime, it is
    /// scheduled as usual.
    ///
    /// Nonisolated, so that the task does not inherit the store's actor (`Task.immediate` always inherits its
    /// caller's isolation): the run holds no strong reference to the store and does not run on its actor.
    @inlinable
    nonisolated static func spawn(_ body: @escaping @Sendable () async -> Void, immediately: Bool) -> Task<Void, Never>
    {
        if immediately, #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            return Task.immediate(operation: body)
        }
        return Task(operation: body)
    }

    /// Resumes the settle waiters if no run is in flight and nothing waits in the inbox.
    ///
    /// Every isolated member that can make the store idle ends with this; a waiter woken too early checks again.
    @inlinable @inline(__always)
    func wakeSettleWaitersIfIdle() {
        if !settleWaiters.isEmpty { wakeSettleWaitersNowIfIdle() }
    }

    @usableFromInline
    func wakeSettleWaitersNowIfIdle() {
        guard runs.isEmpty, inbox.isEmpty else { return }
        let waiting = settleWaiters.values
        settleWaiters.removeAll()
        inbox.settleWaitersGone()
        for waiter in waiting { waiter.resume() }
    }
}
