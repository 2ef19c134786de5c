#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif
import IntentFlowAI

/// `intentflow diff`: loads the manifests of both sides of a ``DiffRequest`` and compares them feature by feature.
///
/// The working tree's manifests load as every command loads them (``ManifestSet``); the base's are read from git
/// at the revision (or from the folder `--base` names) and load from their text. Nothing is written. Every problem
/// is a located error and no diff is returned: an unknown revision, a path outside the repository, a path neither
/// side has, or a manifest that does not load, its diagnostics saying at which side.
public enum DiffRun {
    /// The diff of `request`.
    ///
    /// - Throws: ``GeneratorError`` with located diagnostics (rules `diff.*`, or the manifest's own).
    public static func run(_ request: DiffRequest) throws(GeneratorError) -> ManifestDiff {
        let repository = GitRevisionReader(containing: request.workingDirectory, environment: request.environment)
        let baseIsPath = exists(request.workingDirectory, request.base)
        let inputs = try DiffInput.inputs(request, top: baseIsPath ? nil : repository?.top)
        let head = try workingTree(inputs, request: request)
        let base: [Manifest]
        if baseIsPath {
            base = try loaded(folder(request), side: "in the base '\(request.base)'")
        } else {
            guard let repository else {
                throw GeneratorError(
                    "'\(request.workingDirectory.path)' is not inside a git repository, and --base '\(request.base)' "
                        + "is no file or folder", at: GitRevisionReader.commandLine, rule: "diff.not-a-repository")
            }
            base = try revision(inputs, request: request, repository: repository, headPaths: head.paths)
        }
        return ManifestDiff.compare(
            base: base, head: head.manifests, baseLabel: request.base, headLabel: "working tree")
    }

    /// The working tree's manifests below the inputs it has, with the inputs under which it found any.
    private static func workingTree(_ inputs: [DiffInput], request: DiffRequest) throws(GeneratorError)
        -> (manifests: [Manifest], paths: Set<String>)
    {
        let present = inputs.filter(\.exists)
        guard !present.isEmpty else { return ([], []) }
        let set = ManifestSet.load(
            ManifestRequest(
                inputs: present.map { ManifestRequest.Input(url: $0.url, shown: $0.shown) },
                workingDirectory: request.workingDirectory, requiresManifests: false))
        return (try loaded(set, side: "in the working tree"), Set(present.map(\.shown)))
    }

    /// The base revision's manifests below the inputs.
    private static func revision(
        _ inputs: [DiffInput], request: DiffRequest, repository: GitRevisionReader, headPaths: Set<String>
    ) throws(GeneratorError) -> [Manifest] {
        guard let commit = try repository.commit(request.base) else {
            throw GeneratorError(
                "unknown revision '\(request.base)': no commit of the repository \(repository.top.path) has that name",
                at: GitRevisionReader.commandLine, rule: "diff.unknown-revision")
        }
        let configuration = try ResolvedRun.configuration(from: request.workingDirectory)
        let exclusion = try ExcludeGlobs(
            [], projectGlobs: configuration.exclude, projectRoot: configuration.projectRoot)
        let found = try RevisionManifests(inputs: inputs, commit: commit, reader: repository, exclusion: exclusion)
        let missing = inputs.filter { !headPaths.contains($0.shown) && !found.inputsFound.contains($0.shown) }
        if !missing.isEmpty {
            throw GeneratorError(
                missing.map {
                    Diagnostic(
                        .error, "'\($0.shown)' is neither in the working tree nor at \(request.base)",
                        at: GitRevisionReader.commandLine, rule: "diff.no-such-path")
                })
        }
        var diagnostics: [Diagnostic] = []
        var manifests: [Manifest] = []
        for file in found.files {
            let result = ManifestLoader.load(data: file.contents, path: file.shown)
            if let manifest = result.validManifest {
                manifests.append(manifest)
            } else {
                diagnostics += sided(result.diagnostics, "at the base \(request.base)")
            }
        }
        if !diagnostics.isEmpty { throw GeneratorError(diagnostics) }
        return manifests
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
        let url = path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
        var status = stat()
        return stat(url.path, &status) == 0
    }

    /// The base side when `--base` names a folder or a manifest instead of a revision.
    private static func folder(_ request: DiffRequest) -> ManifestSet {
        ManifestSet.load(ManifestRequest(paths: [request.base], workingDirectory: request.workingDirectory))
    }
}
