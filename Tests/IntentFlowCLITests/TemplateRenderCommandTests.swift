import Foundation
import Testing
@testable import IntentFlowCLI

/// `intentflow template render`.
@Suite struct TemplateRenderCommandTests {
    /// A fresh directory with the given files.
    private func directory(_ files: [String: String]) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString)")
        for (path, text) in files {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
        return url
    }

    @Test func rendersWithDataAndPartialsFromTheTemplatesDirectory() throws {
        let dir = try directory([
            "Screen.mustache": "enum {{name | PascalCase}} {\n{{#cases}}\n    {{>Case}}\n{{/cases}}\n}",
            "Case.mustache": "case {{.}}{{^@last}} // more{{/@last}}\n",
            "data.json": #"{"name": "login screen", "cases": ["idle", "done"]}"#,
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = runCLI(["template", "render", "Screen.mustache", "--data", "data.json"], in: dir)
        #expect(result.code == .success)
        #expect(result.stdout == "enum LoginScreen {\n    case idle // more\n    case done\n}")
        #expect(result.stderr.isEmpty)
    }

    @Test func partialsOptionChoosesTheDirectory() throws {
        let dir = try directory([
            "t.mustache": "<{{>p}}>", "p.mustache": "wrong", "parts/p.mustache": "right",
        ])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(runCLI(["template", "render", "t.mustache", "--partials", "parts"], in: dir).stdout == "<right>")
        #expect(runCLI(["template", "render", "t.mustache"], in: dir).stdout == "<wrong>")
    }

    @Test func escapingIsOffByDefaultAndHTMLOnRequest() throws {
        let dir = try directory(["t.mustache": "{{x}}", "d.json": #"{"x": "a<b"}"#])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(runCLI(["template", "render", "t.mustache", "--data", "d.json"], in: dir).stdout == "a<b")
        let html = runCLI(["template", "render", "t.mustache", "--data", "d.json", "--escape", "html"], in: dir)
        #expect(html.stdout == "a&lt;b")
        #expect(runCLI(["template", "render", "t.mustache", "--escape", "xml"], in: dir).code == .usageOrIO)
    }

    @Test func missingNamesRenderEmptyUnlessStrict() throws {
        let dir = try directory(["t.mustache": "Hi {{name}}!\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let lenient = runCLI(["template", "render", "t.mustache"], in: dir)
        #expect(lenient.code == .success)
        #expect(lenient.stdout == "Hi !\n")
        let strict = runCLI(["template", "render", "t.mustache", "--strict"], in: dir)
        #expect(strict.code == .findings)
        #expect(strict.stdout.isEmpty)
        #expect(strict.stderr == "t.mustache:1:4: error: no value for 'name' (strict mode)\n    Hi {{name}}!\n       ^\n")
    }

    @Test func templateSyntaxErrorExitsOneWithItsLocation() throws {
        let dir = try directory(["t.mustache": "a\n{{#x}}\n"])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = runCLI(["template", "render", "t.mustache"], in: dir)
        #expect(result.code == .findings)
        #expect(result.stderr.hasPrefix("t.mustache:2:1: error: 'x' is never closed"))
    }

    @Test func unreadableFilesAndBadJSONExitTwo() throws {
        let dir = try directory(["t.mustache": "x", "bad.json": "{\n  \"a\": ]"])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(runCLI(["template", "render", "missing.mustache"], in: dir).code == .usageOrIO)
        #expect(runCLI(["template", "render", "t.mustache", "--data", "none.json"], in: dir).code == .usageOrIO)
        let bad = runCLI(["template", "render", "t.mustache", "--data", "bad.json"], in: dir)
        #expect(bad.code == .usageOrIO)
        #expect(bad.stderr.hasPrefix("bad.json:2:8: error: invalid JSON"))
        #expect(runCLI(["template", "render"], in: dir).code == .usageOrIO)
    }

    @Test(arguments: [
        ("{\n  \"a\": 1,\n}", "bad.json:2:9: error: invalid JSON: trailing comma before '}'"),
        ("[1,\n 2,]", "bad.json:2:3: error: invalid JSON: trailing comma before ']'"),
        ("{\"a\": 1,\n \"a\": 2}", "bad.json:2:2: error: invalid JSON: duplicate key 'a' (first given at 1:2)"),
        ("{\"\\u0061\": 1, \"a\": 2}", "bad.json:1:15: error: invalid JSON: duplicate key 'a'"),
    ])
    func jsonThatFoundationWouldLetPassIsALocatedError(json: String, message: String) throws {
        let dir = try directory(["t.mustache": "{{a}}", "bad.json": json])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = runCLI(["template", "render", "t.mustache", "--data", "bad.json"], in: dir)
        #expect(result.code == .usageOrIO)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
    }

    @Test func invalidUTF8InATemplateOrAContextIsLocated() throws {
        let dir = try directory(["ok.mustache": "{{a}}", "ok.json": "{\"a\": 1}"])
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data([0x7B, 0x0A, 0x20, 0x22, 0x61, 0x22, 0x3A, 0x20, 0x22, 0xE9, 0x22, 0x7D]).write(to: dir.appendingPathComponent("bad.json"))
        try Data(Array("line one\nsay {{a}} ".utf8) + [0xFF, 0x0A]).write(to: dir.appendingPathComponent("bad.mustache"))
        let json = runCLI(["template", "render", "ok.mustache", "--data", "bad.json"], in: dir)
        #expect(json.code == .usageOrIO)
        #expect(json.stderr.hasPrefix("bad.json:2:8: error: invalid JSON: invalid UTF-8 (byte 0xE9)"), "\(json.stderr)")
        let template = runCLI(["template", "render", "bad.mustache", "--data", "ok.json"], in: dir)
        #expect(template.code == .findings)
        #expect(template.stderr.hasPrefix("bad.mustache:2:11: error: invalid UTF-8 (byte 0xFF)"), "\(template.stderr)")
    }

    @Test func outputIsByteForByte() throws {
        let text = "no trailing newline, CRLF\r\nand unicode é ✓"
        let dir = try directory(["t.mustache": text])
        defer { try? FileManager.default.removeItem(at: dir) }
        #expect(runCLI(["template", "render", "t.mustache"], in: dir).stdout == text)
    }
}

/// Which partial files `template render` reads.
@Suite struct TemplateRenderPartialLoadingTests {
    @Test func onlyReachedPartialsAreReadSoABrokenUnrelatedFileDoesNotMatter() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("render-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("sub"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let files = [
            "t.mustache": "{{<layout}}{{$b}}B{{/b}}{{/layout}}", "layout.mustache": "[{{$b}}{{/b}}{{>sub/tail}}]",
            "sub/tail.mustache": "!", "broken.mustache": "{{#never closed",
        ]
        for (path, text) in files {
            try text.write(to: dir.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }
        let result = runCLI(["template", "render", "t.mustache"], in: dir)
        #expect(result.code == .success)
        #expect(result.stdout == "[B!]")
        try "{{>*which}}".write(to: dir.appendingPathComponent("d.mustache"), atomically: true, encoding: .utf8)
        #expect(runCLI(["template", "render", "d.mustache"], in: dir).code == .findings)
    }
}
