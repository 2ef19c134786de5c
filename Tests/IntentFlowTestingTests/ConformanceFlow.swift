import IntentFlow
import IntentFlowTesting

/// A sign-in feature for the conformance tests, with a switch for each way a reducer can drift from its traces.
struct ConformanceFlow: FlowReducer {
    enum State: Equatable, Sendable {
        case idle
        case validating(email: String)
        case failed(message: String)
        case signedIn
        /// A state carrying a counter, so every step can reach a new one.
        case counting(Int)
    }

    enum Intent: Equatable, Sendable {
        case submit(email: String)
        case retry
        case reset
        case count
    }

    enum Event: Equatable, Sendable {
        case validated(Bool)
    }

    enum Effect: Equatable, Sendable {
        case validate(String)
    }

    enum Route: Equatable, Sendable {
        case home
    }

    /// How this reducer departs from ``transitions``.
    enum Drift: Sendable {
        case none
        /// `failed + reset` moves to `idle`, which no trace declares.
        case undeclaredReset
        /// `failed + retry` stays in `failed`, where the trace says `idle`.
        case ignoresRetry
        /// `idle + submit` requests `validate` with another id and policy.
        case otherEffectID
        /// `failed + reset` reads past the end of an empty list: a trap only the exploration reaches.
        case trapsOnFailedReset
    }

    var drift = Drift.none

    func reduce(state: State, signal: FlowSignal<Intent, Event>) -> Next<State, Effect, Never, Route> {
        switch (state, signal) {
        case (.idle, .intent(.submit(let email))):
            return drift == .otherEffectID
                ? .state(.validating(email: email)).effect(.validate(email), id: "login.check", policy: .run)
                : .state(.validating(email: email)).effect(.validate(email), id: "login.validate", policy: .cancelInFlight)
        case (.validating, .event(.validated(true))):
            return .state(.signedIn).route(.home)
        case (.validating, .event(.validated)):
            return .state(.failed(message: "invalid"))
        case (.failed, .intent(.retry)):
            return drift == .ignoresRetry ? .state(state) : .state(.idle)
        case (.failed, .intent(.reset)) where drift == .undeclaredReset:
            return .state(.idle)
        case (.failed, .intent(.reset)) where drift == .trapsOnFailedReset:
            let messages: [String] = []
            return .state(.failed(message: messages[0]))
        case (.counting(let count), .intent(.count)):
            return .state(.counting(count + 1))
        case (_, .intent(.count)):
            return .state(.counting(0))
        case (.validating, .intent(.reset)), (.signedIn, .intent(.reset)):
            return .state(.idle).cancel("login.validate")
        default:
            return .state(state)
        }
    }

    /// The manifest's traces, as a generated conformance test declares them.
    static let transitions: [DeclaredTransition<ConformanceFlow>] = [
        DeclaredTransition(
            "idle + submit -> validating + validate effect", from: "idle", on: .intent("submit"),
            next: .state("validating").effect("validate", id: "login.validate", policy: .cancelInFlight)),
        DeclaredTransition(
            "validating + validated(true) -> signedIn + home route", from: "validating", on: .event("validated"),
            next: .state("signedIn").route("home"),
            when: { _, signal in signal == .event(.validated(true)) }),
        DeclaredTransition(
            "validating + validated(ok) -> failed", from: "validating", on: .event("validated"),
            next: .state("failed")),
        DeclaredTransition("failed + retry -> idle", from: "failed", on: .intent("retry"), next: .state("idle")),
        DeclaredTransition("counting + count -> counting", from: "counting", on: .intent("count"), next: .state("counting")),
        DeclaredTransition("_ + count -> counting", from: nil, on: .intent("count"), next: .state("counting")),
        DeclaredTransition(
            "validating + reset -> idle + cancel validate", from: "validating", on: .intent("reset"),
            next: NamedNext.state("idle").cancel("login.validate")),
        DeclaredTransition(
            "signedIn + reset -> idle + cancel validate", from: "signedIn", on: .intent("reset"),
            next: NamedNext.state("idle").cancel("login.validate")),
    ]

    /// Every signal, with both values of `validated`.
    static let signals: [FlowSignal<Intent, Event>] = [
        .intent(.submit(email: "a@b.c")), .intent(.retry), .intent(.reset), .event(.validated(true)),
        .event(.validated(false)),
    ]

    /// Case names as a generated conformance test spells them.
    static let names = FlowCaseNames<ConformanceFlow>(
        state: { state in
            switch state {
            case .idle: "idle"
            case .validating: "validating"
            case .failed: "failed"
            case .signedIn: "signedIn"
            case .counting: "counting"
            }
        },
        intent: { intent in
            switch intent {
            case .submit: "submit"
            case .retry: "retry"
            case .reset: "reset"
            case .count: "count"
            }
        },
        event: { event in
            switch event {
            case .validated: "validated"
            }
        },
        effect: { effect in
            switch effect {
            case .validate: "validate"
            }
        },
        output: flowCaseName(reflecting:),
        route: { route in
            switch route {
            case .home: "home"
            }
        })
}
