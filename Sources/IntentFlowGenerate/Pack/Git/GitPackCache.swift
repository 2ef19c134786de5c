import IntentFlowManifest
import IntentFlowProject
import IntentFlowText

#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// Where packs from git are kept: fetched once, then read from disk, so generation works offline.
///
/// ```
/// <root>/<repository key>/repo.git     a bare clone, for resolving refs
/// <root>/<repository key>/<commit>/    the repository's files at one commit (what packs load from)
/// ```
///
/// A ref already resolved in the cached clone, and a commit already checked out, need no network. A ref the clone
/// does not know is fetched once more before it is reported missing.
package struct GitPackCache: Hashable, Sendable {
    /// The cache directory.
    package var root: URL
    /// Whether a pack the cache lacks may be fetched. `check` and the editor hooks run often and must not wait on a
    /// network: they use what the cache holds, or say the pack is missing.
    package var fetches = true
    /// The environment git runs with (cleaned of `GIT_*` redirections, ``GitCommand``); `INTENTFLOW_GIT_TIMEOUT` in
    /// it bounds each git call, in seconds.
    package var environment: [String: String]

    /// A cache at a directory.
    package init(root: URL, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.root = root
        self.environment = environment
    }

    /// The same cache, never fetching.
    package func offline() -> GitPackCache {
        var copy = self
        copy.fetches = false
        return copy
    }

    /// The default cache: `$INTENTFLOW_PACK_CACHE`, else `$XDG_CACHE_HOME/intentflow/packs`, else
    /// `~/.cache/intentflow/packs`.
    package static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> GitPackCache {
        if let path = environment["INTENTFLOW_PACK_CACHE"], !path.isEmpty {
            return GitPackCache(root: URL(fileURLWithPath: path, isDirectory: true), environment: environment)
        }
        if let path = environment["XDG_CACHE_HOME"], ProjectRoot.isAbsolute(path) {
            return GitPackCache(
                root: URL(fileURLWithPath: path).appendingPathComponent("intentflow/packs", isDirectory: true),
                environment: environment)
        }
        let home =
            environment["HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return GitPackCache(
            root: home.appendingPathComponent(".cache/intentflow/packs", isDirectory: true), environment: environment)
    }

    /// A pack source checked out: the pack's directory and the commit it is at.
    package struct Checkout: Hashable, Sendable {
        /// The pack's folder in the checkout.
        package var directory: URL
        /// The full commit hash the ref resolved to.
        package var commit: String
    }

    /// The pack's directory at the source's ref, fetching the repository when the cache lacks it.
    ///
    /// - Throws: ``GeneratorError``: rule `pack.git` (at `git:`) when the repository cannot be fetched, `pack.git-ref`
    ///   (at `ref:`) when the ref does not exist, `pack.not-found` (at `path:`) when the folder does not.
    package func checkout(_ source: GitPackSource) throws(GeneratorError) -> Checkout {
        if let problem = GitTransport.problem(with: source.url) {
            throw GeneratorError(
                "cannot fetch the pack repository \(source.url): \(problem)", at: source.urlLocation, rule: "pack.git")
        }
        let git = GitCommand(environment: environment)
        let directory = root.appendingPathComponent(Self.key(for: source.url), isDirectory: true)
        let repository = directory.appendingPathComponent("repo.git", isDirectory: true)
        let manager = FileManager.default
        if Self.isCommitHash(source.ref), manager.fileExists(atPath: directory.appendingPathComponent(source.ref).path)
        {
            return try folder(source, commit: source.ref, in: directory)
        }
        if !manager.fileExists(atPath: repository.path) {
            try requireFetching(source)
            try clone(source, into: repository, git: git)
        }
        var commit = try resolve(source.ref, in: repository, git: git, at: source.refLocation)
        if commit == nil {
            try requireFetching(source)
            // Perhaps a tag or commit made after the clone: fetch once more.
            let fetched = try git.run(
                [
                    "--git-dir", repository.path, "fetch", "--quiet", "--tags", "--force", "origin",
                    "+refs/heads/*:refs/heads/*",
                ], at: source.urlLocation)
            guard fetched.succeeded else {
                throw GeneratorError(
                    "ref '\(source.ref)' is not in the cached copy of \(source.url), which cannot be fetched: "
                        + fetched.reason, at: source.refLocation, rule: "pack.git-ref")
            }
            commit = try resolve(source.ref, in: repository, git: git, at: source.refLocation)
        }
        guard let commit else {
            let tags = try git.run(["--git-dir", repository.path, "tag", "--list"], at: source.refLocation).output
                .split(separator: "\n").map(String.init)
            throw GeneratorError(
                "ref '\(source.ref)' does not exist in \(source.url)" + EditDistance.hint(for: source.ref, among: tags)
                    + (tags.isEmpty ? "" : " (tags: \(tags.suffix(10).joined(separator: ", ")))"),
                at: source.refLocation, rule: "pack.git-ref")
        }
        try checkOut(commit, from: repository, into: directory.appendingPathComponent(commit), source: source, git: git)
        return try folder(source, commit: commit, in: directory)
    }

    /// Throws unless the cache may fetch: a command that never fetches says the pack is missing instead.
    private func requireFetching(_ source: GitPackSource) throws(GeneratorError) {
        guard !fetches else { return }
        throw GeneratorError(
            "\(source.displayName) is not in the pack cache \(root.path), and this command does not fetch; "
                + "`intentflow generate` fetches it", at: source.urlLocation, rule: "pack.git-missing")
    }

    /// A directory name for a repository: readable, and unique by a hash of the URL.
    static func key(for url: String) -> String {
        let tail = url.split(whereSeparator: { "/:".contains($0) }).last.map(String.init) ?? "repo"
        let readable = String(tail.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == "." ? $0 : "_" })
        return "\(readable.prefix(40))-\(ContentHash(url))"
    }

    /// Whether a ref is spelled as a full commit hash.
    static func isCommitHash(_ ref: String) -> Bool {
        ref.count == 40 && ref.allSatisfy { $0.isHexDigit && !$0.isUppercase }
    }

    private func clone(_ source: GitPackSource, into repository: URL, git: GitCommand) throws(GeneratorError) {
        let temporary = repository.deletingLastPathComponent().appendingPathComponent(".clone-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(
                at: repository.deletingLastPathComponent(), withIntermediateDirectories: true)
        } catch {
            throw GeneratorError(
                "cannot create the pack cache \(root.path): \(ErrorText.describing(error))", at: source.urlLocation,
                rule: "pack.git")
        }
        defer { try? FileManager.default.removeItem(at: temporary) }
        let result = try git.run(
            ["clone", "--bare", "--quiet", "--", source.url, temporary.path], at: source.urlLocation)
        guard result.succeeded else {
            throw GeneratorError(
                "cannot fetch the pack repository \(source.url): \(result.reason)", at: source.urlLocation,
                rule: "pack.git")
        }
        // Another run may have cloned it meanwhile; either copy will do.
        try? FileManager.default.moveItem(at: temporary, to: repository)
    }

    /// The commit a ref names in the cached clone, `nil` when it names none.
    private func resolve(_ ref: String, in repository: URL, git: GitCommand, at location: SourceLocation)
        throws(GeneratorError) -> String?
    {
        guard !ref.hasPrefix("-") else { return nil }
        let result = try git.run(
            ["--git-dir", repository.path, "rev-parse", "--verify", "--quiet", "\(ref)^{commit}"], at: location)
        let commit = result.output.trimmingWhitespaceAndNewlines()
        return result.succeeded && Self.isCommitHash(commit) ? commit : nil
    }

    /// Writes the repository's files at `commit` to `target`, once; a finished checkout is never changed.
    private func checkOut(
        _ commit: String, from repository: URL, into target: URL, source: GitPackSource, git: GitCommand
    )
        throws(GeneratorError)
    {
        let manager = FileManager.default
        guard !manager.fileExists(atPath: target.path) else { return }
        let temporary = target.deletingLastPathComponent().appendingPathComponent(".checkout-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: temporary) }
        let cloned = try git.run(
            ["clone", "--quiet", "--shared", "--no-checkout", "--", repository.path, temporary.path],
            at: source.urlLocation)
        let checkedOut =
            cloned.succeeded
            ? try git.run(["-C", temporary.path, "checkout", "--quiet", "--detach", commit], at: source.refLocation)
            : cloned
        guard checkedOut.succeeded else {
            throw GeneratorError(
                "cannot check out \(commit) of \(source.url): \(checkedOut.reason)", at: source.refLocation,
                rule: "pack.git")
        }
        // A checkout is kept for good, so it is kept only when complete: every file of the commit is there.
        let listed = try git.run(
            ["--git-dir", repository.path, "ls-tree", "-r", "-z", "--name-only", commit], at: source.refLocation)
        let missing = listed.output.split(separator: "\0").first { path in
            var info = stat()
            return lstat(temporary.appendingPathComponent(String(path)).path, &info) != 0
        }
        guard listed.succeeded, missing == nil else {
            throw GeneratorError(
                "the checkout of \(commit) of \(source.url) is incomplete "
                    + "(\(missing.map { "'\($0)' is missing" } ?? listed.reason)); "
                    + "nothing was cached", at: source.refLocation, rule: "pack.git")
        }
        // The checkout borrows the clone's objects; without its .git it stands alone and nothing can change it.
        try? manager.removeItem(at: temporary.appendingPathComponent(".git"))
        try? manager.moveItem(at: temporary, to: target)
    }

    /// Where the repository's files at `commit` are checked out.
    func checkoutDirectory(of source: GitPackSource, at commit: String) -> URL {
        root.appendingPathComponent(Self.key(for: source.url), isDirectory: true)
            .appendingPathComponent(commit, isDirectory: true)
    }

    private func folder(_ source: GitPackSource, commit: String, in directory: URL) throws(GeneratorError) -> Checkout {
        let checkout = directory.appendingPathComponent(commit, isDirectory: true)
        var folder = checkout
        if !source.path.isEmpty { folder = folder.appendingPathComponent(source.path, isDirectory: true) }
        // A repository's folder may be a symbolic link (or `path: ../..`): it must not lead out of the checkout.
        try ProjectRoot(checkout, name: "the checkout of \(source.url)").confine(
            folder, what: "path '\(source.path)'", at: source.pathLocation, rule: "pack.outside-root")
        guard DirectoryListing.isDirectory(folder.path) else {
            throw GeneratorError(
                "\(source.url) has no folder '\(source.path)' at \(source.ref)", at: source.pathLocation,
                rule: "pack.not-found")
        }
        return Checkout(directory: folder, commit: commit)
    }
}
