import Foundation
import IntentFlowProject
import Testing

@testable import IntentFlowGenerate

/// Directories a run needs are made depth by depth and remembered, so a failed run removes exactly those.
@Suite("Directory maker")
struct DirectoryMakerTests {
    @Test func makesEveryMissingDirectoryParentsFirstAndEachOnce() throws {
        let directory = try TemporaryDirectory()
        let root = directory.url.path
        try directory.write("Existing/keep.txt", "x\n")
        var maker = DirectoryMaker()
        let wanted = ["\(root)/A/B/C", "\(root)/A/B/D", "\(root)/Existing/E", "\(root)/A/B/C", "\(root)/F"]
        try maker.make(wanted)
        for path in wanted {
            var isDirectory: ObjCBool = false
            #expect(FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
        }
        #expect(Set(maker.created) == ["\(root)/A", "\(root)/A/B", "\(root)/A/B/C", "\(root)/A/B/D", "\(root)/Existing/E", "\(root)/F"])
        #expect(maker.created.count == 6)
        // A parent always comes before its children, so removing in reverse empties each before its parent.
        for (index, path) in maker.created.enumerated() {
            #expect(!maker.created[index...].dropFirst().contains { path.hasPrefix($0 + "/") })
        }
        try maker.make(["\(root)/A/B/C"])
        #expect(maker.created.count == 6)
    }

    @Test func aFileInTheWayIsAnErrorAfterTheDirectoriesBeforeItAreMade() throws {
        let directory = try TemporaryDirectory()
        let root = directory.url.path
        try directory.write("Blocker", "x\n")
        var maker = DirectoryMaker()
        do {
            try maker.make(["\(root)/First/One", "\(root)/Blocker/Two", "\(root)/Later"])
            Issue.record("made a directory through a file")
        } catch {
            #expect(error.kind == .io)
            #expect(error.path == "\(root)/Blocker")
            #expect(error.message == "a file is in the way of a directory")
        }
        #expect(maker.created == ["\(root)/First", "\(root)/First/One"])
        #expect(!FileManager.default.fileExists(atPath: "\(root)/Later"))
    }

    @Test func aDirectoryThatCannotBeMadeIsTheErrorAndNothingBelowItIsTried() throws {
        let directory = try TemporaryDirectory()
        let root = directory.url.path
        // A name no file system takes: refused even to root, as CI runs.
        let long = "\(root)/" + String(repeating: "x", count: 300)
        var maker = DirectoryMaker()
        do {
            try maker.make(["\(root)/Open/A", "\(long)/B/C"])
            Issue.record("made a directory with a 300-byte name")
        } catch {
            #expect(error.path == long)
            #expect(error.message.hasPrefix("cannot create directory: "))
        }
        // What was made before the failure is listed, for the run to remove; nothing at or below the long name.
        #expect(maker.created.allSatisfy { $0 == "\(root)/Open" || $0 == "\(root)/Open/A" })
        #expect(maker.created.contains("\(root)/Open"))
    }
}
