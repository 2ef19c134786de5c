import IntentFlow
import IntentFlowTesting

/// An upload for the late-outcome tests: its run can be cancelled, replaced or left running (`close` from
/// `uploading`; `close` from `idle` reaches `closed` with nothing running), and a switch plants each way a reducer
/// can act on an outcome that arrives after that.
struct LateOutcomeFlow: FlowReducer {
    enum State: Equatable, Sendable {
        case idle(lastError: String?)
        case uploading(progress: Int)
        case completed
        case closed
    }

    enum Intent: Equatable, Sendable {
        case start
        case restart
        case cancel
        case close
    }

    enum Event: Equatable, Sendable {
        case progress(Int)
        case uploaded
        case failed(String)
    }

    enum Effect: Equatable, Sendable {
        case upload
    }

    enum Output: Equatable, Sendable {
        case done
    }

    /// How this reducer departs from ``transitions``.
    enum Drift: Sendable {
        case none
        /// `idle + failed` keeps `idle` but records the message: where no trace covers the pair, keeping the case is
        /// allowed, and the failure of an upload cancelled on the way there never arrives.
        case recordsLateFailure
        /// `closed + uploaded` moves to `completed`: the upload the screen left behind completes it anyway.
        case completesWhenClosed
    }

    var drift = Drift.none

    func reduce(state: State, signal: FlowSignal<Intent, Event>) -> Next<State, Effect, Output, Never> {
        switch (state, signal) {
        case (.idle, .intent(.start)), (.uploading, .intent(.restart)):
            return .state(.uploading(progress: 0)).effect(.upload, id: "upload.file", policy: .cancelInFlight)
        case (.uploading, .intent(.cancel)):
            return .state(.idle(lastError: nil)).cancel("upload.file")
        case (.uploading, .intent(.close)), (.idle, .intent(.close)):
            return .state(.closed)
        case (.uploading(let old), .event(.progress(let new))) where new > old:
            return .state(.uploading(progress: new))
        case (.uploading, .event(.uploaded)):
            return .state(.completed).output(.done)
        case (.uploading, .event(.failed(let message))):
            return .state(.idle(lastError: message))
        case (.idle, .event(.failed(let message))) where drift == .recordsLateFailure:
            return .state(.idle(lastError: message))
        case (.closed, .event(.uploaded)) where drift == .completesWhenClosed:
            return .state(.completed).output(.done)
        default:
            return .state(state)
        }
    }

    /// The manifest's traces, as a generated conformance test declares them.
    static let transitions: [DeclaredTransition<LateOutcomeFlow>] = [
        DeclaredTransition(
            "idle + start -> uploading + upload effect", from: "idle", on: .intent("start"),
            next: .state("uploading").effect("upload", id: "upload.file", policy: .cancelInFlight)),
        DeclaredTransition(
            "uploading + restart -> uploading + upload effect", from: "uploading", on: .intent("restart"),
            next: .state("uploading").effect("upload", id: "upload.file", policy: .cancelInFlight)),
        DeclaredTransition(
            "uploading + cancel -> idle + cancel upload effect", from: "uploading", on: .intent("cancel"),
            next: NamedNext.state("idle").cancel("upload.file")),
        DeclaredTransition("uploading + close -> closed", from: "uploading", on: .intent("close"), next: .state("closed")),
        DeclaredTransition("idle + close -> closed", from: "idle", on: .intent("close"), next: .state("closed")),
        DeclaredTransition(
            "uploading + progress -> uploading", from: "uploading", on: .event("progress"), next: .state("uploading")),
        DeclaredTransition(
            "uploading + uploaded -> completed + done output", from: "uploading", on: .event("uploaded"),
            next: NamedNext.state("completed").output("done")),
        DeclaredTransition("uploading + failed -> idle", from: "uploading", on: .event("failed"), next: .state("idle")),
    ]

    /// Every signal's sample.
    static let signals: [FlowSignal<Intent, Event>] = [
        .intent(.start), .intent(.restart), .intent(.cancel), .intent(.close), .event(.progress(5)),
        .event(.uploaded), .event(.failed("offline")),
    ]

    /// What the upload emits, as a generated conformance test declares it.
    static let emits = ["upload": ["progress", "uploaded", "failed"]]

    /// The case names, read at run time.
    static let names = FlowCaseNames<LateOutcomeFlow>.reflecting
}
