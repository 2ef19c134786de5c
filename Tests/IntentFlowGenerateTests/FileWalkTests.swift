import Foundation
import IntentFlowManifest
import IntentFlowProject
import Testing
@testable import IntentFlowGenerate

/// The one walk's rules on their own: what is skipped, what is excluded, and links inside the root.
@Suite struct FileWalkTests {
    @Test func hiddenAndBuildFoldersAreSkippedButIntentflowIsRead() throws {
        let directory = try TemporaryDirectory()
        for path in [
            ".intentflow/A.intentflow.yaml", ".git/B.intentflow.yaml", ".hidden/C.intentflow.yaml",
            "Pods/D.intentflow.yaml", ".swiftpm/E.intentflow.yaml", "Sources/F.swift", "Sources/G.intentflow.yaml",
            "node_modules/H.swift",
        ] {
            try directory.write(path, "")
        }
        let walk = try FileWalk.walk(directory.url, suffixes: [".intentflow.yaml", ".swift"])
        #expect(walk.files == [".intentflow/A.intentflow.yaml", "Sources/F.swift", "Sources/G.intentflow.yaml"])
    }

    @Test func aFileReachedThroughALinkIsListedOnceByItsRealPath() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Real/A.intentflow.yaml", "")
        try FileManager.default.createSymbolicLink(
            atPath: directory.url.appendingPathComponent("Alias").path, withDestinationPath: "Real")
        try FileManager.default.createSymbolicLink(
            atPath: directory.url.appendingPathComponent("B.intentflow.yaml").path,
            withDestinationPath: "Real/A.intentflow.yaml")
        try directory.write("Other/C.intentflow.yaml", "")
        try FileManager.default.createSymbolicLink(
            atPath: directory.url.appendingPathComponent("Linked").path, withDestinationPath: "Other")
        let walk = try FileWalk.walk(directory.url, suffixes: [".intentflow.yaml"])
        #expect(walk.files == ["Other/C.intentflow.yaml", "Real/A.intentflow.yaml"])
    }

    @Test func commandLineAndConfigurationExcludesApply() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".intentflow/config.yaml", "exclude:\n  - Tests/Fixtures\n")
        for name in ["Tests/Fixtures/A", "Tests/Kept/B", "Old/C", "D"] { try directory.write(name + ".intentflow.yaml", "") }
        let set = ManifestSet.load(ManifestRequest(paths: ["."], workingDirectory: directory.url, exclude: ["Old"]))
        #expect(set.entries.map(\.path) == ["D.intentflow.yaml", "Tests/Kept/B.intentflow.yaml"])
        // The configuration's globs are relative to the project root, also for a walk of a folder inside it.
        let inner = ManifestSet.load(ManifestRequest(paths: ["Tests"], workingDirectory: directory.url))
        #expect(inner.entries.map(\.path) == ["Tests/Kept/B.intentflow.yaml"])
        let malformed = ManifestSet.load(ManifestRequest(paths: ["."], workingDirectory: directory.url, exclude: ["["]))
        #expect(malformed.hasUnreadableInput)
    }

    @Test func aRootThatIsNotADirectoryIsAFailure() throws {
        let directory = try TemporaryDirectory()
        try directory.write("file.txt", "")
        #expect(throws: FileWalk.Failure.self) {
            try FileWalk.walk(directory.url.appendingPathComponent("file.txt"), suffixes: [".swift"])
        }
        #expect(throws: FileWalk.Failure.self) {
            try FileWalk.walk(directory.url.appendingPathComponent("missing"), suffixes: [".swift"])
        }
    }
}
