import Foundation
import IntentFlowManifest
import IntentFlowContext
import IntentFlowTemplates
import Testing

@testable import IntentFlowGenerate

/// Issue 32, cause 8: file and folder names reach generated files only escaped for their place.
@Suite struct InjectionTests {
    static let hostileName = "X\nfunc zzPWNzz() {}\nlet zzq = 1 \u{2028}.intentflow.yaml"

    @Test(arguments: [CommentStyle.slashes, .hash, .html])
    func aHeadersSourceStaysOnItsCommentLine(style: CommentStyle) throws {
        let file = GeneratedHeader.apply(to: "enum LoginState {}\n", source: Self.hostileName, style: style)
        let lines = file.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 4, "\(file)")
        #expect(lines.prefix(2).allSatisfy { CommentStyle.commentText(of: $0) != nil })
        #expect(!file.contains("\nfunc zzPWNzz"))
        #expect(try #require(GeneratedHeader.parse(file)).isIntact)
    }

    @Test func anHTMLCommentCannotBeClosedByAName() {
        #expect(CommentStyle.html.line("a --> <script>") == "<!-- a - -> <script> -->\n")
    }

    @Test func aManifestsFileNameReachesTheContextOnOneLine() throws {
        var manifest = SampleManifests.login
        manifest.path = "Sources/Feature\nfunc zzPWNzz() {}/" + Self.hostileName
        let context = FeatureContext.make(manifest: manifest)
        guard case .dictionary(let values)? = context["manifest"] else {
            Issue.record("no manifest in the context")
            return
        }
        for key in ["path", "fileName"] {
            guard case .string(let text)? = values[key] else {
                Issue.record("no \(key)")
                continue
            }
            #expect(!text.unicodeScalars.contains { $0 == "\n" || $0 == "\u{2028}" }, "\(key): \(text)")
        }
    }
}
