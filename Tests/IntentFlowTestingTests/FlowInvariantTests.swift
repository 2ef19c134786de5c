import IntentFlow
import IntentFlowTesting
import Testing

/// Executable invariants and `ignored:` pairs in the conformance exploration, on ``ConformanceFlow``.
@Suite("Invariants and ignored pairs in conformance")
struct FlowInvariantTests {
    private func explore(
        _ drift: ConformanceFlow.Drift = .none, ignored: [UndeclaredTransition] = [],
        invariants: [FlowInvariant<ConformanceFlow>]
    ) -> ConformanceReport {
        FlowConformance(
            reducer: ConformanceFlow(drift: drift), names: ConformanceFlow.names,
            transitions: ConformanceFlow.transitions, ignored: ignored, invariants: invariants
        ).explore(from: .idle, signals: ConformanceFlow.signals)
    }

    @Test("Invariants that hold everywhere leave the report conforming")
    func holding() {
        let report = explore(invariants: [
            FlowInvariant("A message is never empty.", state: { state in
                if case .failed(let message) = state { !message.isEmpty } else { true }
            }),
            FlowInvariant("Only one validation runs at a time.", step: { step in step.runs(of: "validate") <= 1 }),
            FlowInvariant("Signing in routes home.", step: { step in
                step.afterCase != "signedIn" || step.beforeCase == "signedIn" || step.named.routes == ["home"]
            }),
        ])
        #expect(report.conforms, "\(report)")
    }

    @Test("A planted state invariant violation names the invariant, the state and the shortest path")
    func stateViolation() throws {
        let report = explore(invariants: [
            FlowInvariant("Nothing ever fails.", state: { state in
                if case .failed = state { false } else { true }
            })
        ])
        #expect(!report.conforms)
        #expect(report.violations.count == 1)
        let violation = try #require(report.violations.first)
        #expect(violation.invariant == "Nothing ever fails.")
        #expect(violation.path == ["idle", "submit", "validating", "validated", "failed"])
        #expect(violation.state == "failed(message: \"invalid\")")
        #expect(
            violation.description
                == "invariant 'Nothing ever fails.' does not hold after event(IntentFlowTestingTests.ConformanceFlow."
                + "Event.validated(false)): state failed(message: \"invalid\"); path: idle → submit → validating → "
                + "validated → failed")
        #expect(report.description.contains("1 invariant broken"))
    }

    @Test("A step invariant sees the effects in flight after the step")
    func effectsInFlight() throws {
        // `idle + submit` starts a validation run, which stays in flight along the path.
        let report = explore(invariants: [
            FlowInvariant("Validation never starts.", step: { step in step.runs(of: "validate") == 0 })
        ])
        let violation = try #require(report.violations.first)
        #expect(violation.path == ["idle", "submit", "validating"])
        #expect(violation.signalValue?.contains("submit") == true)
    }

    @Test("The initial state is checked too")
    func initialState() throws {
        let report = explore(invariants: [
            FlowInvariant("Never idle.", state: { state in state != .idle })
        ])
        let violation = try #require(report.violations.first)
        #expect(violation.path == ["idle"])
        #expect(violation.signalValue == nil)
    }

    @Test("An ignored pair fails where the reducer does anything but keep the state, and passes where it keeps it")
    func ignoredPairs() throws {
        let acting = explore(.undeclaredReset, ignored: [UndeclaredTransition(from: "failed", on: "reset")], invariants: [])
        let failure = try #require(acting.failures.first)
        #expect(failure.kind == .ignored)
        #expect(failure.description.contains("lists 'failed + reset' under 'ignored:'"))

        let keeping = explore(.none, ignored: [UndeclaredTransition(from: nil, on: "reset")], invariants: [])
        #expect(keeping.conforms, "\(keeping)")
    }
}

@Suite("Effects in flight")
struct EffectsInFlightTests {
    @Test("Requests start runs, cancelInFlight replaces those under its id, cancellations and cancelOnly stop them")
    func policies() {
        let none = EffectsInFlight()
        let one = none.after(NamedNext.state("s").effect("upload", id: "u", policy: .run))
        let two = one.after(NamedNext.state("s").effect("upload", id: "u", policy: .run))
        #expect(two.runs.count == 2)
        let replaced = two.after(NamedNext.state("s").effect("upload", id: "u", policy: .cancelInFlight))
        #expect(replaced.runs.count == 1)
        #expect(replaced.after(NamedNext.state("s").cancel("u")).runs.isEmpty)
        #expect(replaced.after(NamedNext.state("s").effect("upload", id: "u", policy: .cancelOnly)).runs.isEmpty)
        let anonymous = none.after(NamedNext.state("s").effect("log"))
        #expect(anonymous.after(NamedNext.state("s").effect("log", policy: .cancelInFlight)).runs.count == 2)
    }
}
