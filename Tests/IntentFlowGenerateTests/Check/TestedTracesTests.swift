import IntentFlowAI
import Testing
@testable import IntentFlowGenerate

@Suite struct TestedTracesTests {
    @Test func aDisabledSwiftTestingTestIsAWarningAtTheTrace() throws {
        let manifest = try #require(CheckFixtures.loadManifest())
        let tests = CheckFixtures.tests.replacingOccurrences(
            of: "@Test(\"validating + credentialsValid -> validating + requestToken effect\")",
            with: """
                @Test(
                        "validating + credentialsValid -> validating + requestToken effect",
                        .disabled("No sample value can be made for a parameter's type; write this test by hand.")
                    )
                """)
        let found = try CheckFixtures.drift(CheckFixtures.files(tests: tests), manifest: manifest)
        #expect(CheckFixtures.summary(found) == ["Login/Login.intentflow.yaml:27:5 [drift.skipped-trace-test]"])
        #expect(found[0].severity == .warning)
        let report = CheckReport(diagnostics: found, swiftFileCount: 3, manifestCount: 1, ruleCount: 0)
        #expect(!report.fails(strict: false) && report.fails(strict: true))
    }

    @Test func aSkippedXCTestIsAWarningAndAConditionalDisableIsNot() throws {
        let manifest = try #require(CheckFixtures.loadManifest())
        let tests = """
            import XCTest

            final class LoginFlowTests: XCTestCase {
              /// idle + submit(valid form) -> validating + validate effect
              func testIdleOnSubmit() throws {
                throw XCTSkip("Not generated: write this test by hand.")
              }

              @Test("validating + credentialsValid -> validating + requestToken effect", .disabled(if: isCI))
              func credentials() { XCTAssertNotNil(LoginFlow()) }

              // trace: validating + cancel -> idle + cancel validate effect
              func testCancel() { XCTAssertNotNil(LoginFlow()) }
            }
            """
        let found = try CheckFixtures.drift(CheckFixtures.files(tests: tests), manifest: manifest)
        #expect(CheckFixtures.summary(found) == ["Login/Login.intentflow.yaml:26:5 [drift.skipped-trace-test]"])
    }

    @Test func aTraceWithOneRunningTestIsCoveredEvenIfAnotherIsDisabled() throws {
        let manifest = try #require(CheckFixtures.loadManifest())
        let tests = CheckFixtures.tests.replacingOccurrences(
            of: "    // trace: validating + cancel",
            with: """
                    @Test("validating + cancel -> idle + cancel validate effect", .disabled("flaky"))
                    func cancelAgain() {}

                    // trace: validating + cancel
                """)
        try #require(tests != CheckFixtures.tests)
        #expect(try CheckFixtures.drift(CheckFixtures.files(tests: tests), manifest: manifest).isEmpty)
    }
}
