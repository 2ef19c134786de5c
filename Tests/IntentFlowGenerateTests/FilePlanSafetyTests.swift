import Foundation
import IntentFlowProject
import Testing
@testable import IntentFlowGenerate

/// What the writer guarantees when the disk changes under it, another run holds the output, or a run was killed.
@Suite struct FilePlanSafetyTests {
    func generated(_ path: String, _ text: String) -> RenderedFile {
        RenderedFile(path: path, contents: text, owner: .generator, source: "Login.intentflow.yaml")
    }

    @Test func anEditMadeAfterPlanningIsAConflictAndIsKept() throws {
        let directory = try TemporaryDirectory()
        try FilePlanWriter().write(try FilePlan(root: directory.url, files: [generated("A.swift", "a\n")]))
        let plan = try FilePlan(
            root: directory.url, files: [generated("A.swift", "a2\n"), generated("New.swift", "n\n")])
        #expect(plan.files.map(\.status) == [.updated, .created])
        try directory.write("A.swift", "// written by a person while intentflow ran\n")
        do {
            try FilePlanWriter().write(plan)
            Issue.record("an edit made during the run was overwritten")
        } catch {
            #expect(error.kind == .conflicts)
            #expect(error.message.contains("changed on disk while intentflow was running"))
        }
        #expect(directory.read("A.swift") == "// written by a person while intentflow ran\n")
        #expect(directory.allFiles() == ["A.swift"])
    }

    @Test func aFileCreatedAfterPlanningIsNotReplaced() throws {
        let directory = try TemporaryDirectory()
        let plan = try FilePlan(root: directory.url, files: [generated("Login/A.swift", "a\n")])
        try directory.write("Login/A.swift", "mine\n")
        #expect(throws: FilePlanError.self) { try FilePlanWriter().write(plan) }
        #expect(directory.read("Login/A.swift") == "mine\n")
    }

    @Test func anIdenticalFileWrittenMeanwhileByAnotherRunIsAccepted() throws {
        let directory = try TemporaryDirectory()
        let files = [generated("Login/A.swift", "a\n")]
        let first = try FilePlan(root: directory.url, files: files)
        let second = try FilePlan(root: directory.url, files: files)
        try FilePlanWriter().write(first)
        try FilePlanWriter().write(second)
        #expect(directory.allFiles() == ["Login/A.swift"])
    }

    @Test func aSecondRunWaitsForTheLockThenGivesUpWithAMessage() throws {
        let directory = try TemporaryDirectory()
        let plan = try FilePlan(root: directory.url, files: [generated("A.swift", "a\n")])
        try OutputLock.holding(directory.url, timeout: .seconds(1)) { () throws(FilePlanError) in
            do throws(FilePlanError) {
                try FilePlanWriter(lockTimeout: .milliseconds(100)).write(plan)
                Issue.record("wrote while another run held the output directory")
            } catch {
                #expect(error.message.contains("another intentflow run is writing into this directory"))
            }
        }
        #expect(directory.allFiles().isEmpty)
        try FilePlanWriter(lockTimeout: .milliseconds(100)).write(plan)
        #expect(directory.allFiles() == ["A.swift"])
    }

    @Test func stagingFilesOfAKilledRunAreReportedThenRemoved() throws {
        let directory = try TemporaryDirectory()
        let files = [generated("Login/A.swift", "a\n")]
        try FilePlanWriter().write(try FilePlan(root: directory.url, files: files))
        try directory.write("Login/.A.swift.intentflow-staging-4242-17", "half")
        try directory.write("Login/.B.swift.intentflow-staging-4242-18", "half")
        try directory.write("Login/.notes", "a person's hidden file\n")
        let plan = try FilePlan(root: directory.url, files: files)
        #expect(plan.files.map(\.status) == [.unchanged])
        #expect(plan.leftovers == ["Login/.A.swift.intentflow-staging-4242-17", "Login/.B.swift.intentflow-staging-4242-18"])
        #expect(plan.hasChanges)
        #expect(plan.summary.contains("2 staging file(s) left by an interrupted run"))
        try FilePlanWriter().write(plan)
        #expect(directory.allFiles() == ["Login/.notes", "Login/A.swift"])
        #expect(!(try FilePlan(root: directory.url, files: files)).hasChanges)
    }

    @Test func stagingFilesHaveTheRecognisableName() {
        let location = StagingFile.location(for: "/tmp/Login/LoginContract.swift")
        #expect(location.hasPrefix("/tmp/Login/"))
        let name = String(location.dropFirst("/tmp/Login/".count))
        #expect(name.hasPrefix(".LoginContract.swift.intentflow-staging-\(getpid())-"))
        #expect(StagingFile.isStagingName(name))
        #expect(!StagingFile.isStagingName("LoginContract.swift"))
    }

    @Test func aFIFOInTheWayIsAnErrorNotAHang() throws {
        let directory = try TemporaryDirectory()
        #expect(mkfifo(directory.url.appendingPathComponent("A.swift").path, 0o644) == 0)
        do {
            _ = try FilePlan(root: directory.url, files: [generated("A.swift", "a\n")])
            Issue.record("planned over a FIFO")
        } catch {
            #expect(error.message == "a FIFO, socket or device is in the way of this file")
        }
    }

    @Test func aFailedRunRemovesOnlyEmptyDirectoriesItCreated() throws {
        let directory = try TemporaryDirectory()
        let root = directory.url.appendingPathComponent("fresh/output")
        let plan = try FilePlan(root: root, files: [generated("New/A.swift", "a\n"), generated("Blocked/B.swift", "b\n")])
        try directory.write("fresh/output/Blocked", "in the way\n")
        #expect(throws: FilePlanError.self) { try FilePlanWriter().write(plan) }
        #expect(directory.allFiles() == ["fresh/output/Blocked"])
        #expect(!directory.exists("fresh/output/New"))
    }
}

/// The fingerprint of AGENTS.md's block: an edit inside the block is a conflict, text around it is never touched.
@Suite struct BlockFingerprintTests {
    func block(_ body: String) -> RenderedFile {
        RenderedFile(
            path: "AGENTS.md", contents: "<!-- intentflow:begin -->\n\(body)<!-- intentflow:end -->\n", owner: .block,
            source: "intentflow")
    }

    @Test func aNewBlockCarriesItsFingerprint() throws {
        let directory = try TemporaryDirectory()
        try FilePlanWriter().write(try FilePlan(root: directory.url, files: [block("Rules.\n")]))
        let text = try #require(directory.read("AGENTS.md"))
        let lines = text.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines[1] == "<!-- intentflow:hash \(ContentHash("Rules.\n")) -->")
    }

    @Test func anEditInsideTheBlockIsAConflictWithADiffAndForceReplacesOnlyTheBlock() throws {
        let directory = try TemporaryDirectory()
        try FilePlanWriter().write(try FilePlan(root: directory.url, files: [block("Rules.\n")]))
        let stamped = try #require(directory.read("AGENTS.md"))
        try directory.write(
            "AGENTS.md", "# Mine\n\n" + stamped.replacingOccurrences(of: "Rules.\n", with: "Rules, edited.\n") + "More of mine.\n")
        let plan = try FilePlan(root: directory.url, files: [block("Rules, new.\n")])
        #expect(plan.files.map(\.status) == [.conflict])
        #expect(plan.files[0].note?.contains("edited by hand") == true)
        #expect(plan.files[0].diff.description.contains("-Rules, edited."))
        let forced = try FilePlan(root: directory.url, files: [block("Rules, new.\n")], options: .init(force: true))
        try FilePlanWriter().write(forced)
        let text = try #require(directory.read("AGENTS.md"))
        #expect(text.hasPrefix("# Mine\n\n<!-- intentflow:begin -->\n<!-- intentflow:hash \(ContentHash("Rules, new.\n")) -->\n"))
        #expect(text.hasSuffix("Rules, new.\n<!-- intentflow:end -->\nMore of mine.\n"))
    }

    @Test func editsOutsideTheBlockAndBlocksWithoutAFingerprintUpdateAsBefore() throws {
        let directory = try TemporaryDirectory()
        try directory.write("AGENTS.md", "# Mine\n<!-- intentflow:begin -->\nOld rules.\n<!-- intentflow:end -->\n")
        let plan = try FilePlan(root: directory.url, files: [block("Rules.\n")])
        #expect(plan.files.map(\.status) == [.updated])
        try FilePlanWriter().write(plan)
        let stamped = try #require(directory.read("AGENTS.md"))
        try directory.write("AGENTS.md", stamped + "A line of mine.\n")
        let again = try FilePlan(root: directory.url, files: [block("Rules.\n")])
        #expect(again.files.map(\.status) == [.unchanged])
        let newer = try FilePlan(root: directory.url, files: [block("Rules 2.\n")])
        #expect(newer.files.map(\.status) == [.updated])
    }
}

/// A file's byte-order mark and line endings survive planning and rewriting.
@Suite struct TextConventionsTests {
    @Test func aGeneratedFileSavedWithCRLFIsNotEditedAndKeepsCRLF() throws {
        let directory = try TemporaryDirectory()
        let file = { (text: String) in RenderedFile(path: "A.swift", contents: text, owner: .generator, source: "A.intentflow.yaml") }
        try FilePlanWriter().write(try FilePlan(root: directory.url, files: [file("let a = 1\n")]))
        let written = try #require(directory.read("A.swift"))
        try directory.write("A.swift", written.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(try FilePlan(root: directory.url, files: [file("let a = 1\n")]).files.map(\.status) == [.unchanged])
        let plan = try FilePlan(root: directory.url, files: [file("let a = 2\n")])
        #expect(plan.files.map(\.status) == [.updated])
        try FilePlanWriter().write(plan)
        let text = try #require(directory.read("A.swift"))
        #expect(text.hasSuffix("let a = 2\r\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    }

    @Test func rewritingABlockKeepsTheByteOrderMarkAndLineEndings() throws {
        let directory = try TemporaryDirectory()
        try directory.write("AGENTS.md", "\u{FEFF}# Ours\r\n<!-- intentflow:begin -->\r\nold\r\n<!-- intentflow:end -->\r\n")
        let block = RenderedFile(
            path: "AGENTS.md", contents: "<!-- intentflow:begin -->\nnew\n<!-- intentflow:end -->\n", owner: .block,
            source: "intentflow")
        try FilePlanWriter().write(try FilePlan(root: directory.url, files: [block]))
        let data = try Data(contentsOf: directory.url.appendingPathComponent("AGENTS.md"))
        #expect(Array(data.prefix(3)) == [0xEF, 0xBB, 0xBF])
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\r\nnew\r\n<!-- intentflow:end -->\r\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
        #expect(try FilePlan(root: directory.url, files: [block]).files.map(\.status) == [.unchanged])
    }

    @Test func aNameLongerThanFileSystemsAllowIsALocatedPlanError() throws {
        let directory = try TemporaryDirectory()
        let name = String(repeating: "A", count: 300) + ".swift"
        do {
            _ = try FilePlan(root: directory.url, files: [RenderedFile(path: "Login/\(name)", contents: "", owner: .generator, source: "m")])
            Issue.record("planned a name no file system accepts")
        } catch {
            #expect(error.kind == .invalidPath)
            #expect(error.message.contains("306 bytes long; file systems allow at most 255 bytes per name"))
        }
    }
}

/// No run writes inside `.git/`, by path, by output directory or through a link.
@Suite struct GitDirectoryTests {
    func file(_ path: String) -> RenderedFile { RenderedFile(path: path, contents: "x\n", owner: .generator, source: "m") }

    func rejects(_ path: String, root: URL) -> Bool {
        do {
            _ = try FilePlan(root: root, files: [file(path)])
            return false
        } catch {
            return error.kind == .invalidPath && error.message == "nothing is ever written inside a .git directory"
        }
    }

    @Test func pathsOutputsAndLinksIntoGitAreRefused() throws {
        let directory = try TemporaryDirectory()
        try directory.write(".git/HEAD", "ref: refs/heads/main\n")
        #expect(rejects(".git/hooks/pre-commit", root: directory.url))
        #expect(rejects("Sub/.GIT/config", root: directory.url))
        // A directory already met in the pass is not resolved again, but the name is still checked.
        #expect(throws: FilePlanError.self) { try FilePlan(root: directory.url, files: [file("Sub/A.swift"), file("Sub/.Git")]) }
        #expect(rejects("hooks/pre-commit", root: directory.url.appendingPathComponent(".git")))
        try FileManager.default.createSymbolicLink(
            at: directory.url.appendingPathComponent("hooks"), withDestinationURL: directory.url.appendingPathComponent(".git"))
        #expect(rejects("hooks/pre-commit", root: directory.url))
        #expect(!rejects(".github/copilot-instructions.md", root: directory.url))
    }
}
