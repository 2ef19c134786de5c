import Foundation
import IntentFlowManifest
import IntentFlowProject
import Testing

@testable import IntentFlowGenerate

/// Issue 32, causes 4 and 7: git packs are fetched over allowed transports only, each git call is bounded in time
/// and runs in the caller's process group with the caller's `GIT_*` redirections cleared, and `check` never fetches.
@Suite struct GitHardeningTests {
    static let location = SourceLocation(file: "config.yaml", line: 1, column: 7)

    /// A directory holding a fake `git` (a shell script), and the environment that finds it first.
    final class FakeGit {
        let directory: TemporaryDirectory
        var environment: [String: String]

        init(_ script: String) throws {
            directory = try TemporaryDirectory()
            // Written through a close-on-exec descriptor: a process another test spawns meanwhile must not inherit
            // it, or running the script fails with "Text file busy" until that process ends.
            let path = directory.url.appendingPathComponent("git").path
            let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
            guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
            let bytes = Array(("#!/bin/sh\n" + script).utf8)
            let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            close(descriptor)
            guard written == bytes.count else { throw CocoaError(.fileWriteUnknown) }
            environment = ProcessInfo.processInfo.environment
            environment["PATH"] = directory.url.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        }
    }

    @Test(arguments: [
        "http://127.0.0.1:1/x.git", "fd::17", "ext::sh -c touch% PWNED", "-oProxyCommand=touch PWNED",
        "ssh://-oProxyCommand=touch/x", "ftp://example.com/x.git", "packs/acme",
    ])
    func aTransportOutsideTheAllowListIsRefused(url: String) throws {
        #expect(GitTransport.problem(with: url) != nil, "\(url)")
        let cache = try TemporaryDirectory()
        let source = GitPackSource(url: url, ref: "v1", urlLocation: Self.location)
        do {
            _ = try GitPackCache(root: cache.url).checkout(source)
            Issue.record("\(url) was fetched")
        } catch {
            #expect(error.diagnostics.first?.ruleID == "pack.git")
            #expect(error.diagnostics.first?.location == Self.location)
        }
        #expect(cache.allFiles().isEmpty)
    }

    @Test(arguments: [
        "https://example.com/packs.git", "ssh://git@example.com/packs.git", "git@example.com:acme/packs.git",
        "file:///srv/packs.git", "git://example.com/packs.git",
    ])
    func anAllowedTransportPasses(url: String) {
        #expect(GitTransport.problem(with: url) == nil, "\(url)")
    }

    @Test func redirectingGitVariablesAreClearedForTheChild() {
        let command = GitCommand(environment: [
            "GIT_INDEX_FILE": "/tmp/index", "GIT_DIR": "/tmp/dir", "GIT_WORK_TREE": "/tmp/tree",
            "GIT_SSH_COMMAND": "ssh -i key", "PATH": "/usr/bin", "INTENTFLOW_GIT_TIMEOUT": "7",
        ])
        #expect(command.environment["GIT_INDEX_FILE"] == nil)
        #expect(command.environment["GIT_DIR"] == nil)
        #expect(command.environment["GIT_WORK_TREE"] == nil)
        #expect(command.environment["GIT_SSH_COMMAND"] == "ssh -i key")
        #expect(command.environment["GIT_ALLOW_PROTOCOL"] == "https:ssh:file:git")
        #expect(command.timeout == 7)
        #expect(GitCommand(environment: [:]).timeout == GitCommand.defaultTimeout)
    }

    @Test func aGitPackFetchedInsideAGitHookIsCompleteAndCached() throws {
        let fixture = try GitPackTests.Fixture()
        var environment = ProcessInfo.processInfo.environment
        // What a pre-commit hook runs with: the index of the repository being committed.
        environment["GIT_INDEX_FILE"] = fixture.directory.url.appendingPathComponent("hook-index").path
        environment["GIT_DIR"] = fixture.repository.appendingPathComponent(".git").path
        let catalog = PackCatalog(
            projectRoot: fixture.directory.url,
            gitCache: GitPackCache(root: fixture.directory.url.appendingPathComponent("hook-cache"), environment: environment))
        try fixture.directory.write(
            ".intentflow/packs/team/pack.yaml", "name: team\nextends: {git: \"\(fixture.url)\", ref: v1.0.0, path: packs/acme}\n")
        #expect(try catalog.resolve("team", relativeTo: fixture.directory.url).chain.count == 3)
        // And again, from the cache.
        #expect(try catalog.resolve("team", relativeTo: fixture.directory.url).chain.count == 3)
    }

    @Test func aGitCallThatDoesNotFinishIsStoppedAtItsBound() throws {
        let fake = try FakeGit("echo $$ > \"$(dirname \"$0\")/pid\"\nexec sleep 600\n")
        var environment = fake.environment
        environment["INTENTFLOW_GIT_TIMEOUT"] = "1"
        do {
            _ = try GitCommand(environment: environment).run(["clone", "--", "git://127.0.0.1:9/x.git"], at: Self.location)
            Issue.record("a git call that never ends returned")
        } catch {
            #expect(error.diagnostics.first?.ruleID == "pack.git-timeout")
        }
        let pid = try #require(fake.directory.read("pid").flatMap { Int32($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
        // Killed and reaped: no such process any more.
        #expect(kill(pid, 0) == -1 && errno == ESRCH)
    }

    @Test func gitRunsInTheCallersProcessGroup() throws {
        let fake = try FakeGit("cut -d' ' -f5 /proc/$$/stat\n")
        let result = try GitCommand(environment: fake.environment).run(["--version"], at: Self.location)
        #expect(result.succeeded, "\(result.errorOutput)")
        #expect(Int32(result.output.trimmingCharacters(in: .whitespacesAndNewlines)) == getpgrp())
    }

    @Test func checkNeverFetchesAndSaysThePackIsMissing() throws {
        let fixture = try GitPackTests.Fixture()
        let offline = PackCatalog(projectRoot: fixture.directory.url, gitCache: fixture.catalog.gitCache.offline())
        try fixture.directory.write(
            ".intentflow/packs/team/pack.yaml", "name: team\nextends: {git: \"\(fixture.url)\", ref: v1.0.0, path: packs/acme}\n")
        do {
            _ = try offline.resolve("team", relativeTo: fixture.directory.url)
            Issue.record("an offline catalog fetched")
        } catch {
            #expect(error.diagnostics.first?.ruleID == "pack.git-missing")
        }
        #expect(!FileManager.default.fileExists(atPath: fixture.catalog.gitCache.root.path))
        // Once generate fetched it, check reads it from the cache.
        _ = try fixture.catalog.resolve("team", relativeTo: fixture.directory.url)
        #expect(try offline.resolve("team", relativeTo: fixture.directory.url).chain.count == 3)
    }
}

/// A git whose helper outlives it, holding its pipes open (an ssh connection kept for reuse), has still finished.
@Suite struct ChildProcessTests {
    @Test func aChildThatExitsWhileItsHelperHoldsThePipesHasEnded() throws {
        let fake = try GitHardeningTests.FakeGit("echo done\n(sleep 30 &)\nexit 0\n")
        var environment = fake.environment
        environment["INTENTFLOW_GIT_TIMEOUT"] = "20"
        let result = try GitCommand(environment: environment).run(["--version"], at: GitHardeningTests.location)
        #expect(result.succeeded)
        #expect(result.output == "done\n")
    }
}

/// A child started from a thread of Swift's pool (which blocks most signals) can still be stopped with Ctrl-C.
@Suite struct ChildProcessSignalTests {
    @Test func aChildStartsWithNoSignalBlockedAndSIGPIPEAtItsDefault() async throws {
        let environment = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"]
        // As `intentflow mcp` does; ignoring SIGPIPE only turns a write to a closed pipe into an error.
        let previous = signal(SIGPIPE, SIG_IGN)
        defer { signal(SIGPIPE, previous) }
        let child = try ChildProcess.spawn(["grep", "-E", "^Sig(Blk|Ign):", "/proc/self/status"], environment: environment)
        let ended = try #require(child.wait(until: Date().addingTimeInterval(30)))
        let masks = String(decoding: ended.output, as: UTF8.self)
        #expect(masks.contains("SigBlk:\t0000000000000000"))
        // SIGPIPE is signal 13: bit 12 of the ignored set.
        let ignored = masks.split(separator: "\n").first { $0.hasPrefix("SigIgn:") }.map { $0.dropFirst(7) } ?? ""
        #expect((UInt64(ignored.trimmingCharacters(in: .whitespaces), radix: 16) ?? 0) & (1 << 12) == 0)
    }
}
