import Foundation
import IntentFlowManifest
import IntentFlowProject
import Testing

@testable import IntentFlowGenerate

/// `intentflow diff` over this repository's own history: every commit that changed an example manifest, compared with
/// its first parent, compares without an error, but where a side's manifest itself does not load (commit 84ccce2d
/// wrote `- choosingDevice(devices: [String])` unquoted, a YAML syntax error its next commit fixed): that is the
/// located error naming the side, as `validate` at that commit reports it.
@Suite struct DiffHistoryTests {
    /// The commits (newest first) that changed a manifest of `.intentflow/`, with their first parent.
    static func manifestCommits() throws -> [(commit: String, parent: String)] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "git", "-C", DefaultPackRenderer.repositoryRoot.path, "log", "--format=%H %P", "--",
            ".intentflow/*.intentflow.yaml",
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").compactMap { line in
            let hashes = line.split(separator: " ").map(String.init)
            return hashes.count >= 2 ? (hashes[0], hashes[1]) : nil
        }
    }

    @Test func everyCommitThatChangedAnExampleManifestComparesWithItsParent() throws {
        let commits = try Self.manifestCommits()
        // A shallow clone (CI's default depth) has no parents to compare with; this repository has dozens.
        try #require(!commits.isEmpty || FileManager.default.fileExists(
            atPath: DefaultPackRenderer.repositoryRoot.appendingPathComponent(".git/shallow").path))
        var changedFeatures = 0
        var unloadable: Set<String> = []
        for (commit, parent) in commits {
            var request = DiffRequest(
                paths: [".intentflow"], base: parent, workingDirectory: DefaultPackRenderer.repositoryRoot,
                environment: ProcessInfo.processInfo.environment)
            request.head = commit
            do {
                let diff = try DiffRun.run(request)
                changedFeatures += diff.changedFeatures.count
            } catch {
                let errors = error.diagnostics.filter { $0.severity == .error }
                let sideNamed = errors.allSatisfy {
                    !$0.ruleID.hasPrefix("diff.")
                        && ($0.message.hasPrefix("at \(commit): ") || $0.message.hasPrefix("at the base \(parent): "))
                }
                #expect(!errors.isEmpty && sideNamed, "\(commit) against \(parent): \(error)")
                for diagnostic in errors { unloadable.insert(diagnostic.message.hasPrefix("at the base") ? parent : commit) }
            }
        }
        #expect(commits.isEmpty || changedFeatures > 0, "some commit changed a feature's behaviour")
        #expect(unloadable.allSatisfy { $0.hasPrefix("84ccce2d") }, "only 84ccce2d has a manifest that does not load: \(unloadable)")
    }
}
