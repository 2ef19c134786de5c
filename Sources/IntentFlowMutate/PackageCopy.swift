#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import IntentFlowAI
import IntentFlowGenerate

/// The copy of a package that `intentflow mutate` builds: `.build/intentflow-mutate/package` beside its build
/// directory `.build/intentflow-mutate/build`, both inside the package's own build folder.
///
/// The copy is brought up to date file by file (a file whose bytes have not changed is not rewritten), so the
/// second run of mutate builds only what changed: the mutated reducers and what depends on them. Test files other
/// than the mutated features' generated tests are left out of the copy, so its test product holds only those; a
/// test target left empty is skipped by SwiftPM with a warning. The package's own files are only read.
public struct PackageCopy: Sendable {
    /// The package copied.
    public var root: String
    /// `<root>/.build/intentflow-mutate`.
    public var directory: String { root + "/.build/intentflow-mutate" }
    /// Where the copy's sources are.
    public var sources: String { directory + "/package" }
    /// The copy's build directory (`--scratch-path`).
    public var build: String { directory + "/build" }

    /// A scratch package for the package at `root`.
    public init(root: String) { self.root = root }

    /// Brings the copy up to date: every file of the package but test sources not in `keptTests`, with
    /// `replacements` (relative path → text) written instead of the originals and `Package.swift`'s relative path
    /// dependencies made absolute. Files of an earlier copy that are no longer wanted are removed.
    public func update(keptTests: Set<String>, replacements: [String: String]) throws(GeneratorError) {
        let location = SourceLocation(file: root + "/Package.swift", line: 1, column: 1)
        do {
            let all = try FileWalk.walk(URL(fileURLWithPath: root), suffixes: [""]).files
            let wanted = all.filter { keptTests.contains($0) || !Self.isTestSource($0) }
            // A test target's folder stays, empty, where its files are left out: SwiftPM skips an empty target but
            // fails on a missing folder.
            let testFolders = all.filter(Self.isTestSource).map { relative in
                URL(fileURLWithPath: sources + "/" + relative).deletingLastPathComponent().path
            }
            for folder in Set(testFolders) {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            var added = false
            for relative in wanted {
                guard var data = FileManager.default.contents(atPath: root + "/" + relative) else { continue }
                added = added || !FileManager.default.fileExists(atPath: sources + "/" + relative)
                if let replacement = replacements[relative] {
                    data = Data(replacement.utf8)
                } else if relative == "Package.swift" {
                    data = Data(PackagePathDependencies.rewrite(String(decoding: data, as: UTF8.self), root: root).utf8)
                }
                try write(data, to: sources + "/" + relative)
            }
            let kept = Set(wanted)
            var removed = false
            for stale in try FileWalk.walk(URL(fileURLWithPath: sources), suffixes: [""]).files
            where !kept.contains(stale) {
                try FileManager.default.removeItem(atPath: sources + "/" + stale)
                removed = true
            }
            // SwiftPM keeps a target's file list until Package.swift changes: a newer one makes it look again.
            if added || removed {
                let manifest = sources + "/Package.swift"
                if let data = FileManager.default.contents(atPath: manifest) {
                    try FileManager.default.removeItem(atPath: manifest)
                    try data.write(to: URL(fileURLWithPath: manifest))
                }
            }
        } catch let error as FileWalk.Failure {
            throw GeneratorError(error.message, at: location, rule: "mutate.copy")
        } catch {
            throw GeneratorError("cannot copy the package into \(sources): \(error)", at: location, rule: "mutate.copy")
        }
    }

    /// Whether `relative` is a Swift file of a test folder (`Tests/…`, `…Tests/…`).
    static func isTestSource(_ relative: String) -> Bool {
        relative.hasSuffix(".swift") && relative.split(separator: "/").dropLast().contains { $0.hasSuffix("Tests") }
    }

    /// Writes `data` unless the file already holds it, creating its directory.
    private func write(_ data: Data, to path: String) throws {
        if FileManager.default.contents(atPath: path) == data { return }
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try data.write(to: URL(fileURLWithPath: path))
    }
}
