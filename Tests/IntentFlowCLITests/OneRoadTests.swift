import Foundation
import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowProject
import Testing
@testable import IntentFlowCLI

#if canImport(Glibc)
    import Glibc
#endif

/// A project as a new user has it: two manifests where they belong, copies in build products, and the things a walk
/// must not trip over (a FIFO, a symbolic-link loop, a link to `/` and one to a folder outside the project). Every
/// command must find the same two manifests, never open the FIFO and never leave the root.
private struct ClutteredProject {
    let root: URL
    let outside: URL

    static let manifests = [".intentflow/Login.intentflow.yaml", "Features/Upload/Upload.intentflow.yaml"]

    init() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("one-road-\(UUID().uuidString)")
        root = base.appendingPathComponent("project")
        outside = base.appendingPathComponent("elsewhere")
        try write(".intentflow/Login.intentflow.yaml", Self.manifest("Login"))
        try write("Features/Upload/Upload.intentflow.yaml", Self.manifest("Upload"))
        try write(".build/checkouts/Login.intentflow.yaml", Self.manifest("Login"))
        try write("DerivedData/Build/Upload.intentflow.yaml", Self.manifest("Upload"))
        try write("../elsewhere/Stray.intentflow.yaml", Self.manifest("Stray"))
        try link("Features/loop", to: ".")
        try link("Features/a.intentflow.yaml", to: "b.intentflow.yaml")
        try link("Features/b.intentflow.yaml", to: "a.intentflow.yaml")
        try link("everything", to: "/")
        try link("elsewhere", to: outside.path)
        #expect(mkfifo(fifo.path, 0o600) == 0)
    }

    var fifo: URL { root.appendingPathComponent("Features/pipe.intentflow.yaml") }

    func remove() { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }

    private func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path).standardizedFileURL
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func link(_ path: String, to destination: String) throws {
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent(path).path, withDestinationPath: destination)
    }

    static func manifest(_ feature: String) -> String {
        """
        schemaVersion: "0.2"
        feature: \(feature)
        states: [idle, loading, failed(message: String)]
        intents: [load, retry]
        events: [loadFailed(message: String)]
        effects: [fetch]
        acceptanceTraces:
          - idle + load -> loading + fetch effect
          - loading + loadFailed(timeout) -> failed
          - failed + retry -> loading + fetch effect

        """
    }
}

/// Watches a file for being opened (Linux's inotify); elsewhere it sees nothing and the checks only prove that no
/// command blocked on the FIFO.
private final class OpenWatch {
    private let descriptor: Int32

    init(_ url: URL) {
        #if canImport(Glibc)
            descriptor = inotify_init1(Int32(IN_NONBLOCK))
            if descriptor >= 0 { _ = inotify_add_watch(descriptor, url.path, UInt32(IN_OPEN)) }
        #else
            descriptor = -1
        #endif
    }

    /// Whether the file was opened since the watch began.
    var sawOpen: Bool {
        guard descriptor >= 0 else { return false }
        var buffer = [UInt8](repeating: 0, count: 4096)
        return buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) } > 0
    }

    deinit { if descriptor >= 0 { close(descriptor) } }
}

@Suite struct OneRoadTests {
    @Test func theLibraryFindsTheTwoManifestsAndSkipsTheRest() throws {
        let project = try ClutteredProject()
        defer { project.remove() }
        let watch = OpenWatch(project.fifo)
        let set = ManifestSet.load(ManifestRequest(paths: ["."], workingDirectory: project.root))
        #expect(set.entries.map(\.path) == ClutteredProject.manifests)
        #expect(set.entries.allSatisfy { !$0.result.diagnostics.hasErrors })
        #expect(set.inputDiagnostics.map(\.description) == [
            "Features/a.intentflow.yaml:1:1: note: skipped: a symbolic link that does not resolve [manifest.skipped-file]",
            "Features/b.intentflow.yaml:1:1: note: skipped: a symbolic link that does not resolve [manifest.skipped-file]",
            "Features/pipe.intentflow.yaml:1:1: note: skipped: a FIFO is not a regular file; it was not opened [manifest.skipped-file]",
        ])
        // Named directly, the FIFO is skipped too, and the loader below the set refuses it without opening it.
        let named = ManifestSet.load(
            ManifestRequest(paths: ["Features/pipe.intentflow.yaml"], workingDirectory: project.root))
        #expect(named.entries.isEmpty)
        #expect(named.inputDiagnostics.map(\.severity) == [.note])
        let loaded = ManifestLoader.load(contentsOf: project.fifo, displayPath: "pipe")
        #expect(loaded.diagnostics.map(\.ruleID) == [ManifestRule.unreadable.id])
        let features = try AgentsGenerator.features(in: project.root, shownFrom: project.root).features
        #expect(features.map(\.manifestPath) == ClutteredProject.manifests)
        let opened = watch.sawOpen
        #expect(!opened, "the FIFO was opened")
    }

    @Test func everyCommandReportsTheSameTwoManifests() throws {
        let project = try ClutteredProject()
        defer { project.remove() }
        let watch = OpenWatch(project.fifo)
        let fifoNote = "Features/pipe.intentflow.yaml:1:1: note: skipped: a FIFO is not a regular file"

        let validate = runCLI(["validate", "."], in: project.root)
        #expect(validate.code == .success, "\(validate.stdout)")
        #expect(validate.stdout.contains(fifoNote))
        #expect(validate.stderr.hasPrefix("validated 2 manifests: 0 errors"))

        let generate = runCLI(["generate", ".", "--dry-run"], in: project.root)
        #expect(generate.code == .success, "\(generate.stderr)")
        #expect(generate.stderr.contains(fifoNote))
        #expect(generate.stdout.contains("LoginContract.swift") && generate.stdout.contains("UploadContract.swift"))
        #expect(!generate.stdout.contains("Stray"))

        let check = runCLI(["check", "."], in: project.root)
        #expect(check.stdout.contains(fifoNote))
        #expect(check.stderr.contains("and 2 manifests"), "\(check.stderr)")

        let agents = runCLI(["agents", "--dry-run", "--tools", "claude"], in: project.root)
        #expect(agents.code == .success, "\(agents.stderr)")
        #expect(agents.stdout.contains(".claude/rules/intentflow-login.md"))
        #expect(agents.stdout.contains(".claude/rules/intentflow-upload.md"))
        #expect(!agents.stdout.contains("intentflow-stray"))

        let both = ClutteredProject.manifests.joined(separator: ", ")
        for command in ["graph", "ai-context"] {
            let result = runCLI([command, "."], in: project.root)
            #expect(result.code == .usageOrIO)
            #expect(result.stderr.contains("'.' holds 2 manifests (\(both)); name one manifest file"), "\(command)")
        }
        let graph = runCLI(["graph", "Features/Upload/Upload.intentflow.yaml"], in: project.root)
        #expect(graph.code == .success)
        let pipe = runCLI(["validate", "Features/pipe.intentflow.yaml"], in: project.root)
        #expect(pipe.code == .usageOrIO)
        #expect(pipe.stdout.contains(fifoNote))
        let opened = watch.sawOpen
        #expect(!opened, "a command opened the FIFO")
    }
}
