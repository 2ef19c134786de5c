import Foundation
import IntentFlowProject
import Testing
@testable import IntentFlowGenerate

@Suite struct FilePlanWriterTests {
    func generated(_ path: String, _ text: String) -> RenderedFile {
        RenderedFile(path: path, contents: text, owner: .generator, source: "Login.intentflow.yaml")
    }

    @Test func writesCreatedAndUpdatedFilesOnly() throws {
        let directory = try TemporaryDirectory()
        let files = [generated("Login/A.swift", "a\n"), generated("Login/B.swift", "b\n")]
        let written = try FilePlanWriter().write(try FilePlan(root: directory.url, files: files))
        #expect(written.map(\.path) == ["Login/A.swift", "Login/B.swift"])
        #expect(directory.allFiles() == ["Login/A.swift", "Login/B.swift"])
        #expect(directory.read("Login/A.swift") == files[0].initialContents)
        // No temporary files are left behind.
        let second = try FilePlan(root: directory.url, files: files)
        #expect(second.files.map(\.status) == [.unchanged, .unchanged])
        #expect(try FilePlanWriter().write(second).isEmpty)
    }

    @Test func unchangedFilesKeepTheirModificationTime() throws {
        let directory = try TemporaryDirectory()
        let file = generated("A.swift", "a\n")
        let other = generated("B.swift", "b\n")
        try FilePlanWriter().write(try FilePlan(root: directory.url, files: [file, other]))
        // Back-date both files so a rewrite would be visible even on a coarse clock.
        let past = Date(timeIntervalSince1970: 1_000_000_000)
        for path in ["A.swift", "B.swift"] {
            try FileManager.default.setAttributes(
                [.modificationDate: past], ofItemAtPath: directory.url.appendingPathComponent(path).path)
        }
        let plan = try FilePlan(root: directory.url, files: [file, generated("B.swift", "b2\n")])
        #expect(plan.files.map(\.status) == [.unchanged, .updated])
        try FilePlanWriter().write(plan)
        #expect(try directory.modificationDate("A.swift") == past)
        #expect(try directory.modificationDate("B.swift") != past)
    }

    @Test func aPlanWithConflictsWritesNothing() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Mine.swift", "// mine\n")
        let plan = try FilePlan(root: directory.url, files: [generated("New.swift", "n\n"), generated("Mine.swift", "g\n")])
        #expect(plan.files.map(\.status) == [.created, .conflict])
        do {
            try FilePlanWriter().write(plan)
            Issue.record("a plan with conflicts was written")
        } catch {
            #expect(error.kind == .conflicts)
        }
        #expect(directory.allFiles() == ["Mine.swift"])
        #expect(directory.read("Mine.swift") == "// mine\n")
    }

    @Test func aFailureWhileWritingLeavesTheDiskAsItWas() throws {
        let directory = try TemporaryDirectory()
        let plan = try FilePlan(
            root: directory.url,
            files: [generated("First/A.swift", "a\n"), generated("Blocked/B.swift", "b\n"), generated("C.swift", "c\n")])
        // After planning, a file appears where a directory must go.
        try directory.write("Blocked", "in the way\n")
        #expect(throws: FilePlanError.self) { try FilePlanWriter().write(plan) }
        #expect(directory.allFiles() == ["Blocked"])
        #expect(!directory.exists("First"))
    }

    @Test func writingThroughASymlinkCreatedAfterPlanningIsRefused() throws {
        let outside = try TemporaryDirectory()
        let directory = try TemporaryDirectory()
        let plan = try FilePlan(root: directory.url, files: [generated("Features/A.swift", "a\n")])
        try FileManager.default.createSymbolicLink(
            at: directory.url.appendingPathComponent("Features"), withDestinationURL: outside.url)
        #expect(throws: FilePlanError.self) { try FilePlanWriter().write(plan) }
        #expect(outside.allFiles().isEmpty)
    }

    @Test func updatesReplaceTheFileAndKeepItsPermissions() throws {
        let directory = try TemporaryDirectory()
        try FilePlanWriter().write(try FilePlan(root: directory.url, files: [generated("run.sh", "echo 1\n")]))
        let path = directory.url.appendingPathComponent("run.sh").path
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        try FilePlanWriter().write(try FilePlan(root: directory.url, files: [generated("run.sh", "echo 2\n")]))
        #expect(directory.read("run.sh")?.hasSuffix("echo 2\n") == true)
        let permissions = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(permissions == 0o755)
    }

    @Test func filesGoThroughASymlinkedDirectoryInsideTheOutput() throws {
        let directory = try TemporaryDirectory()
        try directory.write("Real/Old.swift", "old\n")
        try FileManager.default.createSymbolicLink(
            at: directory.url.appendingPathComponent("Alias"), withDestinationURL: directory.url.appendingPathComponent("Real"))
        let files = [generated("Alias/A.swift", "a\n"), generated("Alias/B.swift", "b\n"), generated("C.swift", "c\n")]
        try FilePlanWriter().write(try FilePlan(root: directory.url, files: files))
        #expect(directory.read("Real/A.swift") == files[0].initialContents)
        #expect(directory.read("Real/B.swift") == files[1].initialContents)
        #expect(try FilePlan(root: directory.url, files: files).files.map(\.status) == [.unchanged, .unchanged, .unchanged])
    }

    @Test func aLinkToOutsideAtTheFilesOwnPathMadeAfterPlanningIsRefused() throws {
        let outside = try TemporaryDirectory()
        try outside.write("Target.swift", "theirs\n")
        let directory = try TemporaryDirectory()
        let plan = try FilePlan(root: directory.url, files: [generated("Login/A.swift", "a\n"), generated("Login/B.swift", "b\n")])
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("Login"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: directory.url.appendingPathComponent("Login/B.swift"),
            withDestinationURL: outside.url.appendingPathComponent("Target.swift"))
        do {
            try FilePlanWriter().write(plan)
            Issue.record("wrote over a link that leads outside")
        } catch {
            #expect(error.kind == .outsideOutput)
            #expect(error.path == "Login/B.swift")
        }
        #expect(outside.read("Target.swift") == "theirs\n")
        let login = directory.url.appendingPathComponent("Login").path
        #expect(try FileManager.default.contentsOfDirectory(atPath: login) == ["B.swift"])
    }

    @Test func aDanglingLinkMadeAfterPlanningWhereADirectoryGoesIsRefused() throws {
        let directory = try TemporaryDirectory()
        let plan = try FilePlan(root: directory.url, files: [generated("A.swift", "a\n"), generated("Features/B.swift", "b\n")])
        try FileManager.default.createSymbolicLink(
            at: directory.url.appendingPathComponent("Features"),
            withDestinationURL: directory.url.appendingPathComponent("Nowhere"))
        do {
            try FilePlanWriter().write(plan)
            Issue.record("wrote through a dangling link")
        } catch {
            #expect(error.kind == .outsideOutput)
            #expect(error.message == "passes through a symbolic link that leads nowhere")
        }
        #expect(!directory.exists("A.swift"))
        #expect(!directory.exists("Nowhere"))
    }
}
