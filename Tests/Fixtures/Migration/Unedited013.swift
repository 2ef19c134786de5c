// Code written against intentflow-ios 0.1.3, before any edit. IntentFlowMigrationTests type-checks it against this
// runtime as it is and after the edits its markers carry (Docs/Migration.md names each by its ID):
// - `0.1.3: ID → edited line`: the line draws a diagnostic as it is; the edit replaces it with the edited line.
// - `0.1.3 shim: ID`: the line compiles through a migration shim, with a deprecation warning naming the edit.
// - `0.1.3 behaviour: ID → edited line`: the line compiles, but the edit keeps 0.1.3's behaviour (or determinism).
// As it is, exactly the lines marked `0.1.3:` and `0.1.3 shim:` draw diagnostics; edited, it compiles with only the
// shims' warnings.
import IntentFlow

enum NoteState: Equatable, Sendable {
    case empty
    case saving(String)
    case saved(String)
}

enum NoteIntent: Equatable, Sendable {
    case save(String)
    case cancel
}

enum NoteEvent: Equatable, Sendable {
    case stored(String)
}

enum NoteEffect: Equatable, Sendable {
    case store(String)
}

enum NoteOutput: Equatable, Sendable {
    case saved(String)
}

enum NoteRoute: Equatable, Sendable {
    case list
}

struct NoteFlow: FlowReducer {
    func reduce(
        state: NoteState,
        signal: FlowSignal<NoteIntent, NoteEvent>
    ) -> Next<NoteState, NoteEffect, NoteOutput, NoteRoute> {
        switch (state, signal) {
        case (.empty, .intent(.save(let text))):
            return .state(.saving(text))
                .effect(.store(text), id: "note.store", policy: .cancelInFlight)
        case (.saving, .event(.stored(let text))):
            return .state(.saved(text))
                .output(.saved(text))
                .route(.list)
        case (_, .intent(.cancel)):
            return .state(.empty)
                .cancel("note.store")
        default:
            return .state(state)
        }
    }
}

struct NoteEffects: FlowEffectHandler {
    func handle(_ effect: NoteEffect) -> AsyncStream<NoteEvent> {
        AsyncStream { continuation in
            Task {
                switch effect {
                case .store(let text):
                    continuation.yield(.stored(text))
                }
                continuation.finish()
            }
        }
    }
}

struct NoteProjection: FlowProjection {
    func project(_ state: NoteState) -> String {
        switch state {
        case .empty: return "New note"
        case .saving: return "Saving…"
        case .saved(let text): return text
        }
    }
}

/// What R6 asks for: a cancellation of the app's own, where 0.1.3 code made a `FlowObservation` by hand.
final class NoteCancellation {
    private let onCancel: () -> Void

    init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    func cancel() {
        onCancel()
    }
}

final class NoteScreen {
    let store: FlowStore<NoteFlow, NoteEffects>  // 0.1.3: R1 → let store: FlowStore<NoteFlow>
    var observation: FlowObservation?

    init(store: FlowStore<NoteFlow, NoteEffects>) {  // 0.1.3: R1 → init(store: FlowStore<NoteFlow>) {
        self.store = store
    }
}

func reducerTest() {
    let next = NoteFlow().reduce(state: .empty, signal: .intent(.save("hi")))
    _ = next.effects == [.run(.store("hi"), id: "note.store", policy: .cancelInFlight)]  // 0.1.3 shim: E2
    _ = next.effects == [EffectRequest(id: "note.store", policy: .cancelInFlight, effect: .store("hi"))]  // 0.1.3 shim: E3
    let cancel = NoteFlow().reduce(state: .saving("hi"), signal: .intent(.cancel))
    _ = cancel.effects == [.cancel("note.store")]  // 0.1.3: E1 → _ = cancel.cancellations == ["note.store"]
    _ = Next<NoteState, NoteEffect, NoteOutput, NoteRoute>(state: .empty, effects: [], outputs: [], routes: [])
    for request in next.effects {
        if let effect = request.effect { _ = effect }  // 0.1.3: E4 → let effect = request.effect; _ = effect
        _ = (request.id, request.policy)
    }
}

func traceTest() {
    let trace = NoteFlow().trace(initialState: .empty, signals: [.intent(.save("hi")), .event(.stored("hi"))])
    _ = trace.steps.map(\.state) == [.saving("hi"), .saved("hi")]
    _ = trace.steps[1].routes == [.list]
    _ = trace.steps[1].outputs == [.saved("hi")]
    _ = trace.steps.count
    let typed: [FlowTraceStep<NoteState, NoteEffect, NoteOutput, NoteRoute>] = []  // 0.1.3: T1 → let typed: [FlowStep<NoteFlow>] = []
    _ = typed
    let next = NoteFlow().reduce(state: .empty, signal: .intent(.save("hi")))
    _ = FlowTrace<NoteFlow>(steps: [])  // 0.1.3: T2 → _ = FlowTrace<NoteFlow>(initialState: .empty, steps: [])
    let steps: [FlowTraceStep<NoteState, NoteEffect, NoteOutput, NoteRoute>] = trace.steps  // 0.1.3: T3 → let steps: [FlowStep<NoteFlow>] = Array(trace.steps)
    _ = (steps, next)
}

func storeTest() async throws {
    let store = FlowStore(initialState: NoteState.empty, reducer: NoteFlow(), effects: NoteEffects())
    let snapshot = await store.send(.save("hi"))  // 0.1.3: R2 → await store.send(.save("hi")); let snapshot = await store.history.last
    _ = snapshot.routes  // 0.1.3: R2 → _ = snapshot?.routes
    await store.receive(.stored("hi"))  // 0.1.3 shim: R8
    try await Task.sleep(for: .milliseconds(80))  // 0.1.3 behaviour: X1 → await store.settle()
    _ = await store.state == .saved("hi")
    let history = await store.history
    _ = history == [.init(state: .saving("hi"), outputs: [], routes: []), .init(state: .saved("hi"), outputs: [.saved("hi")], routes: [.list])]  // 0.1.3: R3 → _ = history.map(\.state) == [.saving("hi"), .saved("hi")] && history.map(\.outputs) == [[], [.saved("hi")]] && history.map(\.routes) == [[], [.list]]
    _ = history.map(\.state) == [.saving("hi"), .saved("hi")]
    _ = history.last?.routes == [.list]
    await store.cancelEffect(id: "note.store")
    await store.cancelAllEffects()
    let quiet = FlowStore(initialState: NoteState.empty, reducer: NoteFlow(), effects: NoEffectHandler())  // 0.1.3 shim: E5
    await quiet.send(.cancel)
}

func observationTest(store: FlowStore<NoteFlow>) async {
    var seen: [FlowSnapshot<NoteState, NoteOutput, NoteRoute>] = []  // 0.1.3: R4 → var seen: [FlowSnapshot<NoteFlow>] = []
    seen.removeAll()
    let observation = await store.observe { snapshot in  // 0.1.3 behaviour: R5 → let observation = await store.observe { snapshot in guard snapshot.step != nil else { return }
        _ = (snapshot.state, snapshot.outputs, snapshot.routes)
    }
    observation.cancel()
    let manual = FlowObservation(onCancel: {})  // 0.1.3: R6 → let manual = NoteCancellation(onCancel: {})
    _ = manual
    let forward: (FlowStore<NoteFlow>.Output) -> Void = { _ in }  // 0.1.3 shim: R7
    let route: FlowStore<NoteFlow>.Route? = nil  // 0.1.3 shim: R7
    _ = (forward, route)
}
