import IntentFlow
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Running an exploration in a child process, so that a trap in the reducer fails one test instead of ending the
/// whole run.
///
/// The child explores, writing each step's index on standard error before making it, and ends with
/// ``exploredExitCode``; the parent reads the last index when the child ended otherwise (a trap), explores again up
/// to that step (a reducer is a pure function, so it takes the same steps) and reports the step the child never
/// finished as a ``ConformanceTrap``. The child never ends with success: an `#expect(processExitsWith:)` whose
/// condition does not hold returns no result, so the test expects `.failure`, which both endings meet.
///
/// ```swift
/// @Test func conforms() async {
///     let child = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
///         LoginConformanceTests.conformance.exploreAnnouncingSteps(
///             from: .idle, signals: LoginConformanceTests.signals)
///     }
///     let report = LoginConformanceTests.conformance.explore(
///         from: .idle, signals: LoginConformanceTests.signals, afterChild: child)
///     #expect(report.conforms, "\(report)")
/// }
/// ```
extension FlowConformance {
    /// The line that announces a step on standard error: the marker, then the step's index.
    static var stepMarker: String { "intentflow-conformance-step " }

    /// The status the child ends with when it explored without trapping.
    public static var exploredExitCode: CInt { 70 }

    /// In the child process: explores as ``explore(from:signals:limit:)`` does, writing each step's index to
    /// standard error before the reducer is called, then ends the process with ``exploredExitCode``. The report is
    /// left to the parent.
    public func exploreAnnouncingSteps(
        from initial: Reducer.State, signals: [FlowSignal<Reducer.Intent, Reducer.Event>],
        limit: Int = defaultLimit
    ) -> Never {
        _ = explore(from: initial, signals: signals, limit: limit, stoppingAt: nil) { step in
            // Unbuffered and written at once, so that the line is out before a trap in the reducer.
            let line = Array((Self.stepMarker + "\(step)\n").utf8)
            _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
        }
        exit(Self.exploredExitCode)
    }

    /// In the parent process, after the child ran ``exploreAnnouncingSteps(from:signals:limit:)``: the report of
    /// the exploration, which stops at the step where the child trapped, if it did.
    ///
    /// `child` is the exit test's result, observing standard error; `nil` (the exit test could not run, or ended
    /// with success, which Swift Testing has recorded) gives an empty report rather than exploring in this process
    /// unprotected.
    public func explore(
        from initial: Reducer.State, signals: [FlowSignal<Reducer.Intent, Reducer.Event>],
        limit: Int = defaultLimit, afterChild child: ExitTest.Result?
    ) -> ConformanceReport {
        guard let child else { return ConformanceReport(failures: [], steps: 0, states: 0, isTruncated: false) }
        if child.exitStatus == .exitCode(Self.exploredExitCode) {
            return explore(from: initial, signals: signals, limit: limit)
        }
        let step = Self.lastStep(in: child.standardErrorContent) ?? 0
        return explore(
            from: initial, signals: signals, limit: limit, stoppingAt: (step, Self.describe(child.exitStatus)),
            announcing: nil)
    }

    /// The index of the last step the child announced, or `nil` when it announced none.
    static func lastStep(in standardError: [UInt8]) -> Int? {
        let text = String(decoding: standardError, as: UTF8.self)
        let marker = Substring(stepMarker)
        var last: Int?
        for line in text.split(separator: "\n") where line.hasPrefix(marker) {
            if let step = Int(line.dropFirst(marker.count)) { last = step }
        }
        return last
    }

    /// `signal 4`, `exit code 1`.
    static func describe(_ status: ExitStatus) -> String {
        switch status {
        case .exitCode(let code): "exit code \(code)"
        case .signal(let signal): "signal \(signal)"
        @unknown default: "\(status)"
        }
    }
}
