import Foundation
import IntentFlowManifest
import IntentFlowProject
import Testing

@testable import IntentFlowGenerate

/// No check-then-use on the writer's paths (issue 45): a directory swapped for a link out of the output directory
/// between the containment check and the staging open receives nothing. (Two concurrent runs keeping both record
/// entries: InterruptedRunTests.)
@Suite struct FilePlanRaceTests {
    static let paths = ["Sources/Login/LoginFlow.swift", "Sources/Login/LoginEffects.swift"]

    func plan(into directory: URL) throws -> FilePlan {
        let files = Self.paths.map {
            RenderedFile(path: $0, contents: "// \($0)\n", owner: .generator, source: "Login.intentflow.yaml")
        }
        return try FilePlan(root: directory, files: files)
    }

    /// Replaces the directory at `path` by a link to `target`, or the link by an empty directory.
    static func swap(_ path: String, linkingTo target: String) {
        if ProjectRoot.isSymbolicLink(path) {
            unlink(path)
            mkdir(path, 0o755)
        } else {
            try? FileManager.default.removeItem(atPath: path)
            symlink(target, path)
        }
    }

    @Test(arguments: [false, true])
    func aDirectorySwappedForALinkAfterTheChecksReceivesNothing(existedBefore: Bool) throws {
        let directory = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        if existedBefore { try directory.write("Sources/Login/Notes.md", "mine\n") }
        var writer = FilePlanWriter()
        let login = directory.url.appendingPathComponent("Sources/Login").path
        let target = outside.url.path
        writer.afterChecks = {
            try? FileManager.default.removeItem(atPath: login)
            symlink(target, login)
        }
        #expect(throws: FilePlanError.self) { try writer.write(try plan(into: directory.url)) }
        #expect(outside.allFiles().isEmpty)
    }

    @Test func aLoopOfRunsRacingASwappingDirectoryNeverWritesOutside() throws {
        let directory = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        let login = directory.url.appendingPathComponent("Sources/Login").path
        try directory.write("Sources/Keep.md", "keep\n")
        let stop = StopFlag()
        let target = outside.url.path
        let finished = DispatchSemaphore(value: 0)
        let swapper = Thread {
            while !stop.isSet { Self.swap(login, linkingTo: target) }
            finished.signal()
        }
        swapper.start()
        for _ in 0..<200 {
            // A run fails when it meets the link (planning, making a directory, staging or renaming): that is fine;
            // what may never happen is a file outside.
            _ = try? FilePlanWriter().write(try plan(into: directory.url))
            let leaked = outside.allFiles()
            #expect(leaked.isEmpty)
            if !leaked.isEmpty { break }
        }
        stop.set()
        finished.wait()
    }
}

/// A flag one thread sets and another reads.
final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool { lock.withLock { value } }

    func set() { lock.withLock { value = true } }
}
