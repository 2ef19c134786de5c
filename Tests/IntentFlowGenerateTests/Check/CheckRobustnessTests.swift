import IntentFlowCheck
import IntentFlowManifest
import Testing
@testable import IntentFlowCheck
@testable import IntentFlowGenerate

/// Broken and truncated input never traps: every prefix of tricky Swift goes through the whole check.
@Suite struct CheckRobustnessTests {
    static let tricky = CheckFixtures.contract + CheckFixtures.flow + ###"""
        enum LoginRoute { case `default`, a(_: (Int) -> [String: Set<Int>]), b = "x\(y)" }
        let r = #/a\/b/#; let s = ##"\##(x)"## ; /* open /* nested */
        let m = """
          \(f("""
            inner
            """))
          """
        .effect(.x, id: #"raw.id"#) .cancel(id: "\(dynamic)") .effect(
        case `
        """###

    @Test func everyPrefixIsCheckedWithoutTrapping() throws {
        let manifest = try #require(CheckFixtures.loadManifest())
        let rules = CheckFixtures.defaultRules()
        let bytes = Array(Self.tricky.utf8) + [0xFF, 0xC3]
        var total = 0
        for length in stride(from: 0, through: bytes.count, by: 9) {
            let file = SwiftSourceFile(path: "Login/LoginContract.swift", relativePath: "Login/LoginContract.swift", text: Array(bytes.prefix(length)))
            #expect(file.code.count == length)
            let flow = SwiftSourceFile(path: "Login/LoginFlow.swift", relativePath: "Login/LoginFlow.swift", text: Array(bytes.prefix(length)))
            total += try ProjectChecker.check(files: [file, flow], manifests: [manifest], rules: rules).count
        }
        #expect(total > 0)
    }

    /// Issue 45: a file saved with CR-only line ends (Swift compiles it) reads line by line, as with LF or CRLF: a
    /// `//` comment ends at its CR, so the code after it is checked, at the line an editor shows.
    @Test func crOnlyLinesAreLinesAndAFileReadsAlikeWithEveryLineEnd() throws {
        let lines = ["// the reducer", "struct LoginFlow {", "    let x = 1 // note", "}", ""]
        var reads: [String] = []
        for end in ["\n", "\r", "\r\n"] {
            let file = SwiftSourceFile(path: "LoginFlow.swift", source: lines.joined(separator: end))
            let code = String(decoding: file.code, as: UTF8.self)
            #expect(code.contains("struct LoginFlow {"), "\(end.debugDescription): \(code.debugDescription)")
            #expect(!code.contains("note"))
            let offset = try #require(String(decoding: file.text, as: UTF8.self).utf8.firstRange(of: "let x".utf8))
                .lowerBound.utf16Offset(in: String(decoding: file.text, as: UTF8.self))
            #expect(file.location(ofOffset: offset).line == 3, "\(end.debugDescription)")
            reads.append(String(decoding: file.code.filter { $0 != 0x0D }, as: UTF8.self))
        }
        #expect(Set(reads).count == 1, "\(reads)")
    }
}
