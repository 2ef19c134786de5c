import Foundation
import IntentFlowManifest
import IntentFlowProject
import Testing
@testable import IntentFlowCheck
@testable import IntentFlowGenerate

@Suite struct DriftCheckerTests {
    @Test func codeShapedLikeTheGeneratedCodeIsClean() throws {
        let manifest = try #require(CheckFixtures.loadManifest())
        #expect(try CheckFixtures.drift(CheckFixtures.files(), manifest: manifest).isEmpty)
    }

    @Test func aSwiftCaseTheManifestLacksIsReportedAtTheCase() throws {
        let manifest = try #require(CheckFixtures.loadManifest())
        let contract = CheckFixtures.contract.replacingOccurrences(
            of: "    case idle\n", with: "    case idle\n    case locked\n")
        let found = try CheckFixtures.drift(CheckFixtures.files(contract: contract), manifest: manifest)
        #expect(CheckFixtures.summary(found) == ["Login/LoginContract.swift:9:10 [drift.case-not-in-manifest]"])
        #expect(found.first?.message.contains("'locked'") == true)
    }

    @Test func aManifestCaseMissingInSwiftIsReportedAtTheManifestCase() throws {
        let manifest = try #require(CheckFixtures.loadManifest())
        let contract = CheckFixtures.contract.replacingOccurrences(of: "    case cancel\n", with: "")
        let found = try CheckFixtures.drift(CheckFixtures.files(contract: contract), manifest: manifest)
        // `  - cancel` is line 11 of the manifest, the name at column 5.
        #expect(CheckFixtures.summary(found) == ["Login/Login.intentflow.yaml:11:5 [drift.case-missing-in-swift]"])
    }

    @Test func parameterLabelTypeAndCountMismatchesAreReported() throws {
        let manifest = try #require(CheckFixtures.loadManifest())
        let contract = CheckFixtures.contract
            .replacingOccurrences(of: "case failed(message: String)", with: "case failed(reason: String)")
            .replacingOccurrences(of: "case tokenReceived(String)", with: "case tokenReceived(Int)")
            .replacingOccurrences(of: "case completed(userID: String)", with: "case completed")
        let found = try CheckFixtures.drift(CheckFixtures.files(contract: contract), manifest: manifest)
        #expect(
            CheckFixtures.summary(found) == [
                "Login/LoginContract.swift:10:17 [drift.parameter-mismatch]",
                "Login/LoginContract.swift:21:24 [drift.parameter-mismatch]",
                "Login/LoginContract.swift:32:10 [drift.parameter-mismatch]",
            ])
        #expect(found[0].message.contains("`reason: String` in Swift but `message: String` in the manifest"))
        #expect(found[2].message.contains("0 associated values in Swift but 1 associated value"))
    }

    @Test func untypedParametersOfASchema01ManifestAreStrings() throws {
        let manifest = try #require(
            CheckFixtures.loadManifest(
                CheckFixtures.manifest.replacingOccurrences(of: "schemaVersion: \"0.2\"", with: "schemaVersion: \"0.1\"")
                    .replacingOccurrences(
                        of: """
                              - name: validate
                                params: [{label: email, type: String}, {label: password, type: String}]
                                policy: cancelInFlight
                              - name: requestToken
                                id: login.token

                            """,
                        with: "  - validate(email, password)\n  - requestToken\n")))
        let flow = CheckFixtures.flow.replacingOccurrences(of: "\"login.token\"", with: "\"login.requestToken\"")
        let found = try CheckFixtures.drift(CheckFixtures.files(flow: flow), manifest: manifest)
        #expect(found.isEmpty, "\(found)")
    }

    @Test func anUndeclaredEffectIDIsReportedAtItsLiteral() throws {
        let manifest = try #require(CheckFixtures.loadManifest())
        let flow = CheckFixtures.flow
            .replacingOccurrences(of: "id: \"login.token\"", with: "id: \"login.tokn\"")
            .replacingOccurrences(of: ".cancel(\"login.validate\")", with: ".cancel(\"login.valid\")")
        let found = try CheckFixtures.drift(CheckFixtures.files(flow: flow), manifest: manifest)
        #expect(
            CheckFixtures.summary(found) == [
                "Login/LoginFlow.swift:14:44 [drift.unknown-effect-id]",
                "Login/LoginFlow.swift:17:25 [drift.unknown-effect-id]",
            ])
        #expect(found[0].message.contains("'login.tokn'"))
        #expect(found[0].message.contains("login.validate, login.token"))
    }

    @Test func anEffectIDHeldInAConstantIsCheckedLikeALiteral() throws {
        let manifest = try #require(CheckFixtures.loadManifest())
        func flow(token: String, validate: String) -> String {
            CheckFixtures.flow
                .replacingOccurrences(of: "id: \"login.token\"", with: "id: Self.tokenID")
                .replacingOccurrences(of: ".cancel(\"login.validate\")", with: ".cancel(validateID)")
                .replacingOccurrences(
                    of: "struct LoginFlow: FlowReducer {\n",
                    with: "struct LoginFlow: FlowReducer {\n    static let tokenID: EffectID = \"\(token)\"\n")
                + "let validateID = \"\(validate)\"\n"
        }
        let clean = try CheckFixtures.drift(
            CheckFixtures.files(flow: flow(token: "login.token", validate: "login.validate")), manifest: manifest)
        #expect(clean.isEmpty, "\(clean)")

        let unknown = try CheckFixtures.drift(
            CheckFixtures.files(flow: flow(token: "login.tokn", validate: "login.valid")), manifest: manifest)
        #expect(
            CheckFixtures.summary(unknown) == [
                "Login/LoginFlow.swift:15:44 [drift.unknown-effect-id]",
                "Login/LoginFlow.swift:18:25 [drift.unknown-effect-id]",
            ])
        #expect(unknown.first?.message.hasPrefix(
            "effect id 'login.tokn' (the value of the constant at Login/LoginFlow.swift:4:36) is not declared") == true,
            "\(unknown)")

        let another = try CheckFixtures.drift(
            CheckFixtures.files(flow: flow(token: "login.validate", validate: "login.validate")), manifest: manifest)
        #expect(CheckFixtures.summary(another) == ["Login/LoginFlow.swift:15:44 [drift.effect-request-mismatch]"])
    }

    @Test func aConstantDeclaredTwiceWithTwoValuesOrComputedIsNotResolved() throws {
        let reader = try SwiftDeclarationReader()
        let source = """
            enum A { static let id: EffectID = "a.one" }
            enum B { static let id: EffectID = "a.two" }
            let made = EffectID("a.made")
            let raw = #"a.raw"#
            var mutable = "a.var"
            let built = "a.\\(x)"
            let number: Int = 1
            """
        let constants = reader.effectIDConstants(
            in: [SwiftSourceFile(path: "F.swift", source: source)], scratch: PatternScratch())
        #expect(constants.constants.mapValues(\.value) == ["made": "a.made", "raw": "a.raw"])
        #expect(constants.resolve(" Self.made ")?.value == "a.made")
        #expect(constants.resolve("Flow.IDs.raw")?.value == "a.raw")
        #expect(constants.resolve("made()") == nil)
        #expect(constants.resolve("id") == nil)
    }

    @Test func theDefaultEffectIDIsTheLowerCamelFeatureAndTheEffectName() {
        #expect(EffectIDs.defaultID(feature: "Login", effect: "validate") == "login.validate")
        #expect(EffectIDs.defaultID(feature: "DeviceConnection", effect: "scan") == "deviceConnection.scan")
        #expect(EffectIDs.lowerCamel("HTTPClient") == "httpClient")
        #expect(EffectIDs.lowerCamel("URL") == "url")
        #expect(EffectIDs.lowerCamel("login") == "login")
    }

    @Test func anUncoveredTraceIsReportedAtTheTrace() throws {
        let manifest = try #require(CheckFixtures.loadManifest())
        let tests = CheckFixtures.tests.replacingOccurrences(
            of: "// trace: idle + submit(valid form) -> validating + validate effect", with: "// no marker")
        let found = try CheckFixtures.drift(CheckFixtures.files(tests: tests), manifest: manifest)
        #expect(CheckFixtures.summary(found) == ["Login/Login.intentflow.yaml:26:5 [drift.uncovered-trace]"])
    }

    @Test func traceMarkersIgnoreSpacingAndMustBeInATestOfTheFeature() throws {
        let manifest = try #require(CheckFixtures.loadManifest())
        let tests = CheckFixtures.tests.replacingOccurrences(
            of: "// trace: idle + submit(valid form) -> validating + validate effect",
            with: "//   trace:   idle +  submit(valid form)  -> validating + validate effect  ")
        #expect(try CheckFixtures.drift(CheckFixtures.files(tests: tests), manifest: manifest).isEmpty)
        var files = CheckFixtures.files()
        files[2] = SwiftSourceFile(path: "Tests/OtherTests.swift", source: CheckFixtures.tests.replacingOccurrences(of: "LoginFlow", with: "OtherFlow"))
        #expect(try CheckFixtures.drift(files, manifest: manifest).count == 3)
    }

    @Test func xctestDocCommentsAndEscapedLiteralsCoverTraces() throws {
        let manifest = try #require(CheckFixtures.loadManifest())
        let tests = """
            import XCTest

            final class LoginFlowTests: XCTestCase {
              /// idle + submit(valid form) -> validating + validate effect
              func testIdleOnSubmit() { XCTAssertNotNil(LoginFlow()) }

              func testCredentials() { // trace: validating + credentialsValid -> validating + requestToken effect
              }

              /// validating + cancel -> idle + cancel validate effect
              func testCancel() {}
            }
            """
        #expect(try CheckFixtures.drift(CheckFixtures.files(tests: tests), manifest: manifest).isEmpty)
        let quoted = CheckFixtures.manifest.replacingOccurrences(
            of: "\"idle + submit(valid form) -> validating + validate effect\"",
            with: "'idle + submit(say \"a\\b\") -> validating + validate effect'")
        let quotedManifest = try #require(CheckFixtures.loadManifest(quoted))
        let escaped = CheckFixtures.tests.replacingOccurrences(
            of: "// trace: idle + submit(valid form) -> validating + validate effect",
            with: "@Test(\"idle + submit(say \\\"a\\\\b\\\") -> validating + validate effect\") func quoted() {}")
        #expect(try CheckFixtures.drift(CheckFixtures.files(tests: escaped), manifest: quotedManifest).isEmpty)
    }

    @Test func aMissingEnumAndMissingSourcesAreReported() throws {
        let manifest = try #require(CheckFixtures.loadManifest())
        let contract = CheckFixtures.contract.replacingOccurrences(of: "enum LoginOutput", with: "enum LoginOutputs")
        let found = try CheckFixtures.drift(CheckFixtures.files(contract: contract), manifest: manifest)
        #expect(CheckFixtures.summary(found) == ["Login/Login.intentflow.yaml:22:3 [drift.missing-enum]"])
        let none = try CheckFixtures.drift([], manifest: manifest)
        #expect(CheckFixtures.summary(none) == ["Login/Login.intentflow.yaml:1:1 [drift.sources-not-found]"])
        #expect(none.first?.severity == .warning)
    }

    @Test func theNearestCopyOfTheContractIsCompared() throws {
        let manifest = try #require(CheckFixtures.loadManifest())
        var files = CheckFixtures.files()
        let stale = CheckFixtures.contract.replacingOccurrences(of: "case cancel", with: "case abort")
        files.insert(SwiftSourceFile(path: "Archive/Old/LoginContract.swift", source: stale), at: 0)
        #expect(try CheckFixtures.drift(files, manifest: manifest).isEmpty)
    }

    @Test func aDriftFindingInSwiftCanBeSilenced() throws {
        let manifest = try #require(CheckFixtures.loadManifest())
        let contract = CheckFixtures.contract.replacingOccurrences(
            of: "    case idle\n",
            with: "    case idle\n    // intentflow:disable:next drift.case-not-in-manifest\n    case locked\n")
        #expect(try CheckFixtures.drift(CheckFixtures.files(contract: contract), manifest: manifest).isEmpty)
    }
}
