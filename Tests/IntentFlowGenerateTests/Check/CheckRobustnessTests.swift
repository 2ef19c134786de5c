import IntentFlowAI
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
}
