import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// One path of a diff request, placed in the repository: where it is on disk, whether the working tree has it, and
/// its path from the repository's top, by which the base revision's files are found.
struct DiffInput {
    /// The path as written, which names the manifests found below it.
    var shown: String
    /// Where it is in the working tree.
    var url: URL
    /// Its path from the repository's top (`""` for the top itself), `/`-separated.
    var pathInRepository: String
    /// Whether the working tree has it (a deleted manifest is only at the base).
    var exists: Bool

    /// The inputs `request` names, each checked to lie inside the repository at `top`.
    ///
    /// - Throws: ``GeneratorError`` (`diff.outside-repository`) for a path that leads outside it.
    static func inputs(_ request: DiffRequest, top: URL?) throws(GeneratorError) -> [DiffInput] {
        let root = top.map { ProjectRoot($0, name: "the repository") }
        var inputs: [DiffInput] = []
        var problems: [Diagnostic] = []
        for path in request.paths {
            let url = ProjectRoot.location(of: path, from: request.workingDirectory).standardizedFileURL
            var inRepository = ""
            if let root {
                if let problem = root.problem(
                    with: url, what: "'\(path)'", at: GitRevisionReader.commandLine, rule: "diff.outside-repository")
                {
                    problems.append(problem)
                    continue
                }
                let resolved = ProjectRoot.resolve(url.path) ?? url.path
                inRepository =
                    resolved == root.resolvedPath ? "" : String(resolved.dropFirst(root.resolvedPath.count + 1))
            }
            var status = stat()
            inputs.append(
                DiffInput(shown: path, url: url, pathInRepository: inRepository, exists: stat(url.path, &status) == 0))
        }
        if !problems.isEmpty { throw GeneratorError(problems) }
        return inputs
    }

    /// The path below this input of the repository file at `path`, or `nil` when the file is not below it (the
    /// input itself, a file, is `""`).
    func relativePath(of path: String) -> String? {
        if pathInRepository.isEmpty { return path }
        return ProjectRoot.relative(path, below: pathInRepository)
    }

    /// How diagnostics name the file `relative` below this input, as ``ManifestSet`` names the working tree's.
    func shownPath(of relative: String) -> String {
        relative.isEmpty ? shown : ManifestSet.displayBase(shown) + relative
    }
}
