import IntentFlow
import IntentFlowTesting
import Testing

@Suite("Flow conformance")
struct FlowConformanceTests {
    private func explore(
        _ drift: ConformanceFlow.Drift, undeclared: [UndeclaredTransition] = [],
        signals: [FlowSignal<ConformanceFlow.Intent, ConformanceFlow.Event>] = ConformanceFlow.signals,
        limit: Int = FlowConformance<ConformanceFlow>.defaultLimit
    ) -> ConformanceReport {
        FlowConformance(
            reducer: ConformanceFlow(drift: drift), names: ConformanceFlow.names,
            transitions: ConformanceFlow.transitions, undeclared: undeclared
        ).explore(from: .idle, signals: signals, limit: limit)
    }

    @Test("A reducer that does what its traces say, and nothing else, conforms")
    func conformingReducer() {
        let report = explore(.none)
        #expect(report.conforms, "\(report)")
        // idle, validating, signedIn, failed; each sent every signal.
        #expect(report.states == 4)
        #expect(report.steps == 4 * ConformanceFlow.signals.count)
        #expect(!report.isTruncated)
    }

    @Test("A transition no trace declares fails, named with the path that reaches it")
    func undeclaredTransition() throws {
        let report = explore(.undeclaredReset)
        #expect(report.failures.count == 1)
        let failure = try #require(report.failures.first)
        #expect(failure.kind == .undeclared)
        #expect(failure.transition == "failed + reset")
        #expect(failure.path == ["idle", "submit", "validating", "validated", "failed"])
        #expect(failure.actual == NamedNext.state("idle"))
        #expect(
            failure.description
                == "failed + reset: the reducer moves to idle, but no trace declares 'failed + reset' (declare it, or "
                + "list it under 'undeclared:'); path: idle → submit → validating → validated → failed → reset (sent "
                + "intent(IntentFlowTestingTests.ConformanceFlow.Intent.reset))")
    }

    @Test("A transition the manifest lists as undeclared is allowed, for one state or for every state")
    func listedAsUndeclared() {
        #expect(explore(.undeclaredReset, undeclared: [UndeclaredTransition(from: "failed", on: "reset")]).conforms)
        #expect(explore(.undeclaredReset, undeclared: [UndeclaredTransition(from: nil, on: "reset")]).conforms)
        #expect(!explore(.undeclaredReset, undeclared: [UndeclaredTransition(from: "idle", on: "reset")]).conforms)
    }

    @Test("A reducer that does not do what a declared trace says fails, naming the trace")
    func ignoredTrace() throws {
        let failure = try #require(explore(.ignoresRetry).failures.first)
        #expect(failure.kind == .contradicts(["failed + retry -> idle"]))
        #expect(failure.transition == "failed + retry")
        #expect(failure.description.contains("the reducer moves to failed, but the manifest says 'failed + retry -> idle'"))
    }

    @Test("An effect requested with another id or policy than the trace's fails")
    func otherEffectID() throws {
        let report = explore(.otherEffectID)
        let failure = try #require(report.failures.first)
        #expect(failure.path == ["idle"])
        #expect(failure.kind == .contradicts(["idle + submit -> validating + validate effect"]))
        #expect(failure.description.contains("requests validate (id: login.check, policy: run)"))
    }

    @Test("A trace with values applies where its condition holds, before the one that binds")
    func valuesBeforeBindings() {
        // Sending only `validated(false)`: the binding trace applies, so `signedIn` is never reached.
        let report = explore(
            .none, signals: [.intent(.submit(email: "a@b.c")), .event(.validated(false)), .intent(.retry)])
        #expect(report.conforms, "\(report)")
        #expect(report.states == 3)
    }

    @Test("A trace from any state applies where no trace names the state; a counter stops at the step limit")
    func anyStateAndLimit() {
        let report = explore(.none, signals: ConformanceFlow.signals + [.intent(.count)], limit: 500)
        #expect(report.conforms, "\(report)")
        #expect(report.isTruncated)
        #expect(report.steps == 500)
    }

    @Test("Reflection names enum cases with and without payloads")
    func reflectedNames() {
        let names = FlowCaseNames<ConformanceFlow>.reflecting
        #expect(names.state(.idle) == "idle")
        #expect(names.state(.failed(message: "x")) == "failed")
        #expect(names.signal(.event(.validated(true))) == .event("validated"))
        let next = Next<ConformanceFlow.State, ConformanceFlow.Effect, Never, ConformanceFlow.Route>
            .state(.validating(email: "e")).effect(.validate("e"), id: "v").route(.home)
        #expect(names.next(next) == NamedNext.state("validating").effect("validate", id: "v").route("home"))
    }
}

@Suite("Flow conformance: pending traces")
struct PendingTraceTests {
    @Test("A pending trace accepts its transition or keeping the state, and nothing else")
    func pending() {
        func report(_ drift: ConformanceFlow.Drift, isPending: Bool) -> ConformanceReport {
            let transitions = ConformanceFlow.transitions.map { transition in
                var transition = transition
                if transition.source == "failed" { transition.isPending = isPending }
                return transition
            }
            return FlowConformance(reducer: ConformanceFlow(drift: drift), names: ConformanceFlow.names, transitions: transitions)
                .explore(from: .idle, signals: ConformanceFlow.signals)
        }
        #expect(!report(.ignoresRetry, isPending: false).conforms)
        #expect(report(.ignoresRetry, isPending: true).conforms)
        #expect(report(.none, isPending: true).conforms)
    }
}
