import Foundation
import IntentFlowManifest
import IntentFlowProject
import IntentFlowTemplates
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

/// Issue 32, causes 1 and 3: a repository's configuration cannot send writes outside it, and a configuration above
/// the repository or in another user's folder is not adopted.
@Suite struct ProjectConfigurationConfinementTests {
    @Test(arguments: ["../home", "../../../../../tmp/elsewhere", "/tmp/elsewhere", "Sources/../.."])
    func anOutputOutsideTheRootIsALocatedError(output: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write(".intentflow/config.yaml", "pack: acme\noutput: \(output)\n")
        do {
            let configuration = try ProjectConfiguration.discover(from: directory.url)
            Issue.record("output '\(output)' was accepted as \(configuration.output?.path ?? "nil")")
        } catch {
            let diagnostic = error.diagnostics.first
            #expect(diagnostic?.ruleID == "config.output-outside")
            #expect(diagnostic.map { "\($0.location.line):\($0.location.column)" } == "2:9")
            #expect(diagnostic?.message.contains("outside the project root") == true)
        }
    }

    @Test func anOutputThroughALinkThatLeavesTheRootIsALocatedError() throws {
        let directory = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        try directory.write(".intentflow/config.yaml", "output: Sources/Features\n")
        try FileManager.default.createSymbolicLink(
            at: directory.url.appendingPathComponent("Sources"), withDestinationURL: outside.url)
        #expect(throws: GeneratorError.self) { try ProjectConfiguration.discover(from: directory.url) }
    }

    @Test(arguments: ["../../elsewhere/acme", "/tmp/acme-pack", "./packs/../../acme"])
    func aPackPathOutsideTheRootIsALocatedError(pack: String) throws {
        let directory = try TemporaryDirectory()
        try directory.write(".intentflow/config.yaml", "output: Sources\npack: \(pack)\n")
        do {
            let configuration = try ProjectConfiguration.discover(from: directory.url)
            Issue.record("pack '\(pack)' was accepted as \(String(describing: configuration.pack))")
        } catch {
            let diagnostic = error.diagnostics.first
            #expect(diagnostic?.ruleID == "config.pack-outside")
            #expect(diagnostic.map { "\($0.location.line):\($0.location.column)" } == "2:7")
        }
    }

    @Test func aPackPathOrNameInsideTheRootIsKept() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".intentflow/config.yaml", "pack: ./Packs/acme\n")
        #expect(try ProjectConfiguration.discover(from: directory.url).pack == "./Packs/acme")
        try directory.write(".intentflow/config.yaml", "pack: acme\n")
        #expect(try ProjectConfiguration.discover(from: directory.url).pack == "acme")
    }

    @Test func anOutputInsideTheRootIsKept() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".intentflow/config.yaml", "output: Sources/../Features\n")
        let configuration = try ProjectConfiguration.discover(from: directory.url)
        #expect(configuration.output?.path == directory.url.appendingPathComponent("Features").standardizedFileURL.path)
    }

    @Test func theWalkUpStopsAtTheRepositoryTop() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".intentflow/config.yaml", "pack: shared\n")
        try directory.write("Project/.git/HEAD", "ref: refs/heads/main\n")
        let nested = directory.url.appendingPathComponent("Project/Sources")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        let configuration = try ProjectConfiguration.discover(from: nested)
        #expect(configuration.projectRoot == nil)
        #expect(configuration.pack == nil)
        // Without the repository boundary the same layout adopts the folder above.
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("Project/.git"))
        #expect(try ProjectConfiguration.discover(from: nested).pack == "shared")
    }

    @Test func theWalkUpNeverEntersAnotherUsersFolder() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".intentflow/config.yaml", "pack: shared\n")
        let nested = directory.url.appendingPathComponent("Project")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        #expect(try ProjectConfiguration.discover(from: nested, user: geteuid()).pack == "shared")
        let stranger = geteuid() == 4242 ? 4243 : 4242 as uid_t
        let configuration = try ProjectConfiguration.discover(from: nested, user: stranger)
        #expect(configuration.projectRoot == nil)
        // The starting directory itself is the person's choice and is always looked at.
        #expect(try ProjectConfiguration.discover(from: directory.url, user: stranger).pack == "shared")
    }
}

/// Issue 32, cause 12: the configuration may lower the render limits, never raise them above the built-in caps.
@Suite struct RenderLimitConfigurationTests {
    @Test(arguments: [("file: 1000 GiB", 2), ("run: 1000 GiB", 2), ("file: 4 MiB\n  run: 2 GiB", 3)])
    func aLimitAboveTheCapIsALocatedError(limits: String, line: Int) throws {
        let directory = try TemporaryDirectory()
        try directory.write(".intentflow/config.yaml", "limits:\n  \(limits)\n")
        do {
            let configuration = try ProjectConfiguration.discover(from: directory.url)
            Issue.record("limits \(limits) accepted as \(configuration.limits)")
        } catch {
            let diagnostic = error.diagnostics.first
            #expect(diagnostic?.location.line == line)
            #expect(diagnostic?.ruleID == "config.invalid-value")
            #expect(diagnostic?.message.contains("may lower the limit, not raise it") == true)
        }
    }

    @Test func aLowerLimitIsKept() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".intentflow/config.yaml", "limits:\n  file: 64 KiB\n  run: 1 GiB\n")
        let limits = try ProjectConfiguration.discover(from: directory.url).limits
        #expect(limits.fileBytes == 64 << 10)
        #expect(limits.runBytes == RenderBudget.defaultRunBytes)
    }
}
