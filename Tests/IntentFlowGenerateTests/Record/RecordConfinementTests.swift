import Foundation
@testable import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowProject
import Testing

/// Issue 32, causes 5 and 6: the record and the legacy bases are read and removed only inside the output directory.
@Suite struct RecordConfinementTests {
    let project: TemporaryDirectory
    let outside: TemporaryDirectory
    init() throws {
        project = try TemporaryDirectory()
        outside = try TemporaryDirectory()
    }

    /// Plans and writes one run over Login, as `intentflow generate` does.
    @discardableResult
    private func run(
        _ pack: [String: String] = PackFixtures.base, parameters: [String: String] = [:], update: Bool = false,
        prune: Bool = false
    ) throws -> RecordedPlan {
        try recordedRun(into: project.url, pack: pack, parameters: parameters, update: update, prune: prune)
    }

    @Test(arguments: ["../outside/victim/LoginContract.swift", "/etc/hosts", "Login/../../x.swift", "a//b.swift"])
    func aRecordedPathOutsideTheOutputIsALocatedError(path: String) throws {
        let text = """
            intentflow-record 1
            manifest Login.intentflow.yaml
              generator feature
              pack base 0a1b2c3d4e5f6071
              file generator 0a1b2c3d4e5f6071 \(path)

            """
        do {
            _ = try RecordFormat.parse(text, path: ".intentflow/generated.lock")
            Issue.record("the record path '\(path)' was accepted")
        } catch {
            let diagnostic = error.diagnostics.first
            #expect(diagnostic?.ruleID == "record.outside")
            #expect(diagnostic.map { "\($0.location.file):\($0.location.line)" } == ".intentflow/generated.lock:5")
        }
    }

    @Test func pruneDoesNotRemoveAFileThroughALinkThatLeavesTheOutput() throws {
        try run()
        let contract = try #require(project.read("Login/LoginContract.swift"))
        try outside.write("LoginContract.swift", contract)
        try FileManager.default.createSymbolicLink(
            at: project.url.appendingPathComponent("Victim"), withDestinationURL: outside.url)
        let lock = try #require(project.read(GenerationRecord.path))
        let line = try #require(lock.split(separator: "\n").first { $0.contains("Login/LoginContract.swift") })
        try project.write(
            GenerationRecord.path,
            lock.replacingOccurrences(
                of: line + "\n", with: line + "\n" + line.replacingOccurrences(of: "Login/", with: "Victim/") + "\n"))
        try run(prune: true)
        #expect(outside.read("LoginContract.swift") == contract)
    }

    /// Issue 45: `Sources` a link to the output itself, the record naming the files through it (a layout change):
    /// each recorded path is a file this run plans under another name. `--prune` removes none of them, and none is
    /// listed as left over.
    @Test func aPathReachedTwiceThroughALinkIsOneFileThatPruneKeeps() throws {
        try run()
        let contract = try #require(project.read("Login/LoginContract.swift"))
        let flow = try #require(project.read("Login/LoginFlow.swift"))
        try FileManager.default.createSymbolicLink(
            at: project.url.appendingPathComponent("Sources"), withDestinationURL: project.url)
        let lock = try #require(project.read(GenerationRecord.path))
        try project.write(GenerationRecord.path, lock.replacingOccurrences(of: " Login/", with: " Sources/Login/"))
        let pruned = try run(prune: true)
        #expect(pruned.plan.removals.isEmpty, "\(pruned.plan.removals.map(\.path))")
        #expect(pruned.orphans.isEmpty, "\(pruned.orphans)")
        #expect(project.read("Login/LoginContract.swift") == contract)
        #expect(project.read("Login/LoginFlow.swift") == flow)
        #expect(!(project.read(GenerationRecord.path) ?? "").contains("Sources/Login/"))
    }

    @Test func aLinkedLegacyBasesFolderIsNeitherReadNorEmptied() throws {
        try run()
        let record = try #require(try GenerationRecord.load(in: project.url, shownFrom: project.url))
        for (hash, text) in record.bases.texts { try outside.write("\(hash)", text) }
        let before = outside.allFiles()
        #expect(!before.isEmpty)
        try FileManager.default.createSymbolicLink(
            at: project.url.appendingPathComponent(".intentflow/bases"), withDestinationURL: outside.url)
        do {
            try run(update: true)
            Issue.record("a linked .intentflow/bases was accepted")
        } catch let error as GeneratorError {
            #expect(error.diagnostics.first?.ruleID == "record.outside")
            #expect(error.diagnostics.first?.message.contains("leads to \(outside.url.resolvingSymlinksInPath().path)") == true)
        }
        #expect(outside.allFiles() == before)
    }
}
