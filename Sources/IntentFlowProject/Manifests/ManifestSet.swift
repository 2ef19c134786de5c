import IntentFlowManifest

#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// The manifests a command reads, found and loaded the one way every command shares: `validate`, `graph`,
/// `generate`, `agents`, `ai-context` and `check` all call ``load(_:)`` and only print what it returns.
///
/// A file named in the request is loaded as given (a FIFO, socket or device is skipped with a note, never opened);
/// a directory means every `*.intentflow.yaml` below it, found by ``FileWalk`` (build products and hidden
/// directories but `.intentflow/` skipped, links never followed out of it, each file once) less what the request's
/// and the configuration's `exclude:` globs match. Each file is read, parsed and validated by ``ManifestLoader``.
package struct ManifestSet: Sendable {
    /// The suffix a manifest file name ends with.
    package static let suffix = ".intentflow.yaml"

    /// One manifest file and what loading it gave.
    package struct Entry: Sendable {
        /// Where it is.
        package var url: URL
        /// How diagnostics name it: the path as written, joined with the path below a directory argument.
        package var path: String
        /// The manifest (when one could be built) and every finding about it.
        package var result: ManifestLoadResult
    }

    /// A file of another kind the walk listed (``ManifestRequest/alsoListing``), e.g. `check`'s Swift files.
    package struct ListedFile: Sendable, Hashable {
        /// Where it is.
        package var url: URL
        /// How diagnostics name it.
        package var path: String
        /// Its path below the directory argument it was found in.
        package var relativePath: String
    }

    /// The manifests found, in request order (a directory's sorted by path), each file once.
    package var entries: [Entry] = []
    /// The other files the walk listed, in the same order.
    package var listedFiles: [ListedFile] = []
    /// What is wrong with the inputs themselves: `manifest.unreadable` errors (a missing path, a directory without
    /// manifests, an unreadable configuration or a malformed exclude glob) and `manifest.skipped-file` notes.
    package var inputDiagnostics: [Diagnostic] = []

    /// Every diagnostic: the inputs', then each manifest's in order.
    package var diagnostics: [Diagnostic] { inputDiagnostics + entries.flatMap(\.result.diagnostics) }

    /// Whether an input could not be read (commands exit 2 for it): an error among the input diagnostics or a
    /// manifest that could not be read.
    package var hasUnreadableInput: Bool {
        inputDiagnostics.hasErrors || entries.contains { $0.result.diagnostics.contains(where: Self.isUnreadable) }
    }

    /// The manifests that loaded without errors, with where each is.
    package var validManifests: [(url: URL, manifest: Manifest)] {
        entries.compactMap { entry in entry.result.validManifest.map { (entry.url, $0) } }
    }

    /// Finds, reads, parses and validates the manifests `request` names.
    package static func load(_ request: ManifestRequest) -> ManifestSet {
        var set = ManifestSet()
        var configuration = request.configuration
        if configuration == nil {
            do {
                configuration = try ProjectConfiguration.discover(from: request.workingDirectory)
            } catch {
                set.inputDiagnostics += error.diagnostics
            }
        }
        let exclusion: ExcludeGlobs
        do {
            exclusion = try ExcludeGlobs(
                request.exclude, projectGlobs: configuration?.exclude ?? [], projectRoot: configuration?.projectRoot)
        } catch {
            set.inputDiagnostics += error.diagnostics
            return set
        }
        var seen = Set<String>()
        var found: [Found] = []
        for input in request.inputs {
            set.add(input, request: request, exclusion: exclusion, seen: &seen, found: &found)
        }
        let root = (request.confinedTo ?? configuration?.projectRoot).map { ProjectRoot($0) }
        set.entries = loadEach(found, limits: request.limits, root: root)
        set.reportFeatureCollisions()
        return set
    }

    /// Two manifests whose feature names differ only by case write the same files on a case-insensitive disk (macOS's
    /// default): the later one gets an error naming both, so every command refuses it.
    private mutating func reportFeatureCollisions() {
        var firstByName: [String: Int] = [:]
        for index in entries.indices {
            guard let manifest = entries[index].result.manifest, !manifest.feature.isEmpty else { continue }
            let key = manifest.feature.lowercased()
            guard let first = firstByName[key] else {
                firstByName[key] = index
                continue
            }
            // The same name twice is left to the plan (two manifests writing one file): features of one name in
            // separate packages of a monorepo validate and check on their own.
            guard let other = entries[first].result.manifest, other.feature != manifest.feature else { continue }
            let location = manifest.keyLocations["feature"] ?? manifest.location
            let otherLocation = other.keyLocations["feature"] ?? other.location
            entries[index].result.diagnostics += [
                Diagnostic(
                    .error,
                    "feature '\(manifest.feature)' differs only by case from '\(other.feature)', declared by "
                        + "\(entries[first].path); their generated files "
                        + "and types would collide: rename one", at: location,
                    rule: ManifestRule.featureNameCollision.id),
                Diagnostic(
                    .note, "'\(other.feature)' is declared here", at: otherLocation,
                    rule: ManifestRule.featureNameCollision.id),
            ]
        }
    }

    /// A manifest file found, to be loaded.
    private typealias Found = (url: URL, shown: String)

    /// Loads every manifest found, in order. Children are read only inside the project `root`.
    private static func loadEach(_ found: [Found], limits: YAMLLimits, root: ProjectRoot?) -> [Entry] {
        found.map { url, shown in
            Entry(
                url: url, path: shown,
                result: ManifestLoader.load(contentsOf: url, displayPath: shown, limits: limits, root: root))
        }
    }

    private mutating func add(
        _ input: ManifestRequest.Input, request: ManifestRequest, exclusion: ExcludeGlobs, seen: inout Set<String>,
        found: inout [Found]
    ) {
        var status = stat()
        guard stat(input.url.path, &status) == 0 else {
            let reason = errno == ENOENT ? "no such file or directory" : String(cString: strerror(errno))
            inputDiagnostics.append(Self.unreadable(input.shown, reason))
            return
        }
        let kind = FileKind(mode: status.st_mode)
        switch kind {
        case .directory:
            addDirectory(input, request: request, exclusion: exclusion, seen: &seen, found: &found)
        case .regular:
            Self.addManifest(input.url, shown: input.shown, seen: &seen, found: &found)
        default:
            inputDiagnostics.append(Self.skipped(input.shown, kind: kind))
        }
    }

    private mutating func addDirectory(
        _ input: ManifestRequest.Input, request: ManifestRequest, exclusion: ExcludeGlobs, seen: inout Set<String>,
        found: inout [Found]
    ) {
        let walk: FileWalk
        do {
            walk = try FileWalk.walk(
                input.url, suffixes: [Self.suffix] + request.alsoListing,
                isExcluded: exclusion.excluding(below: input.url))
        } catch {
            inputDiagnostics.append(Self.unreadable(input.shown, error.message))
            return
        }
        let base = Self.displayBase(input.shown)
        var manifestCount = 0
        for relative in walk.files {
            let url = input.url.appendingPathComponent(relative)
            if relative.hasSuffix(Self.suffix) {
                manifestCount += 1
                Self.addManifest(url, shown: base + relative, seen: &seen, found: &found)
            } else {
                listedFiles.append(ListedFile(url: url, path: base + relative, relativePath: relative))
            }
        }
        for skip in walk.skipped {
            inputDiagnostics.append(
                Diagnostic(
                    .note, "skipped: \(skip.reason)", at: SourceLocation(file: base + skip.path, line: 1, column: 1),
                    rule: ManifestRule.skippedFile.id))
        }
        if manifestCount == 0, request.requiresManifests {
            inputDiagnostics.append(Self.unreadable(input.shown, "no *\(Self.suffix) files in this directory"))
        }
    }

    /// Adds a manifest file to load unless it was found already (through another path or link).
    private static func addManifest(_ url: URL, shown: String, seen: inout Set<String>, found: inout [Found]) {
        guard seen.insert(FileWalk.realPath(url.path) ?? url.path).inserted else { return }
        found.append((url, shown))
    }

    /// What files below a directory argument shown as `shown` are shown after: nothing for the working directory,
    /// else the argument and a slash.
    package static func displayBase(_ shown: String) -> String {
        if shown.isEmpty || shown == "." || shown == "./" { return "" }
        return shown.hasSuffix("/") ? shown : shown + "/"
    }

    private static func isUnreadable(_ diagnostic: Diagnostic) -> Bool {
        diagnostic.ruleID == ManifestRule.unreadable.id
    }

    private static func unreadable(_ path: String, _ reason: String) -> Diagnostic {
        Diagnostic(
            .error, "cannot read '\(path)': \(reason)", at: SourceLocation(file: path, line: 1, column: 1),
            rule: ManifestRule.unreadable.id)
    }

    private static func skipped(_ path: String, kind: FileKind) -> Diagnostic {
        Diagnostic(
            .note, "skipped: \(kind) is not a regular file; it was not opened",
            at: SourceLocation(file: path, line: 1, column: 1), rule: ManifestRule.skippedFile.id)
    }
}
