import Foundation
import IntentFlowText
import Testing

@testable import IntentFlowManifest

/// The one confinement rule (issue 32): a path is inside a root when, with its links resolved, it lies below the
/// root's own resolved path.
@Suite struct ProjectRootTests {
    final class Directory {
        let url: URL
        init() throws {
            url = FileManager.default.temporaryDirectory.appendingPathComponent("intentflow-root-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(at: url) }
        func link(_ name: String, to destination: String) throws {
            try FileManager.default.createSymbolicLink(
                atPath: url.appendingPathComponent(name).path, withDestinationPath: destination)
        }
    }

    @Test func pathsBelowTheRootAreInsideWhetherOrNotTheyExist() throws {
        let directory = try Directory()
        let root = ProjectRoot(directory.url)
        #expect(root.contains(directory.url))
        #expect(root.contains(directory.url.appendingPathComponent("Sources/New/File.swift")))
        #expect(root.contains(directory.url.appendingPathComponent("a/../b")))
        #expect(!root.contains(directory.url.appendingPathComponent("..")))
        #expect(!root.contains(directory.url.appendingPathComponent("a/../../b")))
        #expect(!root.contains(URL(fileURLWithPath: directory.url.path + "-sibling/x")))
    }

    @Test func aLinkIsFollowedToWhereItLeads() throws {
        let directory = try Directory()
        let outside = try Directory()
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("inner"), withIntermediateDirectories: true)
        try directory.link("out", to: outside.url.path)
        try directory.link("in", to: "inner")
        try directory.link("dangling", to: "/nonexistent-\(UUID().uuidString)")
        let root = ProjectRoot(directory.url)
        #expect(!root.contains(directory.url.appendingPathComponent("out/file")))
        #expect(root.contains(directory.url.appendingPathComponent("in/file")))
        #expect(!root.contains(directory.url.appendingPathComponent("dangling/file")))
        let problem = root.problem(
            with: directory.url.appendingPathComponent("out/file"), what: "'output: out'",
            at: SourceLocation(file: "config.yaml", line: 2, column: 9), rule: "config.output-outside")
        #expect(problem?.description.hasPrefix("config.yaml:2:9: error: 'output: out' leads to ") == true)
        #expect(problem?.description.contains(outside.url.resolvingSymlinksInPath().path + "/file, outside the project root") == true)
    }

    @Test func aRootThatIsALinkIsResolvedItself() throws {
        let directory = try Directory()
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("real"), withIntermediateDirectories: true)
        try directory.link("alias", to: "real")
        let root = ProjectRoot(directory.url.appendingPathComponent("alias"))
        #expect(root.contains(directory.url.appendingPathComponent("real/x")))
        #expect(root.contains(directory.url.appendingPathComponent("alias/x")))
    }
}
