import Foundation
@testable import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowProject
import Testing

/// The record of what was generated, `--update` and `--prune`, through ``FeatureGenerator`` and ``FilePlanWriter``
/// on a real directory, with a pack upgraded between runs.
@Suite struct RecordedPlanTests {
    let project: TemporaryDirectory
    init() throws { project = try TemporaryDirectory() }

    /// The base pack with its flow template (and optionally the contract's path) changed: an upgrade.
    private func pack(flow: String? = nil, contractPath: String? = nil) -> [String: String] {
        var files = PackFixtures.base
        if let flow { files["flow.swift.mustache"] = flow }
        if let contractPath {
            files["pack.yaml"] = files["pack.yaml"]?.replacingOccurrences(
                of: "path: \"{{feature.name}}/{{feature.name}}Contract.swift\"", with: "path: \"\(contractPath)\"")
        }
        return files
    }

    private let upgradedFlow = """
        import Foundation

        struct {{feature.name}}Flow {
            // intentflow:begin states
            // {{feature.name}} states
            // intentflow:end states
        }

        """

    /// Plans and writes one run over Login, as `intentflow generate` does.
    @discardableResult
    private func run(
        _ pack: [String: String] = PackFixtures.base, parameters: [String: String] = [:], update: Bool = false,
        prune: Bool = false
    ) throws -> RecordedPlan {
        try recordedRun(into: project.url, pack: pack, parameters: parameters, update: update, prune: prune)
    }

    private var flow: String { project.read("Login/LoginFlow.swift") ?? "" }

    /// Every file below the project with its text.
    private func snapshot() -> [String: String] {
        Dictionary(uniqueKeysWithValues: project.allFiles().map { ($0, project.read($0) ?? "") })
    }

    @Test func theFirstRunRecordsEveryFileAndTheBaseOfUserOwnedOnes() throws {
        try run()
        let record = try #require(try GenerationRecord.load(in: project.url, shownFrom: project.url))
        let entry = try #require(record.entries.first)
        #expect(entry.manifest == "Login.intentflow.yaml")
        #expect(entry.generator == "feature")
        #expect(entry.pack.name == "base")
        #expect(entry.parameters["ui"] == "none")
        #expect(entry.files.map(\.path) == ["Login/LoginContract.swift", "Login/LoginFlow.swift"])
        let flowFile = try #require(entry.files.last)
        #expect(flowFile.owner == .user)
        #expect(record.bases[flowFile.hash] == flow)
        let bundle = try BaseBundle.parse(try #require(project.read(GenerationRecord.basesPath)), path: "bases")
        #expect(bundle.texts == [flowFile.hash: flow])
        #expect(!project.exists(".intentflow/bases"), "one file holds the bases, not a directory of them")
        // The same generation gives the same bytes: a second run leaves the record and bases as they are.
        let again = try run()
        #expect(again.plan.recordFiles.allSatisfy { $0.status == .unchanged })
        #expect(again.upgrades.isEmpty && again.orphans.isEmpty)
    }

    @Test func anUpgradedPackMergesCleanlyIntoAnEditedFlowWithUpdate() throws {
        try run()
        let edited = flow + "\nextension LoginFlow {\n    func mine() {}\n}\n"
        try project.write("Login/LoginFlow.swift", edited)

        let plain = try run(pack(flow: upgradedFlow))
        // What --update would bring, as the warning names it: the pack's new first line.
        #expect(
            plain.upgrades == [
                UserFileUpgrade(
                    path: "Login/LoginFlow.swift", outcome: .outdated,
                    pending: .init(count: 1, firstLine: 1, firstText: "import Foundation"))
            ])
        #expect(flow == edited, "plain generate never changes a user-owned file")

        let updated = try run(pack(flow: upgradedFlow), update: true)
        #expect(updated.upgrades == [UserFileUpgrade(path: "Login/LoginFlow.swift", outcome: .merged)])
        #expect(flow == "import Foundation\n\n" + edited)
        // The new base is what is generated now; the old one is no longer needed and is gone.
        let bases = try BaseBundle.parse(try #require(project.read(GenerationRecord.basesPath)), path: "bases")
        #expect(bases.texts.count == 1)
        #expect(try run(pack(flow: upgradedFlow), update: true).upgrades.isEmpty)
    }

    @Test func aConflictingUpgradeMarksBothSidesAndLosesNothing() throws {
        try run()
        try project.write("Login/LoginFlow.swift", flow.replacingOccurrences(of: "struct LoginFlow {", with: "struct LoginFlow: Sendable {"))
        let theirs = PackFixtures.base["flow.swift.mustache"]?.replacingOccurrences(
            of: "struct {{feature.name}}Flow {", with: "struct {{feature.name}}Flow: Equatable {")
        let updated = try run(pack(flow: theirs), update: true)
        #expect(updated.conflicted == [UserFileUpgrade(path: "Login/LoginFlow.swift", outcome: .conflicted(1))])
        #expect(
            flow.hasPrefix(
                "<<<<<<< ours\nstruct LoginFlow: Sendable {\n||||||| base\nstruct LoginFlow {\n=======\n"
                    + "struct LoginFlow: Equatable {\n>>>>>>> theirs\n"))
    }

    @Test func aLayoutChangeLeavesOrphansThatPruneRemovesWhenUnedited() throws {
        try run(parameters: ["ui": "swiftui"])
        let moved = pack(contractPath: "Sources/{{feature.name}}/{{feature.name}}Contract.swift")

        let plain = try run(moved)
        #expect(
            Set(plain.orphans) == [
                Orphan(path: "Login/LoginContract.swift", owner: .generator, state: .removable),
                Orphan(path: "Login/LoginView.swift", owner: .user, state: .userOwned),
            ])
        #expect(project.exists("Login/LoginContract.swift") && project.exists("Sources/Login/LoginContract.swift"))

        let pruned = try run(moved, prune: true)
        #expect(pruned.orphans.contains(Orphan(path: "Login/LoginContract.swift", owner: .generator, state: .removed)))
        #expect(!project.exists("Login/LoginContract.swift"))
        #expect(project.exists("Login/LoginView.swift"), "a user-owned orphan is never removed")
        let record = try #require(try GenerationRecord.load(in: project.url, shownFrom: project.url))
        #expect(!record.filesByPath.keys.contains("Login/LoginContract.swift"))
    }

    @Test func anEditedGeneratedOrphanIsNotPruned() throws {
        try run()
        let contract = project.read("Login/LoginContract.swift") ?? ""
        try project.write("Login/LoginContract.swift", contract + "// mine\n")
        let moved = pack(contractPath: "Sources/{{feature.name}}/{{feature.name}}Contract.swift")
        let pruned = try run(moved, prune: true)
        #expect(pruned.orphans == [Orphan(path: "Login/LoginContract.swift", owner: .generator, state: .edited)])
        #expect(project.read("Login/LoginContract.swift") == contract + "// mine\n")
    }

    @Test func aCorruptRecordIsALocatedErrorAndNothingIsWritten() throws {
        try run()
        let before = snapshot()
        for (text, message, line) in [
            ("intentflow-record 1\nmanifest a.yaml\n  generator feature\n  pack base zz\n", "16 hex digits", 4),
            ("intentflow-record 2\n", "newer than this intentflow reads", 1),
            ("<<<<<<< HEAD\n", "not an intentflow record", 1),
            ("intentflow-record 1\n  file user 0000000000000000 a\n", "expected 'manifest <path>'", 2),
            ("intentflow-record 1\nmanifest a\n  file user 0000000000000000 a\n", "lacks its 'generator'", 2),
        ] {
            try project.write(GenerationRecord.path, text)
            let error = try #require(throws: GeneratorError.self) { try run(pack(flow: upgradedFlow), update: true) }
            let diagnostic = try #require(error.diagnostics.first)
            #expect(diagnostic.message.contains(message), "\(diagnostic.message)")
            #expect(diagnostic.location.file == GenerationRecord.path && diagnostic.location.line == line)
            #expect(snapshot().filter { $0.key != GenerationRecord.path } == before.filter { $0.key != GenerationRecord.path })
        }
    }

    @Test func basesOfManifestsNotInTheRunAndOfOutdatedFilesAreKept() throws {
        try run()
        let first = try #require(try GenerationRecord.load(in: project.url, shownFrom: project.url))
        let base = try #require(first.bases.texts.first)
        // An upgrade plain generate does not merge: the record keeps naming the old base, so the bundle keeps it.
        let plain = try run(pack(flow: upgradedFlow))
        #expect(plain.upgrades.map(\.outcome) == [.outdated])
        let after = try #require(try GenerationRecord.load(in: project.url, shownFrom: project.url))
        #expect(after.bases[base.key] == base.value)
        #expect(try run(pack(flow: upgradedFlow), update: true).upgrades.map(\.outcome) == [.merged])
    }

    @Test func aProjectWithTheOldDirectoryOfBasesUpgradesWithoutLosingThem() throws {
        try run()
        let record = try #require(try GenerationRecord.load(in: project.url, shownFrom: project.url))
        // What the previous version wrote: one file per base, no bundle.
        for (hash, text) in record.bases.texts { try project.write(".intentflow/bases/\(hash)", text) }
        try project.write(".intentflow/bases/notes.txt", "not a base")
        try FileManager.default.removeItem(at: project.url.appendingPathComponent(GenerationRecord.basesPath))
        try project.write("Login/LoginFlow.swift", flow + "// mine\n")

        let updated = try run(pack(flow: upgradedFlow), update: true)
        #expect(updated.upgrades.map(\.outcome) == [.merged])
        #expect(flow.hasSuffix("// mine\n") && flow.hasPrefix("import Foundation\n"))
        #expect(project.allFiles().filter { $0.hasPrefix(".intentflow/bases/") } == [".intentflow/bases/notes.txt"])
        let migrated = try #require(try GenerationRecord.load(in: project.url, shownFrom: project.url))
        #expect(migrated.bases.texts.count == 1 && project.exists(GenerationRecord.basesPath))
    }

    @Test func aBundleEditedByHandOrCutShortIsALocatedErrorAndNothingIsWritten() throws {
        try run()
        let bundle = try #require(project.read(GenerationRecord.basesPath))
        let lines = bundle.split(separator: "\n", omittingEmptySubsequences: false)
        let baseLine = try #require(lines.firstIndex { $0.hasPrefix("base ") }) + 1
        let before = snapshot()
        for (text, message, line) in [
            (String(bundle.dropLast(12)), "cut short", baseLine),
            (bundle.replacingOccurrences(of: "struct LoginFlow", with: "struct LoginFlows"), "does not match", baseLine),
            (bundle.replacingOccurrences(of: "intentflow-bases 1", with: "intentflow-bases 9"), "newer", 2),
            (bundle + "\nbase 12 nonsense\n", "expected 'base <16 hex digits> <line count>'", lines.count + 1),
            ("<<<<<<< HEAD\n" + bundle, "not a file of bases", 1),
        ] {
            try project.write(GenerationRecord.basesPath, text)
            let error = try #require(throws: GeneratorError.self) { try run(pack(flow: upgradedFlow), update: true) }
            let diagnostic = try #require(error.diagnostics.first)
            #expect(diagnostic.message.contains(message), "\(diagnostic.message)")
            #expect(diagnostic.location.file == GenerationRecord.basesPath && diagnostic.location.line == line)
            let unchanged = { (files: [String: String]) in files.filter { $0.key != GenerationRecord.basesPath } }
            #expect(unchanged(snapshot()) == unchanged(before))
        }
    }
}
