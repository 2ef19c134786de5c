import Foundation
import Testing
@testable import IntentFlowCLI
@testable import IntentFlowGenerate

/// `children:` on the command line: a broken entry fails `validate` and `generate` with located errors and nothing
/// written; a good one makes `generate` write the parent's children files with the default pack.
@Suite struct ChildrenCommandTests {
    static let login = """
        schemaVersion: "0.2"
        feature: Login
        mode: core
        states: [idle, failed(message: String)]
        intents: [submit]
        outputs: [completed(userID: String)]
        acceptanceTraces: ["idle + submit -> idle + completed output"]

        """

    static func checkout(event: String) -> String {
        """
        schemaVersion: "0.2"
        feature: Checkout
        mode: core
        states: [cart, failed(message: String)]
        intents: [checkout]
        events: [\(event)]
        children:
          - {feature: Login, manifest: login.intentflow.yaml, outputs: {completed: loginSucceeded}}

        """
    }

    @Test func aMappingWhoseValuesDoNotFitFailsValidateAndGenerateWritesNothing() throws {
        let project = try Project()
        try project.write("features/login.intentflow.yaml", Self.login)
        try project.write("features/checkout.intentflow.yaml", Self.checkout(event: "loginSucceeded(userID: Int)"))
        let expected = "features/checkout.intentflow.yaml:8:76: error: Login's output 'completed' carries (String)"
        let validate = project.run(["validate", "features"])
        #expect(validate.code == .findings)
        #expect(validate.stdout.contains(expected), "\(validate.stdout)")
        let generate = project.run(["generate", "features", "--output", "out"])
        #expect(generate.code == .findings)
        #expect(generate.stderr.contains(expected), "\(generate.stderr)")
        #expect(!project.exists("out"))
    }

    @Test(.enabled(if: !BuiltInPacks.defaultPackFiles.isEmpty)) func generateWritesTheChildrenFiles() throws {
        let project = try Project()
        try project.write("features/login.intentflow.yaml", Self.login)
        try project.write("features/checkout.intentflow.yaml", Self.checkout(event: "loginSucceeded(userID: String)"))
        let result = project.run(["generate", "features", "--output", "out", "--module", "Shop"])
        #expect(result.code == .success, "\(result.stderr)")
        #expect(project.read("out/Sources/Checkout/CheckoutChildren.swift")?.contains("func hostLogin(") == true)
        #expect(project.exists("out/Tests/ShopTests/CheckoutChildrenTests.swift"))
        #expect(!project.exists("out/Sources/Login/LoginChildren.swift"))
    }
}
