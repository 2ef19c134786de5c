import Foundation
import Testing

@testable import IntentFlowManifest

/// The one path-containment type (issues 40 and 45): the attacks of Docs/Security.md against "is this path inside
/// that root" and "open this path below that root".
@Suite struct PathContainmentTests {
    typealias Directory = ProjectRootTests.Directory

    @Test func aSiblingWhoseNameStartsLikeTheRootIsOutside() {
        #expect(ProjectRoot.isInside("/a/b/c", "/a/b"))
        #expect(ProjectRoot.isInside("/a/b", "/a/b"))
        #expect(ProjectRoot.isInside("/a/b/c", "/a/b/"))
        #expect(!ProjectRoot.isInside("/a/bc", "/a/b"))
        #expect(!ProjectRoot.isInside("/a", "/a/b"))
        #expect(ProjectRoot.relative("/a/b/c/d", below: "/a/b") == "c/d")
        #expect(ProjectRoot.relative("/a/b", below: "/a/b") == "")
        #expect(ProjectRoot.relative("/a/bc", below: "/a/b") == nil)
    }

    @Test func everythingIsInsideARootOfSlash() {
        #expect(ProjectRoot.isInside("/", "/"))
        #expect(ProjectRoot.isInside("/etc/passwd", "/"))
        #expect(ProjectRoot.relative("/etc/passwd", below: "/") == "etc/passwd")
        #expect(ProjectRoot(URL(fileURLWithPath: "/")).contains(URL(fileURLWithPath: "/tmp/x")))
    }

    @Test func dotDotStepsOutOfTheRootAreOutside() throws {
        let directory = try Directory()
        let root = ProjectRoot(directory.url)
        #expect(!root.contains(directory.url.appendingPathComponent("a/../../b")))
        let opened = root.openDirectory(directory.url.appendingPathComponent(".."))
        #expect(throws: ProjectRoot.OpenFailure.self) { try opened.get() }
    }

    @Test func absoluteAndRelativePathsAreTakenAsWritten() {
        let base = URL(fileURLWithPath: "/work/project")
        #expect(ProjectRoot.location(of: "/etc/x", from: base).path == "/etc/x")
        #expect(ProjectRoot.location(of: "Sources/x", from: base).path == "/work/project/Sources/x")
        #expect(ProjectRoot.isAbsolute("/x"))
        #expect(!ProjectRoot.isAbsolute("x/y"))
    }

    @Test func aFileBehindALinkOutOfTheRootIsNotOpened() throws {
        let directory = try Directory()
        let outside = try Directory()
        try "secret\n".write(to: outside.url.appendingPathComponent("secret.txt"), atomically: true, encoding: .utf8)
        try directory.link("Login.intentflow.yaml", to: outside.url.appendingPathComponent("secret.txt").path)
        try directory.link("Sources", to: outside.url.path)
        let root = ProjectRoot(directory.url)
        let file = root.openFile(directory.url.appendingPathComponent("Login.intentflow.yaml"))
        #expect(throws: ProjectRoot.OpenFailure.self) { try file.get() }
        let below = root.openFile(directory.url.appendingPathComponent("Sources/secret.txt"))
        #expect(throws: ProjectRoot.OpenFailure.self) { try below.get() }
        var made: [String] = []
        let created = root.openDirectory(
            directory.url.appendingPathComponent("Sources/New"), creating: true, made: &made)
        #expect(throws: ProjectRoot.OpenFailure.self) { try created.get() }
        #expect(made.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: outside.url.appendingPathComponent("New").path))
    }

    @Test func aLinkThatStaysInsideIsFollowed() throws {
        let directory = try Directory()
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("inner"), withIntermediateDirectories: true)
        try "text\n".write(to: directory.url.appendingPathComponent("inner/a.txt"), atomically: true, encoding: .utf8)
        try directory.link("in", to: "inner")
        try directory.link("b.txt", to: "inner/a.txt")
        let root = ProjectRoot(directory.url)
        #expect(throws: Never.self) { try root.openFile(directory.url.appendingPathComponent("in/a.txt")).get() }
        #expect(throws: Never.self) { try root.openFile(directory.url.appendingPathComponent("b.txt")).get() }
        var made: [String] = []
        let created = root.openDirectory(
            directory.url.appendingPathComponent("in/x/y"), creating: true, made: &made)
        #expect(throws: Never.self) { try created.get() }
        #expect(made.count == 2)
        #expect(FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("inner/x/y").path))
    }

    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let directory = try Directory()
        let fifo = directory.url.appendingPathComponent("Flow.swift")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        let opened = ProjectRoot(directory.url).openFile(fifo)
        #expect(throws: ProjectRoot.OpenFailure("not a regular file (a FIFO, socket or device)")) { try opened.get() }
    }
}
