import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds packs by name or path — the project's team packs in `.intentflow/packs/<name>/`, then the built-in ones —
/// and resolves their `extends` chains.
package struct PackCatalog: Sendable {
    /// The directory holding the project's `.intentflow/`, if there is one.
    package var projectRoot: URL?
    /// The built-in pack's files (relative path → text).
    package var builtInFiles: [String: String]
    /// Where packs from git are fetched to and read from.
    package var gitCache: GitPackCache

    /// Creates a catalog for a project.
    package init(
        projectRoot: URL?, builtInFiles: [String: String] = BuiltInPacks.defaultPackFiles,
        gitCache: GitPackCache = .standard()
    ) {
        self.projectRoot = projectRoot
        self.builtInFiles = builtInFiles
        self.gitCache = gitCache
    }

    /// The directory of the project's team packs.
    package var projectPacksDirectory: URL? {
        projectRoot?.appendingPathComponent(".intentflow/packs", isDirectory: true)
    }

    /// The built-in pack, `nil` when the binary was built without templates.
    package func builtInPack() throws(GeneratorError) -> Pack? {
        guard !builtInFiles.isEmpty else { return nil }
        if builtInFiles == BuiltInPacks.defaultPackFiles { return try BuiltInPacks.defaultPack.get() }
        return try PackLoader.load(files: builtInFiles, origin: .builtIn, displayPath: "Templates")
    }

    /// The names of the directories in `.intentflow/packs/`, sorted.
    package func projectPackNames() -> [String] {
        guard let directory = projectPacksDirectory,
            let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
        else { return [] }
        return names.filter { name in
            !name.hasPrefix(".") && DirectoryListing.isDirectory(directory.appendingPathComponent(name).path)
        }.sorted()
    }

    /// Every pack the project can use: its team packs, then the built-in ones. A pack that fails to load is listed
    /// with its error.
    package func all() -> [Result<Pack, GeneratorError>] {
        var results: [Result<Pack, GeneratorError>] = []
        for name in projectPackNames() {
            do {
                results.append(.success(try projectPack(named: name)))
            } catch {
                results.append(.failure(error))
            }
        }
        do {
            if let pack = try builtInPack() { results.append(.success(pack)) }
        } catch {
            results.append(.failure(error))
        }
        return results
    }

    /// Whether a pack reference is a path rather than a name.
    package static func isPath(_ reference: String) -> Bool {
        PackReference.isPath(reference)
    }

    /// Loads the pack a reference names, without resolving `extends`: a git source is checked out through
    /// ``gitCache`` first (fetched only when the cache lacks it).
    ///
    /// - Throws: ``GeneratorError`` as ``load(_:relativeTo:excluding:at:)-(String,_,_,_)`` does, and the cache's
    ///   errors for a repository or ref that cannot be fetched.
    package func load(
        _ reference: PackReference, relativeTo base: URL, excluding: String? = nil, at location: SourceLocation? = nil
    ) throws(GeneratorError) -> Pack {
        switch reference {
        case .named(let name):
            return try load(name, relativeTo: base, excluding: excluding, at: location)
        case .git(let source):
            let checkout = try gitCache.checkout(source)
            return try PackLoader.load(
                directory: checkout.directory,
                origin: .git(source, commit: checkout.commit, directory: checkout.directory),
                displayPath: "\(source.url)@\(source.ref)" + (source.path.isEmpty ? "" : "/\(source.path)"))
        }
    }

    /// Loads the pack a reference names, without resolving `extends`.
    ///
    /// A path (holding `/` or starting with `.`) is a pack directory, relative to `base`; a name is looked up in the
    /// project's packs, then among the built-in ones. `excluding` skips one pack (a team pack named like the built-in
    /// one it extends).
    /// - Throws: ``GeneratorError`` (rule `pack.not-found`) when nothing matches, or the pack's load error.
    package func load(
        _ reference: String, relativeTo base: URL, excluding: String? = nil, at location: SourceLocation? = nil
    ) throws(GeneratorError) -> Pack {
        if Self.isPath(reference) {
            let url = ProjectRoot.location(of: reference, from: base).standardizedFileURL
            return try PackLoader.load(directory: url, origin: .directory(url), displayPath: reference)
        }
        if let directory = projectPacksDirectory?.appendingPathComponent(reference),
            FileManager.default.fileExists(atPath: directory.path),
            Self.displayPath(projectPack: reference) != excluding
        {
            return try projectPack(named: reference)
        }
        if let pack = try builtInPack(), pack.name == reference, pack.displayPath != excluding {
            return pack
        }
        let known = (projectPackNames() + ((try? builtInPack())?.map { [$0.name] } ?? [])).joined(separator: ", ")
        throw GeneratorError(
            "no pack named '\(reference)'; known packs: \(known.isEmpty ? "none" : known)",
            at: location ?? SourceLocation(file: "<command line>", line: 1, column: 1), rule: "pack.not-found")
    }

    /// Loads a pack and every pack it extends, and compiles the chain's templates.
    ///
    /// - Throws: ``GeneratorError``: a pack not found, invalid, or a cycle in `extends` (located at the `extends:`
    ///   that closes it).
    package func resolve(_ reference: String, relativeTo base: URL) throws(GeneratorError) -> ResolvedPack {
        try ResolvedPack(chain: chain(.named(reference), relativeTo: base))
    }

    /// Loads a pack (by name, path or git source) and every pack it extends, and compiles the chain's templates.
    ///
    /// - Throws: ``GeneratorError`` as ``resolve(_:relativeTo:)-(String,_)`` does, and for a git source that cannot
    ///   be fetched or a ref that does not exist.
    package func resolve(_ reference: PackReference, relativeTo base: URL) throws(GeneratorError) -> ResolvedPack {
        try ResolvedPack(chain: chain(reference, relativeTo: base))
    }

    /// A pack and every pack it extends, child first, loaded but not compiled.
    ///
    /// - Throws: ``GeneratorError`` as ``resolve(_:relativeTo:)`` does.
    package func chain(_ reference: PackReference, relativeTo base: URL) throws(GeneratorError) -> [Pack] {
        var chain = [try load(reference, relativeTo: base)]
        while let parent = chain[chain.count - 1].extends {
            let child = chain[chain.count - 1]
            let location = child.extendsLocation ?? child.location
            let parentBase = child.origin.directory ?? base
            let next: Pack
            do {
                next = try load(parent, relativeTo: parentBase, excluding: child.displayPath, at: location)
            } catch {
                guard parent == .named(child.name) else { throw error }
                throw GeneratorError(
                    "pack '\(child.name)' extends itself", at: location, rule: "pack.extends-cycle")
            }
            if next.origin.gitSource == nil, let directory = next.origin.directory, let boundary = boundary(of: child) {
                try boundary.confine(
                    directory, what: "'extends:' (pack '\(next.name)')", at: location, rule: "pack.outside-root")
            }
            if chain.contains(where: { $0.displayPath == next.displayPath }) {
                let cycle = (chain.map(\.name) + [next.name]).joined(separator: " → ")
                throw GeneratorError("'extends' makes a cycle: \(cycle)", at: location, rule: "pack.extends-cycle")
            }
            chain.append(next)
        }
        return chain
    }

    /// Loads the team pack in `.intentflow/packs/<name>/`.
    func projectPack(named name: String) throws(GeneratorError) -> Pack {
        guard let directory = projectPacksDirectory?.appendingPathComponent(name, isDirectory: true) else {
            throw GeneratorError(
                "no project (.intentflow/) to find pack '\(name)' in",
                at: SourceLocation(file: "<command line>", line: 1, column: 1), rule: "pack.not-found")
        }
        // A team pack (or `.intentflow/packs` itself) linked out of the project would read another's files.
        if let projectRoot {
            try ProjectRoot(projectRoot).confine(
                directory, what: Self.displayPath(projectPack: name),
                at: SourceLocation(file: Self.displayPath(projectPack: name), line: 1, column: 1),
                rule: "pack.outside-root")
        }
        let pack = try PackLoader.load(
            directory: directory, origin: .project(directory), displayPath: Self.displayPath(projectPack: name))
        guard pack.name == name else {
            throw GeneratorError(
                "the pack in .intentflow/packs/\(name)/ is named '\(pack.name)'; a team pack's name must equal its "
                    + "directory's",
                at: pack.location, rule: "pack.invalid-value")
        }
        return pack
    }

    static func displayPath(projectPack name: String) -> String { ".intentflow/packs/\(name)" }

    /// The folder the packs a pack names by path (`extends: ../base`) must stay inside: a git pack's checkout, else
    /// the project root when the pack lies in it, else the pack's own directory (a pack named on the command line,
    /// outside any project). `nil` for a built-in pack.
    func boundary(of pack: Pack) -> ProjectRoot? {
        guard let directory = pack.origin.directory else { return nil }
        if case .git(let source, let commit, _) = pack.origin {
            return ProjectRoot(
                gitCache.checkoutDirectory(of: source, at: commit), name: "the checkout of \(source.url)")
        }
        if let projectRoot, ProjectRoot(projectRoot).contains(directory) { return ProjectRoot(projectRoot) }
        return ProjectRoot(directory, name: "the pack '\(pack.name)'")
    }
}
