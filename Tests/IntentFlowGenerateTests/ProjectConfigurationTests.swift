import Foundation
import Testing
@testable import IntentFlowGenerate

@Suite struct ProjectConfigurationTests {
    @Test func isFoundByWalkingUp() throws {
        let directory = try TemporaryDirectory()
        try directory.write(
            ".intentflow/config.yaml", "pack: acme\noutput: Sources/Features\nmodule: App\nui: swiftui\nparams:\n  testing: xctest\n")
        let nested = directory.url.appendingPathComponent("Sources/App/Deep")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        let configuration = try ProjectConfiguration.discover(from: nested)
        #expect(configuration.projectRoot?.path == directory.url.path)
        #expect(configuration.pack == "acme")
        #expect(configuration.output?.path == directory.url.appendingPathComponent("Sources/Features").standardizedFileURL.path)
        #expect(configuration.module == "App")
        #expect(configuration.parameters == ["ui": "swiftui", "testing": "xctest"])
    }

    @Test func aProjectWithoutConfigStillHasARoot() throws {
        let directory = try TemporaryDirectory()
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent(".intentflow/packs"), withIntermediateDirectories: true)
        let configuration = try ProjectConfiguration.discover(from: directory.url)
        #expect(configuration.projectRoot != nil)
        #expect(configuration.file == nil)
    }

    @Test func anUnknownKeyIsALocatedError() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".intentflow/config.yaml", "pack: acme\npakc: typo\n")
        do {
            _ = try ProjectConfiguration.discover(from: directory.url)
            Issue.record("an unknown key passed")
        } catch {
            #expect(error.diagnostics.first?.location.line == 2)
            #expect(error.diagnostics.first?.ruleID == "config.unknown-key")
        }
    }

    @Test(arguments: [
        ("pack: acme\nmodule: \"Foo\\nimport Evil\"\n", 2, 9),
        ("pack: acme\nparams:\n  module: \"Foo; import Evil\"\n", 3, 11),
    ])
    func aModuleThatIsNotAnIdentifierIsALocatedError(config: String, line: Int, column: Int) throws {
        let directory = try TemporaryDirectory()
        try directory.write(".intentflow/config.yaml", config)
        do {
            _ = try ProjectConfiguration.discover(from: directory.url)
            Issue.record("a module that is not an identifier passed")
        } catch {
            let diagnostic = error.diagnostics.first
            #expect(diagnostic.map { "\($0.location.line):\($0.location.column) \($0.ruleID)" } == "\(line):\(column) config.invalid-value")
            #expect(diagnostic?.message.contains("is not a Swift identifier") == true)
            #expect(diagnostic?.location.file.hasSuffix("config.yaml") == true)
        }
    }

    @Test func aConfigurationWithAByteOrderMarkIsRead() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".intentflow/config.yaml", "\u{FEFF}pack: acme\nmodule: App\n")
        let configuration = try ProjectConfiguration.discover(from: directory.url)
        #expect(configuration.pack == "acme")
        #expect(configuration.module == "App")
    }

    @Test func verifyNamesTheTestCommandWithAnOptionalFeaturePlaceholder() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".intentflow/config.yaml", "verify: swift test --filter {{feature}}\n")
        let verify = try #require(try ProjectConfiguration.discover(from: directory.url).verify)
        #expect(verify.isPerFeature)
        #expect(verify.command(feature: "Login") == "swift test --filter Login")
        try directory.write(
            ".intentflow/config.yaml", "verify: \"xcodebuild test -scheme App -destination 'platform=iOS Simulator'\"\n")
        let xcode = try #require(try ProjectConfiguration.discover(from: directory.url).verify)
        #expect(!xcode.isPerFeature)
        #expect(xcode.command(feature: "Login") == "xcodebuild test -scheme App -destination 'platform=iOS Simulator'")
        #expect(try ProjectConfiguration.discover(from: directory.url).verify != VerifyCommand.standard)
    }

    @Test func anInvalidVerifyIsALocatedError() throws {
        let directory = try TemporaryDirectory()
        for (yaml, message) in [
            ("pack: acme\nverify: \"\"\n", "not empty"), ("pack: acme\nverify: [swift, test]\n", "must be a string"),
            ("pack: acme\nverify: swift test --filter {{name}}\n", "only the placeholder {{feature}}"),
            ("pack: acme\nverify: \"swift build\\nswift test\"\n", "one line"),
        ] {
            try directory.write(".intentflow/config.yaml", yaml)
            do {
                _ = try ProjectConfiguration.discover(from: directory.url)
                Issue.record("'\(yaml)' passed")
            } catch {
                #expect(error.diagnostics.first?.location.line == 2, "\(yaml)")
                #expect(error.diagnostics.first?.ruleID == "config.invalid-value")
                #expect(error.diagnostics.first?.message.contains(message) == true, "\(error.diagnostics)")
            }
        }
    }
}
