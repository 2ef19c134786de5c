import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The manifests below a diff's inputs as a git revision has them, found the way ``ManifestSet`` finds the working
/// tree's: a file named is taken as it is; below a directory, every `*.intentflow.yaml` outside build products,
/// dependencies and hidden directories (`.intentflow/` excepted), less what the configuration's `exclude:` globs
/// match.
struct RevisionManifests {
    /// One manifest file at the revision.
    struct File {
        /// How diagnostics name it (as the working tree's copy would be named).
        var shown: String
        /// Its contents at the revision.
        var contents: Data
    }

    /// The files found, in input order, each once.
    var files: [File] = []
    /// The inputs below which the revision has at least one file (or that name a file it has).
    var inputsFound: Set<String> = []

    /// Reads the manifests below `inputs` at `commit`.
    init(
        inputs: [DiffInput], commit: String, reader: GitRevisionReader, exclusion: ExcludeGlobs
    ) throws(GeneratorError) {
        let tree = try reader.files(of: commit)
        var chosen: [(shown: String, file: GitRevisionReader.TreeFile)] = []
        var seen = Set<String>()
        for input in inputs {
            let excluded = exclusion.excluding(below: input.url)
            for file in tree {
                guard let relative = input.relativePath(of: file.path) else { continue }
                guard relative.isEmpty || Self.isFound(relative, excluded: excluded) else { continue }
                inputsFound.insert(input.shown)
                if seen.insert(file.path).inserted { chosen.append((input.shownPath(of: relative), file)) }
            }
        }
        let contents = try reader.contents(of: chosen.map(\.file))
        files = zip(chosen, contents).map { File(shown: $0.shown, contents: $1) }
    }

    /// Whether a walk of a directory would find the file at `relative` below it: a manifest, in no skipped or
    /// excluded directory, not itself excluded.
    private static func isFound(_ relative: String, excluded: (String) -> Bool) -> Bool {
        guard relative.hasSuffix(ManifestSet.suffix) else { return false }
        let components = relative.split(separator: "/")
        var prefix = ""
        for directory in components.dropLast() {
            let name = String(directory)
            if FileWalk.skippedDirectories.contains(name) || (name.hasPrefix(".") && name != ".intentflow") {
                return false
            }
            prefix += prefix.isEmpty ? name : "/" + name
            if excluded(prefix) { return false }
        }
        return !excluded(relative)
    }
}
