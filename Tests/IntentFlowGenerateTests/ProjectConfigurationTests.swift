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
}
