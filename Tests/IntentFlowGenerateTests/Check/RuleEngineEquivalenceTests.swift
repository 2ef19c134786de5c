import Foundation
import IntentFlowCheck
import IntentFlowManifest
import IntentFlowProject
import Testing
@testable import IntentFlowCheck
@testable import IntentFlowGenerate

/// The engine skips rules its literal prefilter rules out; these tests hold it to what running every rule's pattern
/// over every file it applies to reports.
@Suite struct RuleEngineEquivalenceTests {
    /// The default pack's rules, rules with spaces and one-byte literals, an `in: any` rule, and one whose pattern the
    /// prefilter cannot read.
    static let rules: [ArchitectureRule] = {
        let extra = """
            rules:
              - {id: team.todo, message: m, severity: warning, pattern: '\\b(?:TODO|FIXME)\\b', in: any}
              - {id: team.await-space, message: m, pattern: 'await x'}
              - {id: team.paren, message: m, pattern: '\\)\\s*\\{'}
              - {id: team.caseless, message: m, pattern: '(?i)urlsession'}
              - {id: team.word, message: m, pattern: 'UserDefaults'}
              - {id: team.café, message: m, pattern: 'café', in: any}
            """
        let files = [DefaultRules.file(), RulesFileLoader.load(contentsOf: extra, path: "extra.yaml")]
        return RuleSet.resolve(files).ruleSet.rules
    }()

    static let engine = RuleEngine(rules: rules)

    /// Every rule's pattern run over the whole file, one finding per rule and line, suppression applied.
    private func reference(_ file: SwiftSourceFile) -> [Diagnostic] {
        let scratch = PatternScratch()
        var found: [Diagnostic] = []
        for rule in Self.rules where rule.applies(to: file.relativePath, scratch: scratch) {
            let bytes = rule.scope == .code ? file.code : file.text
            var lastLine = -1
            bytes.withUnsafeBufferPointer { buffer in
                _ = rule.pattern.forEachMatch(in: buffer, scratch: scratch) { match in
                    let location = file.location(ofOffset: match.lowerBound)
                    if location.line != lastLine, !SuppressionComments.isSuppressed(rule.id, line: location.line, in: file) {
                        found.append(Diagnostic(rule.severity, rule.message, at: location, rule: rule.id))
                    }
                    lastLine = location.line
                    return true
                }
            }
        }
        return found.sortedByLocation()
    }

    private func expectSameFindings(_ source: [UInt8], path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        let file = SwiftSourceFile(path: path, relativePath: path, text: source)
        let engine = Self.engine
        let expected = CheckFixtures.summary(reference(file))
        #expect(CheckFixtures.summary(engine.findings(in: file)) == expected, sourceLocation: sourceLocation)
        #expect(
            CheckFixtures.summary(engine.findings(inText: source, path: path, relativePath: path)) == expected,
            sourceLocation: sourceLocation)
    }

    static let sources = [
        // Different rules on one line, overlapping: print( and URLSession and .shared.
        "let a = 1\n    print(URLSession.shared); let d = Date()\n",
        // A match in a comment right beside a real one, and inside a string.
        "// await here\nlet x = await y // print(\n/* URLSession */ let s = \"URLSession\"; print(s)\n",
        // The literal with a space only exists once the comment is blanked.
        "let v = await/* c */x\nlet w = await x\n",
        "let v = await\"\"x\nlet w = \"await x\"\n",
        // Interpolations are code; raw and multi-line strings are not.
        "let s = \"\\(await load())\"\nlet r = #\"await x\"#\nlet m = \"\"\"\n  print(1)\n  \"\"\"\n",
        // Suppression next to a real match.
        "// intentflow:disable:next flow.no-print\nprint(a); print(b)\nprint(c) // intentflow:disable-line flow.no-print\n",
        "// TODO: one\nlet t = \"FIXME\" ; URLSESSION.x; urlSession.y\n",
        "if a) {\n}\nfunc f() {\n}\n",
        "let café = 1 // café\nUserDefaults.standard\r\nUserDefaults\r\n",
        "",
        "print(",
        "import SwiftUI\n@preconcurrency import UIKit\nTask { }\nTask.detached {}\n",
    ]

    @Test(arguments: sources)
    func reportsExactlyWhatEveryRulesOwnScanReports(_ source: String) {
        for path in ["A/LoginFlow.swift", "A/LoginContract.swift", "A/LoginProjection.swift", "T/LoginTests.swift", "X.swift"] {
            expectSameFindings(Array(source.utf8), path: path)
        }
    }

    @Test func invalidUTF8MatchesAsPerRuleScans() {
        let source: [UInt8] = Array("print(1)\n".utf8) + [0xFF, 0xC3] + Array("URLSession\nawait x\n".utf8) + [0xE2]
        expectSameFindings(source, path: "A/LoginFlow.swift")
    }

    /// Random files stitched from pieces that open and close comments and strings around the rules' words.
    @Test func randomFilesReportWhatPerRuleScansReport() {
        let pieces = [
            "await", " x", "print(", "URLSession", ".shared", "Date()", "//", "/*", "*/", "\"", "\"\"\"", "#\"", "\"#",
            "\\(", ")", "{", "\n", " ", "TODO", "try!", "UserDefaults", "import SwiftUI", "Task ", "café", "\\",
            "// intentflow:disable:next flow.no-print\n", "class X", "@MainActor",
        ]
        // A linear congruential sequence (Knuth's constants): the same files on every run, so a failure replays.
        var state: UInt64 = 12
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<400 {
            let source = (0...next(24)).map { _ in pieces[next(pieces.count)] }.joined()
            expectSameFindings(Array(source.utf8), path: next(2) == 0 ? "A/LoginFlow.swift" : "B/LoginProjection.swift")
        }
    }

    @Test func aProjectWithoutManifestsReportsWhatTheInMemoryCheckReports() throws {
        let root = try CheckFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "A/LoginFlow.swift": Self.sources[0] + Self.sources[1] + Self.sources[5],
            "A/LoginContract.swift": "@MainActor enum LoginState { case a(Color) }\n",
            "A/Clean.swift": "let a = 1\n",
            "T/LoginFlowTests.swift": "func t() async { try await Task.sleep(for: .seconds(1)) }\n",
        ]
        try CheckFixtures.write(files, under: root)
        let report = try ProjectChecker.run(CheckOptions(root: root, displayPrefix: "p/"))
        let inMemory = try ProjectChecker.check(
            files: files.keys.sorted().map { SwiftSourceFile(path: "p/" + $0, relativePath: $0, source: files[$0] ?? "") },
            manifests: [], rules: CheckFixtures.defaultRules())
        #expect(!report.diagnostics.isEmpty)
        #expect(CheckFixtures.summary(report.diagnostics) == CheckFixtures.summary(inMemory))
        #expect(report.swiftFileCount == files.count)
    }
}
