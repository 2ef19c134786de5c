import Foundation
import IntentFlowManifest
import Testing
@testable import IntentFlowCheck
@testable import IntentFlowGenerate

@Suite struct DefaultRulesTests {
    /// One planted violation: the file it is in, the line that breaks the rule (line 3, after a comment and a
    /// string holding the same text, which must not count), and the column the finding must point at.
    struct Violation: CustomTestStringConvertible, Sendable {
        var rule: String
        var path: String
        var line: String
        var column: Int

        var testDescription: String { rule }

        var source: String {
            let inComment = "// " + line.trimmingCharacters(in: .whitespaces)
            let inString = "let text = \"\"\"\n" + line + "\n\"\"\""
            return inComment + "\n" + "let x = 1\n" + line + "\n" + inString + "\n"
        }
    }

    static let violations: [Violation] = [
        Violation(rule: "flow.no-async-work", path: "A/LoginFlow.swift", line: "    let v = await load()", column: 13),
        Violation(rule: "flow.no-async-work", path: "A/LoginFlow.swift", line: "    Task { go() }", column: 5),
        Violation(rule: "flow.no-io", path: "A/LoginFlow.swift", line: "    let s = URLSession.shared", column: 13),
        Violation(rule: "flow.no-io", path: "A/LoginFlow.swift", line: "    UserDefaults.standard.set(1, forKey: k)", column: 5),
        Violation(rule: "flow.no-io", path: "A/LoginFlow.swift", line: "    DispatchQueue.main.async {}", column: 5),
        Violation(rule: "flow.no-clock-or-randomness", path: "A/LoginFlow.swift", line: "    let now = Date()", column: 15),
        Violation(rule: "flow.no-clock-or-randomness", path: "A/LoginFlow.swift", line: "    let id = UUID()", column: 14),
        Violation(rule: "flow.no-print", path: "A/LoginFlow.swift", line: "    print(state)", column: 5),
        Violation(rule: "flow.no-force-try", path: "A/LoginFlow.swift", line: "    let d = try! decode()", column: 13),
        Violation(rule: "flow.no-effect-handler", path: "A/LoginFlow.swift", line: "    let e = LoginEffects(client: c)", column: 13),
        Violation(rule: "flow.no-singletons", path: "A/LoginFlow.swift", line: "    let a = Analytics.shared", column: 13),
        Violation(rule: "flow.no-fatal-error", path: "A/LoginFlow.swift", line: "    fatalError(\"no\")", column: 5),
        Violation(rule: "layer.no-ui-import", path: "A/LoginContract.swift", line: "import SwiftUI", column: 1),
        Violation(rule: "layer.no-ui-import", path: "A/LoginFlow.swift", line: "@preconcurrency import UIKit", column: 1),
        Violation(rule: "layer.no-ui-import", path: "A/LoginProjection.swift", line: "import struct SwiftUI.Color", column: 1),
        Violation(rule: "contract.no-main-actor", path: "A/LoginContract.swift", line: "@MainActor enum LoginState {}", column: 1),
        Violation(rule: "contract.no-ui-types", path: "A/LoginContract.swift", line: "    case loaded(UIImage)", column: 17),
        Violation(rule: "contract.no-ui-types", path: "A/LoginContract.swift", line: "    case tinted(Color)", column: 17),
        Violation(rule: "contract.no-reference-types", path: "A/LoginContract.swift", line: "final class LoginModel {}", column: 7),
        Violation(rule: "projection.no-side-work", path: "A/LoginProjection.swift", line: "    let d = UserDefaults.standard", column: 13),
        Violation(rule: "tests.no-sleep", path: "T/LoginFlowTests.swift", line: "    try await Task.sleep(for: .seconds(1))", column: 15),
        Violation(rule: "tests.no-sleep", path: "T/LoginFlowTests.swift", line: "    Thread.sleep(forTimeInterval: 1)", column: 5),
        Violation(rule: "effects.no-ui-import", path: "A/LoginEffects.swift", line: "import UIKit", column: 1),
    ]

    @Test(arguments: violations)
    func eachDefaultRuleFindsItsViolationAtTheRightPlace(_ violation: Violation) {
        let engine = RuleEngine(rules: CheckFixtures.defaultRules().rules)
        let file = SwiftSourceFile(path: violation.path, source: violation.source)
        let found = engine.findings(in: file).filter { $0.ruleID == violation.rule }
        #expect(CheckFixtures.summary(found) == ["\(violation.path):3:\(violation.column) [\(violation.rule)]"])
    }

    @Test func everyDefaultRuleHasAPlantedViolation() {
        let rules = CheckFixtures.defaultRules().rules.map(\.id)
        #expect(Set(rules) == Set(Self.violations.map(\.rule)))
        #expect(rules.count >= 15)
    }

    @Test func theDefaultRulesLoadWithoutErrors() {
        let file = DefaultRules.file()
        #expect(file.diagnostics.isEmpty)
        let (_, diagnostics) = RuleSet.resolve([file])
        #expect(diagnostics.isEmpty)
    }

    @Test func theEmbeddedCopyEqualsTheTemplatesFile() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let onDisk = try String(contentsOf: root.appendingPathComponent("Templates/rules.yaml"), encoding: .utf8)
        #expect(DefaultRules.yaml == onDisk)
    }

    @Test func rulesApplyOnlyToTheFilesTheySelect() {
        let engine = RuleEngine(rules: CheckFixtures.defaultRules().rules)
        let source = "import SwiftUI\nlet v = await load()\nprint(1)\n"
        #expect(engine.findings(in: SwiftSourceFile(path: "A/LoginView.swift", source: source)).isEmpty)
        #expect(engine.findings(in: SwiftSourceFile(path: "A/LoginFlowTests.swift", source: source)).isEmpty)
    }

    @Test func aReducerMayReadWhatTheRuntimeHandsIt() {
        let engine = RuleEngine(rules: CheckFixtures.defaultRules().rules)
        let source = "let id = FlowDependencies.current.uuid()\nlet now = FlowDependencies.current.now\n"
        #expect(engine.findings(in: SwiftSourceFile(path: "A/TodosFlow.swift", source: source)).isEmpty)
        let shared = engine.findings(in: SwiftSourceFile(path: "A/TodosFlow.swift", source: "let d = MyDependencies.current\n"))
        #expect(CheckFixtures.summary(shared) == ["A/TodosFlow.swift:1:9 [flow.no-singletons]"])
    }

    @Test func aTestClocksSleepDeclarationIsNotASleep() {
        let engine = RuleEngine(rules: CheckFixtures.defaultRules().rules)
        let source = """
            struct TestClock: Clock {
                func sleep(until deadline: Instant, tolerance: Duration?) async throws {}
                public func usleep(_ x: Int) {}
            }
            func wait() { sleep(1) }
            """
        let found = engine.findings(in: SwiftSourceFile(path: "T/ShopFlowTests.swift", source: source))
        #expect(CheckFixtures.summary(found) == ["T/ShopFlowTests.swift:5:15 [tests.no-sleep]"])
    }

    @Test func theGeneratedShapeIsClean() {
        let engine = RuleEngine(rules: CheckFixtures.defaultRules().rules)
        #expect(engine.findings(in: CheckFixtures.files()).isEmpty)
    }

    @Test func suppressionCommentsSilenceOneFindingOfTheNamedRule() {
        let engine = RuleEngine(rules: CheckFixtures.defaultRules().rules)
        let source = """
            // intentflow:disable:next flow.no-print
            print(a)
            print(b)
            let now = Date() // intentflow:disable-line flow.no-clock-or-randomness
            /* intentflow:disable:next flow.no-io, flow.no-print flow.no-singletons */
            print(URLSession.shared)
            // intentflow:disable:next flow.no-io
            let s = "x"; print(s)
            let marker = "// intentflow:disable:next flow.no-print"
            print(c)
            """
        let found = engine.findings(in: SwiftSourceFile(path: "LoginFlow.swift", source: source))
        #expect(
            CheckFixtures.summary(found) == [
                "LoginFlow.swift:3:1 [flow.no-print]",
                "LoginFlow.swift:8:14 [flow.no-print]",
                "LoginFlow.swift:10:1 [flow.no-print]",
            ])
    }

    @Test func theEngineRunsFilesInParallelAndOrdersFindings() {
        let engine = RuleEngine(rules: CheckFixtures.defaultRules().rules)
        let files = (0..<50).map { index in
            SwiftSourceFile(path: "F\(index)/F\(index)Flow.swift", source: "let a = 1\nprint(\(index))\n")
        }
        let found = engine.findings(in: files)
        #expect(found.count == 50)
        #expect(found.map(\.location.file) == files.map(\.path))
        #expect(found.allSatisfy { $0.location.line == 2 && $0.location.column == 1 })
    }
}
