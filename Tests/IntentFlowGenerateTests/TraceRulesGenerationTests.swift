import Foundation
import IntentFlowManifest
import Testing

@testable import IntentFlowContext
@testable import IntentFlowGenerate

/// Traces as rules in the generated flow skeleton and tests: guards become `case … where`, computed values are
/// written as expressions, a rule's test tries several values and computes what it expects with the same
/// expression, and every trace is a test (none is generated disabled).
@Suite("Trace rules generation")
struct TraceRulesGenerationTests {
    static let yaml = """
        schemaVersion: "0.2"
        feature: Retry
        mode: ai
        states: [idle, "sending(progress: Double, retries: Int)", "failed(retries: Int, message: String)", "done(Int)"]
        intents: [retry, "pick(Int)"]
        events: ["progress(Double)"]
        invariants: ["At most 3 retries in a row; progress never goes backwards."]
        acceptanceTraces:
          - 'failed(retries: n) + retry where n < 3 -> sending(progress: 0, retries: n + 1)'
          - 'failed(retries: n) + retry -> failed(retries: n, message: "Upload failed after \\(n) attempts")'
          - 'sending(progress: p) + progress(q) where q > p -> sending(progress: q)'
          - 'sending(progress: p) + progress -> sending(progress: p)'
          - 'idle + pick(0) -> done(0)'
          - 'done(0) + pick(k) -> done(k)'
          - 'done(1) + pick(k) -> done(k)'

        """

    private func rendered(_ template: String, yaml: String = yaml) throws -> String {
        let result = ManifestLoader.load(yaml: yaml, path: "Retry.intentflow.yaml")
        let manifest = try #require(result.validManifest, "\(result.diagnostics)")
        return try DefaultPackRenderer().render(template, manifest: manifest, parameters: ["module": "Retry"])
    }

    @Test("The skeleton writes guards as 'where' and computed values as expressions")
    func skeleton() throws {
        let flow = try rendered("flow.swift")
        #expect(flow.contains("    case (.failed(let n, _), .intent(.retry)) where n < 3:\n"), "\(flow)")
        #expect(flow.contains("return .state(.sending(progress: 0, retries: n + 1))"))
        #expect(flow.contains(#"return .state(.failed(retries: n, message: "Upload failed after \(n) attempts"))"#))
        #expect(flow.contains("case (.sending(let p, let retries), .event(.progress(let q))) where q > p:"))
        // The guarded trace comes before the general one for the same state and signal.
        let guarded = try #require(flow.range(of: "where n < 3:"))
        let general = try #require(flow.range(of: "case (.failed(let n, _), .intent(.retry)):"))
        #expect(guarded.lowerBound < general.lowerBound)
    }

    @Test("Only an example (values, no rule for its state and signal) is marked for generalising")
    func examplesAreMarked() throws {
        let flow = try rendered("flow.swift")
        let lines = flow.split(separator: "\n").map(String.init)
        let marked = lines.indices.filter { lines[$0].contains("// example: generalise") }.map { lines[$0 - 1] }
        #expect(
            marked == [
                "    case (.idle, .intent(.pick(0))):", "    case (.done(0), .intent(.pick(let int))):",
                "    case (.done(1), .intent(.pick(let int))):",
            ], "\(marked)")
        // The guarded and general retries are rules: not marked.
        #expect(!flow.contains("where n < 3:\n      // example"))
    }

    @Test("The inputs an earlier example takes are left out by a condition written in the parameters' order")
    func exampleExclusionIsInPositionOrder() throws {
        // Four values on the state: written in a dictionary's order, they came out in another order in most runs,
        // and `generate --check` saw the examples change without any edit.
        let yaml = """
            schemaVersion: "0.2"
            feature: Retry
            mode: ai
            states: ["form(a: Int, b: Int, c: Int, d: Int)", "done(Int)"]
            intents: ["pick(Int)"]
            invariants: ["A pick ends the form."]
            acceptanceTraces:
              - 'form(a: 1, b: 2, c: 3, d: 4) + pick(0) -> done(0)'
              - 'form(a: w, b: x, c: y, d: z) + pick(k) -> done(k)'

            """
        let tests = try rendered("tests.swift", yaml: yaml)
        #expect(tests.contains("where !(a == 1 && b == 2 && c == 3 && d == 4 && int == 0)"), "\(tests)")
    }

    @Test("A rule's test tries several values, keeps those its guard and no earlier trace take, and computes the expectation")
    func ruleTests() throws {
        let tests = try rendered("tests.swift")
        #expect(tests.contains("for n in check.inputs(samples) where n < 3 {"), "\(tests)")
        #expect(tests.contains("for n in check.inputs(samples) where !(n < 3) {"))
        // Below, at and above the number the guard compares with, beside the type's samples, simplest first.
        #expect(tests.contains("let samples: [Int] = [0, 1, -1, 2, 3, 4]"))
        #expect(tests.contains("let expected = RetryNext.state(.sending(progress: 0, retries: n + 1))"))
        #expect(tests.contains("state: .failed(retries: n, message: \"message\")"))
        // The general progress trace keeps only the values the guarded one leaves; `p`, only copied, keeps its
        // binding's name.
        #expect(tests.contains("for (q, progress) in check.inputs(samples) where !(q > progress) {"))
        #expect(tests.contains("#expect(check.passes, \"\\(check)\")"))
    }

    @Test("Traces that differ by source values are each a test; none is disabled")
    func sourceValuesAreTests() throws {
        let tests = try rendered("tests.swift")
        #expect(tests.contains("state: .done(0),"))
        #expect(tests.contains("state: .done(1),"))
        #expect(!tests.contains(".disabled("))
        let flow = try rendered("flow.swift")
        #expect(flow.contains("case (.done(0), .intent(.pick(let int))):"))
        #expect(flow.contains("case (.done(1), .intent(.pick(let int))):"))
    }

    @Test("Conformance applies a guarded trace only where its guard holds")
    func conformance() throws {
        let conformance = try rendered("conformance.swift")
        #expect(
            conformance.contains(
                "        case (.failed(retries: let n, message: _), .intent(.retry)):\n"
                    + "          #sourceLocation(file:\"Retry.intentflow.yaml\",line:9)\n          n < 3\n"
                    + "          #sourceLocation()\n"),
            "\(conformance)")
    }

    @Test("No generated test anywhere is disabled: examples, fixtures, pack snapshots")
    func nothingDisabled() throws {
        let renderer = try DefaultPackRenderer()
        var checked = 0
        for manifest in try DefaultPackRenderer.exampleManifests() {
            for testing in ["swift-testing", "xctest"] {
                for template in ["tests.swift", "conformance.swift"] {
                    let text = try renderer.render(
                        template, manifest: manifest, parameters: ["module": manifest.feature, "testing": testing])
                    #expect(!text.contains(".disabled(") && !text.contains("XCTSkip"), "\(manifest.feature) \(template)")
                    checked += 1
                }
            }
        }
        let root = DefaultPackRenderer.repositoryRoot
        for folder in ["Templates/tests", "Examples"] {
            let walker = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = walker?.nextObject() as? URL {
                guard url.pathExtension == "expected" || url.pathExtension == "swift",
                    let text = try? String(contentsOf: url, encoding: .utf8)
                else { continue }
                #expect(!text.contains(".disabled("), "\(url.path)")
                checked += 1
            }
        }
        let templates = try FileManager.default.contentsOfDirectory(
            at: root.appendingPathComponent("Templates"), includingPropertiesForKeys: nil)
        for url in templates where url.pathExtension == "mustache" {
            #expect(!(try String(contentsOf: url, encoding: .utf8)).contains(".disabled("), "\(url.lastPathComponent)")
        }
        #expect(checked > 30)
    }
}

/// Laying out a long call as swift-format does.
@Suite("Wrapped calls")
struct WrappedCallTests {
    @Test("A call too long for its line is packed on the lines after its name, two columns deeper")
    func wrappedCall() {
        let call = #".failed(file: URL(fileURLWithPath: "/file"), retries: n, message: "Upload failed after \(n) attempts")"#
        let expected =
            ".failed(\n" + #"          file: URL(fileURLWithPath: "/file"), retries: n,"# + "\n"
            + #"          message: "Upload failed after \(n) attempts")"#
        #expect(SwiftText.wrappedCall(call, indent: 8) == expected)
        #expect(SwiftText.wrappedCall(".idle(count: 1)", indent: 8) == ".idle(count: 1)")
    }

    @Test("An argument too long for a line of its own is broken after its first call's parenthesis")
    func wrappedLongArgument() {
        let todos = #"todos: ([] as [TodoItem]).moving((IndexSet(integer: 0)), to: 1, shownBy: (.all as TodoFilter))"#
        let expected =
            ".list(\n" + "        todos: ([] as [TodoItem]).moving(\n"
            + #"          (IndexSet(integer: 0)), to: 1, shownBy: (.all as TodoFilter)),"# + "\n"
            + "        filter: .all, editing: false)"
        #expect(SwiftText.wrappedCall(".list(\(todos), filter: .all, editing: false)", indent: 6) == expected)
    }
}
