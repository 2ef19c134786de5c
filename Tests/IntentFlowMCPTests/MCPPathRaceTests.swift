import Foundation
import IntentFlowManifest
import Testing

@testable import IntentFlowMCP

/// Issue 45, cause 2: a file the server reads, swapped for a link out of its root or for a FIFO between the check and
/// the open, is never answered with the outside file's text or count, and never blocks a tool.
@Suite struct MCPPathRaceTests {
    static let secret = "the outside file's secret text\n"

    /// Atomically puts a link to `target` (or, with `target` nil, a copy of `text`) at `path`, via a rename.
    static func place(_ path: String, linkTo target: String?, text: String) {
        let staging = path + ".swap"
        unlink(staging)
        if let target {
            symlink(target, staging)
        } else {
            try? Data(text.utf8).write(to: URL(fileURLWithPath: staging))
        }
        rename(staging, path)
    }

    @Test func aManifestSwappedForALinkAfterTheCheckIsNotRead() throws {
        let project = try MCPTestProject()
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("secret-\(UUID().uuidString)")
        try Data(Self.secret.utf8).write(to: outside)
        defer { try? FileManager.default.removeItem(at: outside) }
        let workspace = MCPWorkspace(root: project.url)
        let url = try workspace.resolve(MCPTestProject.manifest)  // The check: inside the root.
        Self.place(url.path, linkTo: outside.path, text: "")  // The swap.
        let opened = workspace.boundary.openFile(url)  // The use, as MCPWorkspace.read makes it.
        #expect(throws: ProjectRoot.OpenFailure.self) { try opened.get() }
    }

    @Test func resourcesReadAndTokensRacingASwappedManifestNeverAnswerTheOutsideFile() throws {
        let project = try MCPTestProject()
        let outside = FileManager.default.temporaryDirectory.appendingPathComponent("secret-\(UUID().uuidString)")
        let secret = String(repeating: Self.secret, count: 3_000)
        try Data(secret.utf8).write(to: outside)
        defer { try? FileManager.default.removeItem(at: outside) }
        let manifest = project.url.appendingPathComponent(MCPTestProject.manifest).path
        let text = try #require(project.read(MCPTestProject.manifest))
        let stop = StopFlag()
        let finished = DispatchSemaphore(value: 0)
        let swapper = Thread {
            var linked = false
            while !stop.isSet {
                linked.toggle()
                Self.place(manifest, linkTo: linked ? outside.path : nil, text: text)
            }
            finished.signal()
        }
        swapper.start()
        let uri = "intentflow://manifest/\(MCPTestProject.manifest)"
        var leaks = 0
        for _ in 0..<300 {
            let answer = project.request("resources/read", ["uri": .string(uri)])
            let read = answer["result"]?["contents"]?.arrayValue?.first?["text"]?.stringValue
            if read?.contains("secret text") == true { leaks += 1 }
            let tokens = project.call("tokens", ["paths": .array([.string(MCPTestProject.manifest)])])
            let count = tokens["structuredContent"]?["files"]?.arrayValue?.first?["tokens"]?.doubleValue
            // The secret is 15,000 words, far more tokens than the manifest has: its count is recognisable.
            if let count, count > 10_000 { leaks += 1 }
        }
        stop.set()
        finished.wait()
        #expect(leaks == 0)
    }

    @Test func aSwiftFileRacingAFIFONeverBlocksTokens() throws {
        let project = try MCPTestProject()
        try project.write("Login/LoginFlow.swift", "struct LoginFlow {}\n")
        let file = project.url.appendingPathComponent("Login/LoginFlow.swift").path
        let stop = StopFlag()
        let finished = DispatchSemaphore(value: 0)
        let swapper = Thread {
            var fifo = false
            while !stop.isSet {
                fifo.toggle()
                let staging = file + ".swap"
                unlink(staging)
                if fifo {
                    mkfifo(staging, 0o600)
                } else {
                    FileManager.default.createFile(atPath: staging, contents: nil)
                }
                rename(staging, file)
            }
            finished.signal()
        }
        swapper.start()
        var answered = 0
        for _ in 0..<300 {
            let tokens = project.call("tokens", ["paths": ["Login/LoginFlow.swift"]])
            if tokens["structuredContent"] != nil { answered += 1 }
        }
        stop.set()
        finished.wait()
        #expect(answered == 300)
    }
}

/// A flag one thread sets and another reads.
final class StopFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    var isSet: Bool { lock.withLock { value } }

    func set() { lock.withLock { value = true } }
}
