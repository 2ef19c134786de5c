import IntentFlow

/// An exhaustive test harness around a ``FlowStore``: every step must be asserted, every event received,
/// every effect finished.
///
/// ```swift
/// @Test func searchLoadsResults() async {
///     let store = FlowTestStore(initialState: SearchState(), reducer: SearchFlow(), effects: SearchEffects.stub)
///     let search = EffectRequest(.search("swift"), id: "search", policy: .cancelInFlight)
///     await store.send(.queryChanged("swift"), effects: [search]) {
///         $0.query = "swift"
///         $0.isLoading = true
///     }
///     await store.receive(.resultsLoaded(["Swift"])) {
///         $0.isLoading = false
///         $0.results = ["Swift"]
///     }
///     await store.finish()
/// }
/// ```
///
/// A test *sends* what comes from outside — an intent, or an event with
/// ``send(event:effects:cancellations:outputs:routes:fileID:filePath:line:column:_:)`` — and *receives* what an effect
/// sent back. `Docs/Testing.md` is the reference, with examples.
///
/// The trailing closure of ``send(_:effects:cancellations:outputs:routes:fileID:filePath:line:column:_:)`` and
/// ``receive(_:timeout:effects:cancellations:outputs:routes:fileID:filePath:line:column:_:)`` mutates a copy of
/// the previous state into the expected one; omit it when the step must not change the state. The `effects`,
/// `cancellations`, `outputs` and `routes` arguments, when given, must equal what the step produced.
///
/// The test fails when a step's state differs from the expected one, when an event arrives that the test did
/// not receive, when an expected event does not arrive within the timeout, and when
/// ``finish(timeout:fileID:filePath:line:column:)`` finds effects still running. Failures go to the
/// ``FlowTestReporter`` with expected and actual values as a diff.
///
/// The test store is not `Sendable`: use it from the test's own task.
public final class FlowTestStore<Reducer: FlowReducer>
where
    Reducer.State: Equatable, Reducer.Event: Equatable, Reducer.Effect: Equatable, Reducer.Output: Equatable,
    Reducer.Route: Equatable
{
    /// The product state.
    public typealias State = Reducer.State
    /// The reducer's intents.
    public typealias Intent = Reducer.Intent
    /// The reducer's events.
    public typealias Event = Reducer.Event

    /// The store under test.
    public let store: FlowStore<Reducer>
    /// The state as asserted so far: the state after the last step sent or received.
    public private(set) var state: State
    /// How long ``receive(_:timeout:effects:cancellations:outputs:routes:fileID:filePath:line:column:_:)`` and
    /// ``finish(timeout:fileID:filePath:line:column:)`` wait unless told otherwise.
    public var timeout: Duration
    /// Where failures go.
    public let reporter: FlowTestReporter
    /// The clock the store's effect runs sleep on: time moves only when the test moves it.
    public let clock: TestClock
    /// What the reducer reads as `FlowDependencies.current`: UUIDs counting up from zero, a date that starts at
    /// 2001-01-01 00:00:00 UTC and moves with ``clock``, seeded random numbers, unless the test gave others.
    public let dependencies: FlowDependencies

    private let log = StepLog<Reducer>()
    private var observation: FlowObservation?

    /// Creates a test store whose effects run through `effects`.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait for an expected event or for effects to finish; one second by default.
    ///   - reporter: Where failures go; ``FlowTestReporter/automatic`` picks Swift Testing or XCTest.
    ///   - clock: The clock the effect runs sleep on (as `EffectClock.current`); a new ``TestClock`` at zero by
    ///     default.
    ///   - dependencies: What the reducer reads as `FlowDependencies.current`; by default
    ///     `FlowDependencies.incrementing(clock: clock)`, whose date moves with the clock.
    public init<Effects: FlowEffectHandler>(
        initialState: State,
        reducer: Reducer,
        effects: Effects,
        timeout: Duration = .seconds(1),
        reporter: FlowTestReporter = .automatic,
        clock: TestClock = TestClock(),
        dependencies: FlowDependencies? = nil
    ) where Effects.Effect == Reducer.Effect, Effects.Event == Event {
        let dependencies = dependencies ?? .incrementing(clock: clock)
        self.store = FlowStore(
            initialState: initialState, reducer: reducer, effects: effects, clock: clock, dependencies: dependencies)
        self.clock = clock
        self.dependencies = dependencies
        self.state = initialState
        self.timeout = timeout
        self.reporter = reporter
        let log = log
        self.observation = store.attach { snapshot in
            if let step = snapshot.step { log.append(step) }
        }
    }

    /// Creates a test store for a reducer that requests no effects.
    public convenience init(
        initialState: State,
        reducer: Reducer,
        timeout: Duration = .seconds(1),
        reporter: FlowTestReporter = .automatic,
        dependencies: FlowDependencies? = nil
    ) {
        self.init(
            initialState: initialState, reducer: reducer, effects: NoEffects<Reducer.Effect, Event>(),
            timeout: timeout, reporter: reporter, clock: TestClock(), dependencies: dependencies)
    }

    deinit {
        observation?.cancel()
    }

    // MARK: Asserting

    /// Sends `intent` and asserts the step it produced.
    ///
    /// Fails first if events arrived since the last assertion that the test did not receive.
    ///
    /// - Parameters:
    ///   - effects: When given, the effects the step must request.
    ///   - cancellations: When given, the ids the step must cancel.
    ///   - outputs: When given, the outputs the step must produce.
    ///   - routes: When given, the routes the step must produce.
    ///   - updateExpectedState: Turns a copy of the previous state into the expected state.
    /// - Returns: The step, or `nil` when it could not be found.
    @discardableResult
    public nonisolated(nonsending) func send(
        _ intent: Intent,
        effects: [EffectRequest<Reducer.Effect>]? = nil,
        cancellations: [EffectID]? = nil,
        outputs: [Reducer.Output]? = nil,
        routes: [Reducer.Route]? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ updateExpectedState: ((inout State) throws -> Void)? = nil
    ) async -> FlowStep<Reducer>? {
        let location = Location(fileID: fileID, filePath: filePath, line: line, column: column)
        let expectation = StepExpectation(
            effects: effects, cancellations: cancellations, outputs: outputs, routes: routes,
            updateState: updateExpectedState)
        let store = store
        return await apply(
            "sending \(intent)", expectation: expectation, at: location,
            isApplied: { step in
                guard case .intent = step.signal else { return false }
                return true
            },
            perform: { await store.send(intent) })
    }

    /// Sends `event` from outside the store's effects (a push, a timer, a system callback: what
    /// ``FlowStore/send(event:)`` does) and asserts the step it produced.
    ///
    /// Use it to start a test from an event; events the store's effects send are asserted with
    /// ``receive(_:timeout:effects:cancellations:outputs:routes:fileID:filePath:line:column:_:)``. Fails first if
    /// events arrived since the last assertion that the test did not receive.
    ///
    /// - Parameters:
    ///   - effects: When given, the effects the step must request.
    ///   - cancellations: When given, the ids the step must cancel.
    ///   - outputs: When given, the outputs the step must produce.
    ///   - routes: When given, the routes the step must produce.
    ///   - updateExpectedState: Turns a copy of the previous state into the expected state.
    /// - Returns: The step, or `nil` when it could not be found.
    @discardableResult
    public nonisolated(nonsending) func send(
        event: Event,
        effects: [EffectRequest<Reducer.Effect>]? = nil,
        cancellations: [EffectID]? = nil,
        outputs: [Reducer.Output]? = nil,
        routes: [Reducer.Route]? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ updateExpectedState: ((inout State) throws -> Void)? = nil
    ) async -> FlowStep<Reducer>? {
        let location = Location(fileID: fileID, filePath: filePath, line: line, column: column)
        let expectation = StepExpectation(
            effects: effects, cancellations: cancellations, outputs: outputs, routes: routes,
            updateState: updateExpectedState)
        let store = store
        return await apply(
            "sending \(event)", expectation: expectation, at: location,
            isApplied: { $0.signal.event == event },
            perform: { await store.send(event: event) })
    }

    /// Runs `perform`, which applies one signal, and asserts the step `isApplied` recognises against
    /// `expectation`; steps applied before it (events of effects that raced it) were not received and fail.
    private nonisolated(nonsending) func apply(
        _ action: String, expectation: StepExpectation, at location: Location,
        isApplied: (FlowStep<Reducer>) -> Bool, perform: () async -> Void
    ) async -> FlowStep<Reducer>? {
        _ = await store.version
        failOnUnreceivedEvents(log.removeAll(), before: action, at: location)
        await perform()
        _ = await store.version
        var racing: [FlowStep<Reducer>] = []
        while let step = log.popFirst() {
            guard isApplied(step) else {
                racing.append(step)
                continue
            }
            failOnUnreceivedEvents(racing, before: action, at: location)
            check(step, against: expectation, describing: action, at: location)
            return step
        }
        failOnUnreceivedEvents(racing, before: action, at: location)
        fail("Tried \(action), but the store applied no such signal.", at: location)
        return nil
    }

    /// Waits for the next event the store applies and asserts it is `expectedEvent`, then asserts its step.
    ///
    /// - Parameters:
    ///   - timeout: How long to wait; ``timeout`` by default.
    ///   - effects: When given, the effects the step must request.
    ///   - cancellations: When given, the ids the step must cancel.
    ///   - outputs: When given, the outputs the step must produce.
    ///   - routes: When given, the routes the step must produce.
    ///   - updateExpectedState: Turns a copy of the previous state into the expected state.
    /// - Returns: The step, or `nil` when no event arrived in time.
    @discardableResult
    public nonisolated(nonsending) func receive(
        _ expectedEvent: Event,
        timeout: Duration? = nil,
        effects: [EffectRequest<Reducer.Effect>]? = nil,
        cancellations: [EffectID]? = nil,
        outputs: [Reducer.Output]? = nil,
        routes: [Reducer.Route]? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column,
        _ updateExpectedState: ((inout State) throws -> Void)? = nil
    ) async -> FlowStep<Reducer>? {
        let location = Location(fileID: fileID, filePath: filePath, line: line, column: column)
        let wait = timeout ?? self.timeout
        guard let step = await log.next(timeout: wait) else {
            let running = await runningDescription()
            fail("Expected to receive \(expectedEvent) within \(wait), but no event arrived. \(running)", at: location)
            return nil
        }
        guard case .event(let event) = step.signal else {
            fail("Expected to receive \(expectedEvent), but the next step was \(step.signal).", at: location)
            state = step.state
            return step
        }
        if event != expectedEvent {
            fail(
                "Received an event other than the expected one: "
                    + FlowDiff.lines(expected: expectedEvent, actual: event),
                at: location)
        }
        let expectation = StepExpectation(
            effects: effects, cancellations: cancellations, outputs: outputs, routes: routes,
            updateState: updateExpectedState)
        check(step, against: expectation, describing: "receiving \(event)", at: location)
        return step
    }

    /// Asserts the test is complete: waits up to `timeout` for effects to finish, then fails for effects still
    /// running (and cancels them) and for events that arrived but were not received.
    public nonisolated(nonsending) func finish(
        timeout: Duration? = nil,
        fileID: StaticString = #fileID,
        filePath: StaticString = #filePath,
        line: UInt = #line,
        column: UInt = #column
    ) async {
        let location = Location(fileID: fileID, filePath: filePath, line: line, column: column)
        let wait = timeout ?? self.timeout
        let store = store
        let settled =
            await withTimeout(wait) {
                await store.settle()
                return await store.isSettled
            } ?? false
        if !settled {
            let running = await runningDescription()
            fail("Effects were still running \(wait) after the last assertion. \(running)", at: location)
            await store.cancelAllEffects()
        }
        _ = await store.version
        failOnUnreceivedEvents(log.removeAll(), before: "finishing", at: location)
    }

    /// Accepts every event applied so far without asserting it, moving ``state`` to the store's state; for
    /// tests that do not care about some events.
    public nonisolated(nonsending) func skipReceivedEvents() async {
        _ = await store.version
        if let last = log.removeAll().last {
            state = last.state
        }
    }

    // MARK: Checking

    private struct Location {
        var fileID: StaticString
        var filePath: StaticString
        var line: UInt
        var column: UInt
    }

    private struct StepExpectation {
        var effects: [EffectRequest<Reducer.Effect>]?
        var cancellations: [EffectID]?
        var outputs: [Reducer.Output]?
        var routes: [Reducer.Route]?
        var updateState: ((inout State) throws -> Void)?
    }

    private func check(
        _ step: FlowStep<Reducer>, against expectation: StepExpectation, describing action: String,
        at location: Location
    ) {
        var expected = state
        if let updateState = expectation.updateState {
            do {
                try updateState(&expected)
            } catch {
                fail("The state update for \(action) threw \(error).", at: location)
            }
        }
        if expected != step.state {
            fail(
                "State after \(action) differs from the expected state: "
                    + FlowDiff.lines(expected: expected, actual: step.state), at: location)
        }
        state = step.state
        checkPart("effects", expectation.effects, step.effects, action, location)
        checkPart("cancellations", expectation.cancellations, step.cancellations, action, location)
        checkPart("outputs", expectation.outputs, step.outputs, action, location)
        checkPart("routes", expectation.routes, step.routes, action, location)
    }

    private func checkPart<Element: Equatable>(
        _ name: String, _ expected: [Element]?, _ actual: [Element], _ action: String, _ location: Location
    ) {
        guard let expected, expected != actual else { return }
        fail(
            "The \(name) of \(action) differ from the expected ones: "
                + FlowDiff.lines(expected: expected, actual: actual), at: location)
    }

    private func failOnUnreceivedEvents(_ steps: [FlowStep<Reducer>], before action: String, at location: Location) {
        guard let last = steps.last else { return }
        let events = steps.map { "  \($0.signal)" }.joined(separator: "\n")
        fail(
            "\(steps.count) event(s) arrived that the test did not receive before \(action):\n\(events)\n"
                + "Receive them with `receive(_:)`, or accept them with `skipReceivedEvents()`.",
            at: location)
        state = last.state
    }

    private nonisolated(nonsending) func runningDescription() async -> String {
        let count = await store.runningEffectCount
        guard count > 0 else { return "No effect is running." }
        let ids = await store.runningEffectIDs.map(\.rawValue)
        let unnamed = count - ids.count
        var parts = ids.map { "\"\($0)\"" }
        if unnamed > 0 { parts.append("\(unnamed) without id") }
        return "\(count) effect run(s) in flight: \(parts.joined(separator: ", "))."
    }

    private func fail(_ message: String, at location: Location) {
        reporter.report(
            FlowTestFailure(
                message: message, fileID: location.fileID, filePath: location.filePath, line: location.line,
                column: location.column))
    }
}
