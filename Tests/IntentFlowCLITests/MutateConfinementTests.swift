import Foundation
import IntentFlowGenerate
import Testing

@testable import IntentFlowCLI

/// `intentflow mutate` writes and deletes only in a scratch folder it created: a symbolic link planted in `.build`
/// (by the repository) is refused before anything is written or removed, and one inside the copy is replaced as a
/// link, never written through. The build is `/bin/false`: the copy is made, nothing is built.
@Suite struct MutateConfinementTests {
    /// A folder outside the package holding the person's files, and those files.
    static func outsideFolder() throws -> (url: URL, files: [String: String]) {
        let files = ["thesis.txt": "four years of work\n", "sub/notes.md": "# notes\n"]
        return (try temporaryTree(files, prefix: "mutate-outside"), files)
    }

    /// Runs `intentflow mutate` on the starter feature with a build that fails at once.
    static func mutate(in root: URL) -> (code: ExitCode, stderr: String) {
        let err = OutputSink.buffer()
        let context = CommandContext(
            workingDirectory: root, environment: ["INTENTFLOW_SWIFT": "/bin/false"], standardOutput: .buffer(),
            standardError: err)
        let code = IntentFlowCLI.run(["mutate", MutateCommandTests.manifest], in: context)
        return (code, err.text)
    }

    static func expectUntouched(_ outside: URL, _ files: [String: String]) throws {
        let found = FileManager.default.enumerator(atPath: outside.path)?.allObjects.compactMap { $0 as? String } ?? []
        #expect(Set(found) == ["thesis.txt", "sub", "sub/notes.md"], "\(found)")
        for (path, text) in files {
            #expect(try String(contentsOf: outside.appendingPathComponent(path), encoding: .utf8) == text)
        }
    }

    @Test(arguments: [".build", ".build/intentflow-mutate", ".build/intentflow-mutate/package",
        ".build/intentflow-mutate/build"])
    func aLinkedScratchFolderIsRefusedAndNothingOutsideIsWrittenOrDeleted(link: String) throws {
        let root = try MutateCommandTests().package(flow: nil)
        let (outside, files) = try Self.outsideFolder()
        defer {
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(at: outside)
        }
        let linkURL = root.appendingPathComponent(link)
        try FileManager.default.createDirectory(
            at: linkURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: linkURL, withDestinationURL: outside)

        let result = Self.mutate(in: root)
        #expect(result.code == .usageOrIO)
        #expect(result.stderr.contains("Package.swift:1:1: error: "), "\(result.stderr)")
        #expect(result.stderr.contains("is a symbolic link (to \(outside.path))"), "\(result.stderr)")
        #expect(result.stderr.contains("[mutate.scratch-link]"), "\(result.stderr)")
        try Self.expectUntouched(outside, files)
        let kept = try FileManager.default.destinationOfSymbolicLink(atPath: linkURL.path)
        #expect(kept == outside.path, "the link itself is left as it was")
    }

    @Test func aLinkInsideTheCopyIsReplacedNotWrittenThrough() throws {
        let root = try MutateCommandTests().package(flow: nil)
        let (outside, files) = try Self.outsideFolder()
        defer {
            try? FileManager.default.removeItem(at: root)
            try? FileManager.default.removeItem(at: outside)
        }
        let copy = root.appendingPathComponent(".build/intentflow-mutate/package")
        let planted = copy.appendingPathComponent("Sources/Login/LoginEffects.swift")
        try FileManager.default.createDirectory(
            at: planted.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: planted, withDestinationURL: outside.appendingPathComponent("thesis.txt"))
        let stale = copy.appendingPathComponent("Sources/Elsewhere")
        try FileManager.default.createSymbolicLink(at: stale, withDestinationURL: outside)

        let result = Self.mutate(in: root)
        #expect(result.stderr.contains("error: the package does not build"), "\(result.stderr)")
        try Self.expectUntouched(outside, files)
        let effects = root.appendingPathComponent("Sources/Login/LoginEffects.swift")
        #expect(try Data(contentsOf: planted) == Data(contentsOf: effects), "the copy holds the package's file")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: planted.path)) == nil)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: stale.path)) == nil, "a stale link is removed")
    }
}
