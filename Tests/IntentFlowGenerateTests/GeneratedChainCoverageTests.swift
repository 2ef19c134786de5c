import Foundation
import IntentFlowManifest
import Testing

@testable import IntentFlowContext

/// `intentflow coverage`'s effect line against the generated tests: an event counts as delivered only where a
/// generated store chain test has the effect's run deliver it.
@Suite("Coverage counts the generated store chains")
struct GeneratedChainCoverageTests {
    @Test("For every example, coverage's delivered events are those its generated store tests have the effects deliver")
    func examplesAgree() throws {
        let root = DefaultPackRenderer.repositoryRoot
        let tests = root.appendingPathComponent("Examples/Tests/IntentFlowExamplesTests")
        var compared = 0
        for manifest in try DefaultPackRenderer.exampleManifests(includingFixtures: false) {
            let text = try String(
                contentsOf: tests.appendingPathComponent("\(manifest.feature)FlowTests.swift"), encoding: .utf8)
            let generated = Self.deliveries(in: text)
            #expect(GeneratedChainCoverage.deliveries(of: manifest) == generated, "\(manifest.feature)")
            let coverage = GeneratedChainCoverage.counted(FeatureCoverage(manifest), manifest: manifest)
            for effect in coverage.effects {
                let delivered = Set(effect.emits).subtracting(effect.undelivered)
                #expect(delivered == generated[effect.effect] ?? [], "\(manifest.feature).\(effect.effect)")
            }
            compared += 1
        }
        #expect(compared >= 10)
    }

    /// By effect, the events a generated FlowTests file's store tests have a scripted run deliver: a reply that is
    /// not held (a held one is a cancellation test's, which must never arrive) or a repeating reply's tick.
    static func deliveries(in text: String) -> [String: Set<String>] {
        var deliveries: [String: Set<String>] = [:]
        let patterns = [
            // A delayed reply (`after: .seconds(30)`, a one-off delayed effect's) is delivered once the clock moves.
            // The effect stays on its line: a repeating reply (`every:`) has no `with:`, and must not borrow the
            // next test's.
            #"effects\.reply\(\s*to: \.(\w+)[^\n]*?,\s*with: \[(\.[^\n]*)\](,\s*holding: true)?"#
                + #"(,\s*after: \.\w+\([^)]*\))?\s*\)"#,
            #"effects\.reply\(to: \.(\w+), every: [^\n]*\{[^}]*?\.(\w+)"#,
        ]
        for pattern in patterns {
            guard let expression = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
            else { continue }
            let range = NSRange(text.startIndex..., in: text)
            for match in expression.matches(in: text, range: range) {
                guard let effect = Range(match.range(at: 1), in: text), let event = Range(match.range(at: 2), in: text)
                else { continue }
                if match.numberOfRanges > 3, match.range(at: 3).location != NSNotFound { continue }
                // A reply may deliver several events of one run, in order (a three-step chain's).
                deliveries[String(text[effect]), default: []].formUnion(Self.topLevelCases(in: text[event]))
            }
        }
        return deliveries
    }

    /// The case names of a list of events outside any parentheses: `.didOpen, .received(.failure(e))` gives
    /// `didOpen` and `received`.
    static func topLevelCases(in list: Substring) -> [String] {
        var names: [String] = []
        var depth = 0
        var index = list.startIndex
        while index < list.endIndex {
            let character = list[index]
            if character == "(" { depth += 1 }
            if character == ")" { depth -= 1 }
            index = list.index(after: index)
            guard character == ".", depth == 0 else { continue }
            let name = list[index...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            names.append(String(name))
            index = name.endIndex
        }
        return names
    }
}
