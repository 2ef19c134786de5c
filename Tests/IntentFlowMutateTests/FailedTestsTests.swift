import Testing

@testable import IntentFlowMutate

/// Which tests a mutant's run failed, read from what the test program printed.
@Suite struct FailedTestsTests {
    /// A Swift Testing run of a feature's generated suites, as the program prints it (trimmed): a trace test, a
    /// store chain and the conformance test failed; a test passed; issue lines quote a trace with `"`.
    static let swiftTesting = #"""
        ◇ Test run started.
        ✔ Test "recording + stopButtonTapped -> encoding + stop effect" passed after 0.35 seconds.
        ✘ Test "state + searchQueryChanged("") -> state(query: "")" recorded an issue at w.yaml:3:5: failed
        ↳ ✘ Test "quoted" failed after 1 seconds in a message
        ✘ Test "state + searchQueryChanged("") -> state(query: "")" failed after 0.002 seconds with 1 issue.
        ✘ Test "a + go -> b + load effect, then b + loaded -> c" failed after 0.3 seconds with 2 issues.
        ✘ Test scenarioConnects() failed after 0.1 seconds with 1 issue.
        ✘ Test "WeatherSearchFlow does what the traces say and nothing they do not" failed after 0.6 seconds.
        ✘ Test "pairs" with 3 test cases failed after 0.1 seconds with 1 issue.
        ✘ Suite "WeatherSearch conformance" failed after 0.604 seconds with 1 issue.
        ✘ Test run with 12 tests in 2 suites failed after 1.333 seconds with 5 issues.
        """#

    @Test("Swift Testing: each failed test once, by its display name or function, not suites, issues or the run")
    func swiftTestingFailures() {
        #expect(
            MutantTestRun.failedTests(in: Self.swiftTesting) == [
                #""state + searchQueryChanged("") -> state(query: "")""#,
                #""a + go -> b + load effect, then b + loaded -> c""#,
                "scenarioConnects()",
                #""WeatherSearchFlow does what the traces say and nothing they do not""#,
                #""pairs""#,
            ])
    }

    @Test("XCTest: each failed test case, as Linux and macOS name it")
    func xcTestFailures() {
        let output = """
            Test Case 'LoginFlowTests.testIdleSubmit' started at 2026-12-07 08:00:00.000
            Test Case 'LoginFlowTests.testIdleSubmit' failed (0.002 seconds)
            Test Case '-[LoginTests.LoginFlowTests testRetry]' failed (0.001 seconds)
            Test Case 'LoginFlowTests.testCancel' passed (0.001 seconds)
            """
        #expect(
            MutantTestRun.failedTests(in: output) == [
                "LoginFlowTests.testIdleSubmit", "-[LoginTests.LoginFlowTests testRetry]",
            ])
    }

    @Test("A run where every test passed names none")
    func passingRun() {
        let output = "✔ Test \"a\" passed after 0.1 seconds.\n✔ Test run with 1 test passed after 0.1 seconds."
        #expect(MutantTestRun.failedTests(in: output) == [])
    }
}
