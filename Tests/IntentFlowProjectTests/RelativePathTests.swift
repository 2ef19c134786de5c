import Foundation
@testable import IntentFlowProject
import Testing

@Suite struct RelativePathTests {
    @Test func stepsUpOnlyAsFarAsTheSharedDirectory() {
        let root = URL(fileURLWithPath: "/nonexistent/project")
        #expect(RelativePath.from(root, to: root.appendingPathComponent("a/b")) == "a/b")
        #expect(RelativePath.from(root.appendingPathComponent(".intentflow/packs/acme"), to: root.appendingPathComponent("packs/base")) == "../../../packs/base")
        #expect(RelativePath.from(root, to: root) == ".")
        #expect(RelativePath.from(root.appendingPathComponent("x"), to: root) == "..")
    }
}
