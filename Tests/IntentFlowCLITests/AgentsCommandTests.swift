import Foundation
import Testing
@testable import IntentFlowCLI

/// `intentflow agents` and `intentflow ai-context` through the command line: exit codes, `--check`, errors.
@Suite struct AgentsCommandTests {
    private func repository() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("agents-cli-\(UUID().uuidString)")
        let manifests = url.appendingPathComponent(".intentflow")
        try FileManager.default.createDirectory(at: manifests, withIntermediateDirectories: true)
        try Data(uploadManifest.utf8).write(to: manifests.appendingPathComponent("upload.intentflow.yaml"))
        return url
    }

    @Test func featuresThatDifferOnlyByCaseAreAnErrorNamingBothManifests() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        let first = try String(contentsOf: root.appendingPathComponent(".intentflow/upload.intentflow.yaml"), encoding: .utf8)
        try Data(first.replacingOccurrences(of: "feature: Upload", with: "feature: UPLOAD").utf8)
            .write(to: root.appendingPathComponent(".intentflow/shouting.intentflow.yaml"))
        for command in [["agents"], ["validate", ".intentflow"], ["generate", ".intentflow", "--dry-run"]] {
            let result = runCLI(command, in: root)
            #expect(result.code == .findings, "\(command): \(result.stdout)\(result.stderr)")
            let output = result.stdout + result.stderr
            #expect(
                output.contains(
                    ".intentflow/upload.intentflow.yaml:2:10: error: feature 'Upload' differs only by case from 'UPLOAD', "
                        + "declared by .intentflow/shouting.intentflow.yaml"), "\(command): \(output)")
            if command == ["validate", ".intentflow"] {
                #expect(output.contains(".intentflow/shouting.intentflow.yaml:2:10: note: 'UPLOAD' is declared here"))
            }
        }
    }

    /// Issue 45: `CLAUDE.md` a link to `AGENTS.md` (one file shared by both tools) is that file: every run writes
    /// `AGENTS.md` once, keeps the link, and reports it kept; a link to a file the run does not write is refused
    /// before anything is written, and never replaced by a file.
    @Test func aLinkedClaudeFileIsKeptAndItsTargetWrittenOnce() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data("# Our agents\n".utf8).write(to: root.appendingPathComponent("AGENTS.md"))
        let claude = root.appendingPathComponent("CLAUDE.md")
        try FileManager.default.createSymbolicLink(atPath: claude.path, withDestinationPath: "AGENTS.md")
        for arguments in [["agents", "--adopt"], ["agents"], ["agents", "--check"]] {
            let run = runCLI(arguments, in: root)
            #expect(run.code == .success, "\(arguments): \(run.stdout)\(run.stderr)")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: claude.path) == "AGENTS.md")
        }
        let shared = try String(contentsOf: root.appendingPathComponent("AGENTS.md"), encoding: .utf8)
        #expect(shared.hasPrefix("# Our agents\n"))
        #expect(shared.contains("<!-- intentflow:begin -->"))

        let notes = root.appendingPathComponent("notes.md")
        try Data("# mine\n".utf8).write(to: notes)
        try FileManager.default.removeItem(at: claude)
        try FileManager.default.createSymbolicLink(atPath: claude.path, withDestinationPath: "notes.md")
        for arguments in [["agents"], ["agents", "--force"]] {
            let refused = runCLI(arguments, in: root)
            #expect(refused.code != .success, "\(arguments)")
            #expect((refused.stdout + refused.stderr).contains("is a symbolic link"), "\(refused.stdout)\(refused.stderr)")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: claude.path) == "notes.md")
            #expect(try String(contentsOf: notes, encoding: .utf8) == "# mine\n")
        }
    }

    /// Issue 45: a feature folder named `-h`: the command AGENTS.md gives for it ends the options with `--`, so it
    /// generates the feature instead of printing help.
    @Test func theCommandForAFolderNamedLikeAnOptionRuns() throws {
        let root = try temporaryTree(["-h/Upload.intentflow.yaml": uploadManifest], prefix: "agents-dash")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(".intentflow"), withIntermediateDirectories: true)
        #expect(runCLI(["agents"], in: root).code == .success)
        let agents = try String(contentsOf: root.appendingPathComponent("AGENTS.md"), encoding: .utf8)
        let command = "intentflow generate -- -h/Upload.intentflow.yaml"
        #expect(agents.contains("`\(command)`"), "\(agents)")
        let run = runCLI(command.split(separator: " ").dropFirst().map(String.init), in: root)
        #expect(run.code == .success, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("created"), "\(run.stdout)")
        // The other commands name the path so that it cannot read as an option.
        #expect(agents.contains("intentflow ai-context ./-h/Upload.intentflow.yaml"), "\(agents)")
        let validate = runCLI(["validate", "./-h/Upload.intentflow.yaml"], in: root)
        #expect(validate.code == .success, "\(validate.stdout)\(validate.stderr)")
    }

    /// Issue 45: a feature folder named `x,**,y` adds no pattern to the comma-separated glob lists of the Cursor,
    /// Antigravity and Copilot rules: each names the folder's files only.
    @Test func aFolderNameWithListSeparatorsWidensNoGlobList() throws {
        let root = try temporaryTree(["x,**,y/Upload.intentflow.yaml": uploadManifest], prefix: "agents-globs")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(".intentflow"), withIntermediateDirectories: true)
        #expect(runCLI(["generate", "x,**,y"], in: root).code == .success)
        #expect(runCLI(["agents", "--tools", "all"], in: root).code == .success)
        for (path, key) in [
            (".cursor/rules/upload.mdc", "globs: "), (".agents/rules/intentflow-upload.md", "globs: "),
            (".github/instructions/upload.instructions.md", "applyTo: "),
        ] {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            let line = try #require(text.split(separator: "\n").first { $0.hasPrefix(key) }, "\(path)")
            let list = line.dropFirst(key.count).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            let patterns = list.split(separator: ",")
            #expect(patterns.count == 2, "\(path): \(line)")
            #expect(patterns.allSatisfy { $0.hasPrefix("x?[*][*]?y/") || $0.hasPrefix("Sources/") }, "\(path): \(line)")
        }
    }

    @Test func checkFailsWhileSurfacesAreStaleAndPassesOnceWritten() throws {
        let root = try repository()
        let stale = runCLI(["agents", "--check"], in: root)
        #expect(stale.code == .findings)
        #expect(stale.stdout.contains("+++ b/AGENTS.md"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("AGENTS.md").path))

        let written = runCLI(["agents"], in: root)
        #expect(written.code == .success)
        #expect(written.stdout.contains("created   AGENTS.md"))
        #expect(runCLI(["agents", "--check"], in: root).code == .success)
    }

    @Test func aRunIsRecordedAndADroppedToolsUneditedSurfacesAreRemoved() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(runCLI(["agents", "--tools", "claude,codex"], in: root).code == .success)
        let record = try String(contentsOf: root.appendingPathComponent(".intentflow/generated.lock"), encoding: .utf8)
        #expect(record.contains("manifest .\n  generator agents\n  pack swift "))
        #expect(record.contains(" .claude/rules/intentflow-upload.md\n"))

        let rule = root.appendingPathComponent(".claude/rules/intentflow-upload.md")
        let codexOnly = runCLI(["agents", "--tools", "codex"], in: root)
        #expect(codexOnly.code == .success)
        // The tool is no longer chosen: its generator-owned surfaces go through the record, without --prune.
        #expect(codexOnly.stderr.contains(
            ".claude/rules/intentflow-upload.md:1:1: note: this file is no longer generated"), "\(codexOnly.stderr)")
        #expect(!FileManager.default.fileExists(atPath: rule.path))
        #expect(runCLI(["agents", "--check"], in: root).code == .success)
        // CLAUDE.md is the user's outside intentflow's block: never removed.
        #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent("CLAUDE.md").path))
    }

    /// One manifest change is the same change in several tools' copies of the contract: `--check` shows it once and
    /// names each out-of-date file once.
    @Test func checkShowsEachStaleFileOnceAndASharedChangeOnce() throws {
        let root = try repository()
        defer { try? FileManager.default.removeItem(at: root) }
        #expect(runCLI(["agents", "--tools", "all"], in: root).code == .success)
        let manifest = root.appendingPathComponent(".intentflow/upload.intentflow.yaml")
        try Data(uploadManifest.replacingOccurrences(of: "at a time.\"]", with: "at a time.\", \"A cancel stops it.\"]").utf8)
            .write(to: manifest)
        let check = runCLI(["agents", "--check"], in: root)
        #expect(check.code == .findings)
        let lines = check.stdout.split(separator: "\n").map(String.init)
        let named = lines.compactMap { line -> String? in
            if line.hasPrefix("+++ b/") { return String(line.dropFirst(6)) }
            if line.hasPrefix("same change as ") { return line.components(separatedBy: ": ").last }
            return nil
        }
        #expect(Set(named).count == named.count, "\(named)")
        #expect(named.contains(".cursor/rules/upload.mdc") && named.contains(".claude/rules/intentflow-upload.md"))
        #expect(lines.filter { $0 == "+> - A cancel stops it." }.count == 1, "\(check.stdout)")
        #expect(lines.filter { $0.hasPrefix("same change as ") }.count >= 3)
    }

    @Test func checkFailsWhenAnOverrideHidesAGeneratedAgentsFile() throws {
        let root = try repository()
        #expect(runCLI(["agents"], in: root).code == .success)
        #expect(runCLI(["agents", "--check"], in: root).code == .success)
        try Data("Local notes.\n".utf8).write(to: root.appendingPathComponent("AGENTS.override.md"))
        let check = runCLI(["agents", "--check"], in: root)
        #expect(check.code == .findings)
        #expect(check.stderr.contains("AGENTS.override.md:1:1: warning: AGENTS.override.md hides AGENTS.md from Codex"))
        #expect(check.stderr.contains("[agents.override-hides]"))
    }

    @Test func manifestsInFeatureFoldersCountAndExcludedOnesDoNot() throws {
        let root = try repository()
        let feature = root.appendingPathComponent("Sources/Checkout")
        try FileManager.default.createDirectory(at: feature, withIntermediateDirectories: true)
        let checkout = "schemaVersion: \"0.1\"\nfeature: Checkout\nstates: [idle, failed(message)]\nintents: [load]\n"
        try Data(checkout.utf8).write(to: feature.appendingPathComponent("Checkout.intentflow.yaml"))
        let fixtures = root.appendingPathComponent("Tests/Fixtures")
        try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
        try Data("feature: [\n".utf8).write(to: fixtures.appendingPathComponent("broken.intentflow.yaml"))

        // The broken fixture fails the run until the config excludes it.
        #expect(runCLI(["agents", "--dry-run"], in: root).code == .findings)
        #expect(runCLI(["agents", "--dry-run", "--exclude", "Tests/Fixtures"], in: root).code == .success)
        try Data("exclude:\n  - Tests/Fixtures\n".utf8).write(to: root.appendingPathComponent(".intentflow/config.yaml"))
        let result = runCLI(["agents", "--tools", "all"], in: root)
        #expect(result.code == .success, "\(result.stderr)")
        #expect(result.stdout.contains("created   .cursor/rules/checkout.mdc"))
        #expect(result.stdout.contains("created   .cursor/rules/upload.mdc"))
        #expect(runCLI(["check"], in: root).stdout.contains("broken.intentflow.yaml") == false)
    }

    @Test func dryRunWritesNothing() throws {
        let root = try repository()
        let result = runCLI(["agents", "--dry-run", "--tools", "cursor"], in: root)
        #expect(result.code == .success)
        #expect(result.stdout.contains("would create     .cursor/rules/upload.mdc"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent(".cursor").path))
    }

    @Test func unknownToolIsAUsageError() throws {
        let result = runCLI(["agents", "--tools", "codex,vim"], in: try repository())
        #expect(result.code == .usageOrIO)
        #expect(result.stderr.contains("unknown tool 'vim'"))
    }

    @Test func aConflictWritesNothingAndExitsOne() throws {
        let root = try repository()
        try Data("# ours\n".utf8).write(to: root.appendingPathComponent("AGENTS.md"))
        let result = runCLI(["agents"], in: root)
        #expect(result.code == .findings)
        #expect(result.stderr.contains("conflict"))
        #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("CLAUDE.md").path))
        #expect(try String(contentsOf: root.appendingPathComponent("AGENTS.md"), encoding: .utf8) == "# ours\n")
    }

    @Test func aiContextPrintsTheBundleWithinItsBudget() throws {
        let root = try repository()
        let result = runCLI(["ai-context", ".intentflow/upload.intentflow.yaml", "--tool", "codex"], in: root)
        #expect(result.code == .success)
        #expect(result.stdout.hasPrefix("# ai-context: Upload (codex)\n"))
        #expect(result.stdout.contains("- `AGENTS.md`"))

        let json = runCLI(["ai-context", ".intentflow/upload.intentflow.yaml", "--format", "json", "--budget", "5000"], in: root)
        #expect(json.code == .success)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["feature"] as? String == "Upload")
        #expect((object["tokens"] as? Int ?? .max) <= 5000)
    }

    @Test func aiContextOverBudgetExitsOneAndPrintsNothing() throws {
        let root = try repository()
        let result = runCLI(["ai-context", ".intentflow/upload.intentflow.yaml", "--budget", "10"], in: root)
        #expect(result.code == .findings)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("upload.intentflow.yaml:1:1: error:"))
        #expect(result.stderr.contains("[ai-context.over-budget]"))
    }

    @Test func aiContextReportsBadInputWithLocations() throws {
        let root = try repository()
        try Data("feature: [\n".utf8).write(to: root.appendingPathComponent("bad.intentflow.yaml"))
        let bad = runCLI(["ai-context", "bad.intentflow.yaml"], in: root)
        #expect(bad.code == .findings)
        #expect(bad.stderr.contains("bad.intentflow.yaml:"))
        #expect(runCLI(["ai-context", "missing.yaml"], in: root).code == .usageOrIO)
        #expect(runCLI(["ai-context", ".intentflow/upload.intentflow.yaml", "--budget", "-3"], in: root).code == .usageOrIO)
        #expect(runCLI(["ai-context", ".intentflow/upload.intentflow.yaml", "--tool", "vim"], in: root).code == .usageOrIO)
    }

    @Test func aiContextIncludeAddsFilesAndAMalformedGlobIsALocatedError() throws {
        let root = try repository()
        let sources = root.appendingPathComponent("Sources/Upload")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try Data("struct UploadView {\n    var title: String { \"Upload\" }\n}\n".utf8)
            .write(to: sources.appendingPathComponent("UploadView.swift"))
        let manifest = ".intentflow/upload.intentflow.yaml"
        let included = runCLI(["ai-context", manifest, "--include", "Sources/{Upload,Other}/*View.swift"], in: root)
        #expect(included.code == .success)
        #expect(included.stdout.contains("`Sources/Upload/UploadView.swift`"))
        #expect(!runCLI(["ai-context", manifest], in: root).stdout.contains("UploadView"))
        let malformed = runCLI(["ai-context", manifest, "--exclude", "Sources/[Upload"], in: root)
        #expect(malformed.code == .usageOrIO)
        #expect(malformed.stderr.contains("<command line>:1:"))
        #expect(malformed.stderr.contains("'--exclude' glob 'Sources/[Upload' is malformed"))
    }
}
