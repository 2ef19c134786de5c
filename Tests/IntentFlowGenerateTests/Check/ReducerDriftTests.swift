import Foundation
import IntentFlowCheck
import IntentFlowManifest
import Testing
@testable import IntentFlowGenerate

/// The reducer held to the manifest's traces: unimplemented traces, undeclared cases, effect requests.
@Suite struct ReducerDriftTests {
    private static func flow(replacing old: String, with new: String) throws -> String {
        try #require(CheckFixtures.flow.contains(old))
        return CheckFixtures.flow.replacingOccurrences(of: old, with: new)
    }

    @Test func aRemovedCaseFailsAtItsTracesManifestLine() throws {
        let manifest = try #require(CheckFixtures.loadManifest())
        let flow = try Self.flow(
            replacing: """
                        case (.validating, .event(.credentialsValid)):
                            return .state(.validating)
                                .effect(.requestToken, id: "login.token", policy: .cancelInFlight)

                """,
            with: "")
        let found = try CheckFixtures.drift(CheckFixtures.files(flow: flow), manifest: manifest)
        // The second trace is line 27 of the manifest, its text at column 5.
        #expect(CheckFixtures.summary(found) == ["Login/Login.intentflow.yaml:27:5 [drift.unimplemented-trace]"])
        #expect(found[0].severity == .error)
        #expect(found[0].message.contains("no case of its switch handles the event 'credentialsValid' in state 'validating'"))
        #expect(found[0].message.contains("`default:` at Login/LoginFlow.swift:"))
    }

    @Test func aCaseReturningAnotherStateDoesNotImplementTheTrace() throws {
        let manifest = try #require(CheckFixtures.loadManifest())
        let flow = try Self.flow(
            replacing: "return .state(.validating)\n                .effect(.validate",
            with: "return .state(.failed(message: \"no\"))\n                .effect(.validate")
        let found = try CheckFixtures.drift(CheckFixtures.files(flow: flow), manifest: manifest)
        #expect(CheckFixtures.summary(found) == ["Login/Login.intentflow.yaml:26:5 [drift.unimplemented-trace]"])
        #expect(found[0].message.contains("the case at Login/LoginFlow.swift:9:9"))
        #expect(found[0].message.contains("returns 'failed', not 'validating'"))
    }

    /// `case (.validating, .event(.credentialsValid))` returning, inside nested `if`s, what `helper` returns, and
    /// another state last; `helper` is declared in an extension of the flow after the reducer.
    private static func flowReturningThroughAHelper(_ call: String, helper: String) throws -> String {
        try Self.flow(
            replacing: """
                        case (.validating, .event(.credentialsValid)):
                            return .state(.validating)
                                .effect(.requestToken, id: "login.token", policy: .cancelInFlight)
                """,
            with: """
                        case (.validating, .event(.credentialsValid)):
                            if !state.isIdle {
                                if let token = Optional("t") {
                                    return \(call)
                                }
                            }
                            return .state(.authenticated(userID: "u"))
                """) + helper
    }

    @Test func aCaseReturningThroughAHelperOfTheTypeIsReadThroughIt() throws {
        let manifest = try #require(CheckFixtures.loadManifest())
        let helper = """
            extension LoginFlow {
                static func requestToken(_ token: String) -> Next<LoginState, LoginEffect, LoginOutput, LoginRoute> {
                    .state(.validating).effect(.requestToken, id: "login.token", policy: .cancelInFlight)
                }
            }

            """
        let flow = try Self.flowReturningThroughAHelper("Self.requestToken(token)", helper: helper)
        let found = try CheckFixtures.drift(CheckFixtures.files(flow: flow), manifest: manifest)
        #expect(found.isEmpty, "\(found)")

        // Followed, not merely excused: a helper that returns another state does not implement the trace.
        let elsewhere = try Self.flowReturningThroughAHelper(
            "Self.requestToken(token)", helper: helper.replacingOccurrences(of: ".state(.validating)", with: ".state(.idle)"))
        let unimplemented = try CheckFixtures.drift(CheckFixtures.files(flow: elsewhere), manifest: manifest)
        #expect(CheckFixtures.summary(unimplemented) == ["Login/Login.intentflow.yaml:27:5 [drift.unimplemented-trace]"])
    }

    @Test func aCaseReturningACallTheReaderCannotFollowIsNotUnimplemented() throws {
        let manifest = try #require(CheckFixtures.loadManifest())
        let flow = try Self.flowReturningThroughAHelper("TokenSteps.next(after: token)", helper: "")
        let found = try CheckFixtures.drift(CheckFixtures.files(flow: flow), manifest: manifest)
        #expect(found.isEmpty, "\(found)")
    }

    @Test func multiPatternGuardedAndWildcardCasesImplementTraces() throws {
        var manifest = try #require(CheckFixtures.loadManifest())
        // `_ + cancel -> idle`, as the extended grammar writes a transition from any state.
        let third = try #require(manifest.acceptanceTraces.last)
        var anyState = third
        anyState.text = "_ + cancel -> idle"
        anyState.from = TraceName("_", at: third.from.location)
        anyState.cancellations = []
        manifest.acceptanceTraces[2] = anyState
        let flow = try Self.flow(
            replacing: """
                        case (.idle, .intent(.submit(let email, let password))):
                            return .state(.validating)
                """,
            with: """
                        case (.idle, .intent(.submit(let email, let password))) where email.isEmpty:
                            return .state(.failed(message: "empty"))
                        case (.failed, .intent(.submit(let email, let password))),
                            (.idle, .intent(.submit(let email, let password))):
                            return .state(.validating)
                """
        ).replacingOccurrences(of: "case (.validating, .intent(.cancel)):", with: "case (_, .intent(.cancel)):")
        let tests = CheckFixtures.tests.replacingOccurrences(
            of: "// trace: validating + cancel -> idle + cancel validate effect", with: "// trace: _ + cancel -> idle")
        let found = try CheckFixtures.drift(CheckFixtures.files(flow: flow, tests: tests), manifest: manifest)
        // `failed + submit` is a case no trace declares; everything else is implemented.
        #expect(CheckFixtures.summary(found) == ["Login/LoginFlow.swift:11:14 [drift.undeclared-case]"])
        #expect(found[0].severity == .warning)
        #expect(found[0].message.contains("`case (.failed, .intent(.submit(let email, let password)))`"))
    }

    @Test func aWildcardTraceNeedsAWildcardCase() throws {
        var manifest = try #require(CheckFixtures.loadManifest())
        let third = try #require(manifest.acceptanceTraces.last)
        manifest.acceptanceTraces[2].from = TraceName("_", at: third.from.location)
        manifest.acceptanceTraces[2].text = "_ + cancel -> idle + cancel validate effect"
        let tests = CheckFixtures.tests.replacingOccurrences(
            of: "// trace: validating + cancel", with: "// trace: _ + cancel")
        let found = try CheckFixtures.drift(CheckFixtures.files(tests: tests), manifest: manifest)
        #expect(CheckFixtures.summary(found) == ["Login/Login.intentflow.yaml:28:5 [drift.unimplemented-trace]"])
        #expect(found[0].message.contains("in any state"))
    }

    @Test func aValuePatternLetsTheNextCaseDecide() throws {
        let manifest = try #require(CheckFixtures.loadManifest())
        let flow = try Self.flow(
            replacing: "case (.validating, .event(.credentialsValid)):",
            with: """
                case (.idle, .intent(.submit("", _))):
                            return .state(.failed(message: "empty"))
                        case (.validating, .event(.credentialsValid)):
                """)
        #expect(try CheckFixtures.drift(CheckFixtures.files(flow: flow), manifest: manifest).isEmpty)
    }

    @Test func anUndeclaredCaseIsAWarningThatStrictFails() throws {
        let manifest = try #require(CheckFixtures.loadManifest())
        let flow = try Self.flow(
            replacing: "        default:",
            with: """
                        case (.failed, .intent(.cancel)):
                            return .state(.idle)
                        default:
                """)
        let found = try CheckFixtures.drift(CheckFixtures.files(flow: flow), manifest: manifest)
        #expect(CheckFixtures.summary(found) == ["Login/LoginFlow.swift:18:14 [drift.undeclared-case]"])
        let report = CheckReport(diagnostics: found, swiftFileCount: 3, manifestCount: 1, ruleCount: 0)
        #expect(!report.fails(strict: false) && report.fails(strict: true))
        let suppressed = flow.replacingOccurrences(
            of: "        case (.failed, .intent(.cancel)):",
            with: "        // intentflow:disable:next drift.undeclared-case\n        case (.failed, .intent(.cancel)):")
        #expect(try CheckFixtures.drift(CheckFixtures.files(flow: suppressed), manifest: manifest).isEmpty)
    }

    /// The reducer `flow` with `cases` added before its `default:`, held to the fixture manifest plus `undeclared`.
    private static func drift(undeclared: [String], cases: String) throws -> [Diagnostic] {
        let list = undeclared.map { "  - \($0)\n" }.joined()
        let manifest = try #require(CheckFixtures.loadManifest(CheckFixtures.manifest + "undeclared:\n" + list))
        #expect(manifest.undeclared.count == undeclared.count)
        let flow = try Self.flow(replacing: "        default:", with: cases + "        default:")
        return try CheckFixtures.drift(CheckFixtures.files(flow: flow), manifest: manifest)
    }

    @Test func aTransitionListedUnderUndeclaredIsNotReportedAndAnUnlistedOneStillIs() throws {
        let found = try Self.drift(
            undeclared: ["failed + cancel"],
            cases: """
                        case (.failed, .intent(.cancel)):
                            return .state(.idle)
                        case (.authenticated, .intent(.cancel)):
                            return .state(.idle)
                        case (.failed, .event(.credentialsValid)):
                            return .state(.validating)

                """)
        #expect(
            CheckFixtures.summary(found) == [
                "Login/LoginFlow.swift:20:14 [drift.undeclared-case]", "Login/LoginFlow.swift:22:14 [drift.undeclared-case]",
            ])
        #expect(found[0].message.contains("`case (.authenticated, .intent(.cancel))`"))
        #expect(found[0].message.contains("list the transition under `undeclared:`"))
        #expect(found[1].message.contains("`case (.failed, .event(.credentialsValid))`"))
    }

    @Test func anUndeclaredEntryForAnyStateCoversItsSignalInEveryStateAndNoOtherSignal() throws {
        let found = try Self.drift(
            undeclared: ["_ + cancel"],
            cases: """
                        case (.failed, .intent(.cancel)), (.authenticated, .intent(.cancel)):
                            return .state(.idle)
                        case (_, .intent(.cancel)):
                            return .state(.idle)
                        case (.authenticated, .event(.tokenReceived)):
                            return .state(.idle)

                """)
        #expect(CheckFixtures.summary(found) == ["Login/LoginFlow.swift:22:14 [drift.undeclared-case]"])
        #expect(found[0].message.contains("`case (.authenticated, .event(.tokenReceived))`"))
    }

    @Test func anUndeclaredEntryCoversOnlyTheKindItsSignalIsDeclaredAs() throws {
        // `credentialsValid` is an event: the entry says nothing about a pattern for any intent in `failed`.
        let found = try Self.drift(
            undeclared: ["failed + credentialsValid"],
            cases: """
                        case (.failed, .event(.credentialsValid)):
                            return .state(.validating)
                        case (.failed, .intent):
                            return .state(.idle)

                """)
        #expect(CheckFixtures.summary(found) == ["Login/LoginFlow.swift:20:14 [drift.undeclared-case]"])
        #expect(found[0].message.contains("`case (.failed, .intent)`"))
    }

    @Test func anEffectRequestedWithAnotherEffectsIdOrPolicyIsAnError() throws {
        let manifest = try #require(
            CheckFixtures.loadManifest(
                CheckFixtures.manifest.replacingOccurrences(
                    of: "    id: login.token\n", with: "    id: login.token\n    policy: cancelInFlight\n")))
        let flow = try Self.flow(
            replacing: #".effect(.requestToken, id: "login.token", policy: .cancelInFlight)"#,
            with: #".effect(.requestToken, id: "login.validate", policy: .run)"#)
        let found = try CheckFixtures.drift(CheckFixtures.files(flow: flow), manifest: manifest)
        #expect(
            CheckFixtures.summary(found) == [
                "Login/LoginFlow.swift:14:44 [drift.effect-request-mismatch]",
                "Login/LoginFlow.swift:14:70 [drift.effect-request-mismatch]",
            ])
        #expect(found[0].message.contains("with id 'login.validate', which is another effect's; the manifest gives it id 'login.token'"))
        #expect(found[1].message.contains("with policy .run, but the manifest gives it .cancelInFlight"))
    }

    @Test func aPolicyTheManifestDoesNotStateIsNotCompared() throws {
        let manifest = try #require(CheckFixtures.loadManifest())
        let flow = try Self.flow(
            replacing: #"id: "login.token", policy: .cancelInFlight)"#, with: #"id: "login.token", policy: .run)"#)
        #expect(try CheckFixtures.drift(CheckFixtures.files(flow: flow), manifest: manifest).isEmpty)
    }
}
