import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// `intentflow diff`: loads the manifests of both sides of a ``DiffRequest`` and compares them feature by feature.
///
/// The working tree's manifests load as every command loads them (``ManifestSet``); the base's are read from git
/// at the revision (or from the folder `--base` names) and load from their text. Nothing is written. Every problem
/// is a located error and no diff is returned: an unknown revision, a path outside the repository, a path neither
/// side has, or a manifest that does not load, its diagnostics saying at which side.
package enum DiffRun {
    /// The diff of `request`.
    ///
    /// - Throws: ``GeneratorError`` with located diagnostics (rules `diff.*`, or the manifest's own).
    package static func run(_ request: DiffRequest) throws(GeneratorError) -> ManifestDiff {
        let repository = GitRevisionReader(containing: request.workingDirectory, environment: request.environment)
        let baseIsPath = exists(request.workingDirectory, request.base)
        let inputs = try DiffInput.inputs(request, top: baseIsPath ? nil : repository?.top)
        let head: Side
        if let revision = request.head {
            head = try Self.revision(
                revision, inputs, request: request, repository: try required(repository, request),
                side: "at \(revision)")
        } else {
            head = try workingTree(inputs, request: request)
        }
        let base: Side
        if baseIsPath {
            base = Side(
                manifests: try loaded(folder(request), side: "in the base '\(request.base)'"),
                inputsFound: Set(inputs.map(\.shown)))
        } else {
            base = try revision(
                request.base, inputs, request: request, repository: try required(repository, request),
                side: "at the base \(request.base)")
        }
        try requireUnique(head.manifests, side: request.head.map { "at \($0)" } ?? "in the working tree")
        try requireUnique(base.manifests, side: "at the base \(request.base)")
        let missing = inputs.filter { !head.inputsFound.contains($0.shown) && !base.inputsFound.contains($0.shown) }
        if !missing.isEmpty {
            throw GeneratorError(
                missing.map {
                    Diagnostic(
                        .error, "'\($0.shown)' is neither in the working tree nor at \(request.base)",
                        at: GitRevisionReader.commandLine, rule: "diff.no-such-path")
                })
        }
        return ManifestDiff.compare(
            base: base.manifests, head: head.manifests, baseLabel: request.base,
            headLabel: request.head ?? "working tree")
    }

    /// The manifests of one side, and the inputs under which it has any (or that it has, as a file).
    private struct Side {
        var manifests: [Manifest]
        var inputsFound: Set<String>
    }

    /// Features are paired by name, so one side may not declare a feature twice: an error at the second manifest,
    /// naming the first (narrowing the paths to one package separates them).
    private static func requireUnique(_ manifests: [Manifest], side: String) throws(GeneratorError) {
        var firstPath: [String: String] = [:]
        var problems: [Diagnostic] = []
        for manifest in manifests {
            guard let other = firstPath[manifest.feature] else {
                firstPath[manifest.feature] = manifest.path
                continue
            }
            problems.append(
                Diagnostic(
                    .error,
                    "\(side): the feature '\(manifest.feature)' is also declared by \(other); diff pairs features by "
                        + "name, so name paths that hold one of them",
                    at: manifest.keyLocations["feature"] ?? manifest.location, rule: "diff.duplicate-feature"))
        }
        if !problems.isEmpty { throw GeneratorError(problems) }
    }

    /// The repository, which a revision needs.
    private static func required(_ repository: GitRevisionReader?, _ request: DiffRequest) throws(GeneratorError)
        -> GitRevisionReader
    {
        guard let repository else {
            throw GeneratorError(
                "'\(request.workingDirectory.path)' is not inside a git repository, and --base '\(request.base)' "
                    + "is no file or folder", at: GitRevisionReader.commandLine, rule: "diff.not-a-repository")
        }
        return repository
    }

    /// The working tree's manifests below the inputs it has.
    private static func workingTree(_ inputs: [DiffInput], request: DiffRequest) throws(GeneratorError) -> Side {
        let present = inputs.filter(\.exists)
        guard !present.isEmpty else { return Side(manifests: [], inputsFound: []) }
        let set = ManifestSet.load(
            ManifestRequest(
                inputs: present.map { ManifestRequest.Input(url: $0.url, shown: $0.shown) },
                workingDirectory: request.workingDirectory, requiresManifests: false))
        return Side(manifests: try loaded(set, side: "in the working tree"), inputsFound: Set(present.map(\.shown)))
    }

    /// The manifests below the inputs at `revision`; `side` names it in diagnostics.
    private static func revision(
        _ revision: String, _ inputs: [DiffInput], request: DiffRequest, repository: GitRevisionReader, side: String
    ) throws(GeneratorError) -> Side {
        guard let commit = try repository.commit(revision) else {
            throw GeneratorError(
                "unknown revision '\(revision)': no commit of the repository \(repository.top.path) has that name",
                at: GitRevisionReader.commandLine, rule: "diff.unknown-revision")
        }
        let configuration = try ResolvedRun.configuration(from: request.workingDirectory)
        let exclusion = try ExcludeGlobs(
            [], projectGlobs: configuration.exclude, projectRoot: configuration.projectRoot)
        let found = try RevisionManifests(inputs: inputs, commit: commit, reader: repository, exclusion: exclusion)
        var diagnostics: [Diagnostic] = []
        var manifests: [Manifest] = []
        for file in found.files {
            let result = ManifestLoader.load(data: file.contents, path: file.shown)
            if let manifest = result.validManifest {
                manifests.append(manifest)
            } else {
                diagnostics += sided(result.diagnostics, side)
            }
        }
        if !diagnostics.isEmpty { throw GeneratorError(diagnostics) }
        return Side(manifests: manifests, inputsFound: found.inputsFound)
    }

    /// The valid manifests of `set`; its input errors, or the diagnostics of a manifest that does not load, thrown
    /// with `side` named in each message.
    private static func loaded(_ set: ManifestSet, side: String) throws(GeneratorError) -> [Manifest] {
        var diagnostics = set.inputDiagnostics.filter { $0.severity == .error }
        for entry in set.entries where entry.result.validManifest == nil {
            diagnostics += entry.result.diagnostics
        }
        if !diagnostics.isEmpty { throw GeneratorError(sided(diagnostics, side)) }
        return set.entries.compactMap(\.result.validManifest)
    }

    /// `diagnostics` with each error's message saying at which side it is: `at the base HEAD: …`.
    private static func sided(_ diagnostics: [Diagnostic], _ side: String) -> [Diagnostic] {
        diagnostics.map { diagnostic in
            var sided = diagnostic
            if diagnostic.severity == .error { sided.message = "\(side): \(diagnostic.message)" }
            return sided
        }
    }

    /// Whether `path` (relative to `directory`) names a file or folder.
    private static func exists(_ directory: URL, _ path: String) -> Bool {
        let url = ProjectRoot.location(of: path, from: directory)
        var status = stat()
        return stat(url.path, &status) == 0
    }

    /// The base side when `--base` names a folder or a manifest instead of a revision.
    private static func folder(_ request: DiffRequest) -> ManifestSet {
        ManifestSet.load(ManifestRequest(paths: [request.base], workingDirectory: request.workingDirectory))
    }
}
