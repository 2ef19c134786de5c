import IntentFlow
import IntentFlowTesting
import Testing

/// The exploration in a child process: a trap in the reducer becomes a report naming the state, the signal and the
/// path, and this process goes on to run the other tests.
@Suite("Conformance in a child process")
struct ConformanceTrapTests {
    private static func conformance(_ drift: ConformanceFlow.Drift) -> FlowConformance<ConformanceFlow> {
        FlowConformance(
            reducer: ConformanceFlow(drift: drift), names: ConformanceFlow.names,
            transitions: ConformanceFlow.transitions)
    }

    @Test("A trap in an arm only the exploration reaches is reported with its pair, its values and its path")
    func trapIsReported() async throws {
        let child = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            ConformanceTrapTests.conformance(.trapsOnFailedReset)
                .exploreAnnouncingSteps(from: .idle, signals: ConformanceFlow.signals)
        }
        let report = Self.conformance(.trapsOnFailedReset)
            .explore(from: .idle, signals: ConformanceFlow.signals, afterChild: child)

        let trap = try #require(report.trap)
        #expect(!report.conforms)
        #expect(report.failures.isEmpty, "\(report)")
        #expect(trap.transition == "failed + reset")
        #expect(trap.path == ["idle", "submit", "validating", "validated", "failed"])
        #expect(trap.state == "failed(message: \"invalid\")")
        #expect(trap.ending.hasPrefix("signal "))
        #expect(report.description.contains("failed + reset: the reducer trapped"))
        #expect(report.description.contains("path: idle → submit → validating → validated → failed → reset"))
    }

    @Test("A child that explores without trapping leaves the whole report to the parent")
    func noTrap() async {
        let child = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            ConformanceTrapTests.conformance(.undeclaredReset)
                .exploreAnnouncingSteps(from: .idle, signals: ConformanceFlow.signals)
        }
        let report = Self.conformance(.undeclaredReset)
            .explore(from: .idle, signals: ConformanceFlow.signals, afterChild: child)

        #expect(child?.exitStatus == .exitCode(FlowConformance<ConformanceFlow>.exploredExitCode))
        #expect(report.trap == nil)
        #expect(report.failures.map(\.transition) == ["failed + reset"])
        #expect(report.steps == 4 * ConformanceFlow.signals.count)
    }
}
