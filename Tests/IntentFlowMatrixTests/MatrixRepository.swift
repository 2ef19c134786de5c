import Foundation
import IntentFlowCheck
import IntentFlowManifest
import IntentFlowMutate

/// The repository the matrix reads: its example manifests, the Swift files of a feature, and a reducer with one
/// planted bug, all in memory (nothing in the repository is written).
enum MatrixRepository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The manifest of `shape`, shown as `.intentflow/<name>` as the commands run at the root show it.
    static func manifest(_ shape: MatrixShape) throws -> (url: URL, manifest: Manifest) {
        let name = try require(shape.manifest, "\(shape) has no manifest")
        let url = root.appendingPathComponent(".intentflow/\(name)")
        let result = ManifestLoader.load(contentsOf: url, displayPath: ".intentflow/\(name)")
        let manifest = try require(result.validManifest, "\(name): \(result.diagnostics.map(\.description))")
        return (url, manifest)
    }

    /// The feature's Swift files: its sources in `Examples/Sources/<Feature>/` and its tests in the Examples' test
    /// target, named relative to the repository as mutate names them.
    static func featureFiles(_ feature: String) throws -> [SwiftSourceFile] {
        let sources = "Examples/Sources/\(feature)"
        let tests = "Examples/Tests/IntentFlowExamplesTests"
        let sourceNames = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(sources).path)
        let testNames = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(tests).path)
            .filter { $0.hasPrefix(feature + "Flow") || $0.hasPrefix(feature + "Conformance") }
        let paths = sourceNames.map { "\(sources)/\($0)" } + testNames.map { "\(tests)/\($0)" }
        return try paths.filter { $0.hasSuffix(".swift") }.sorted().map { path in
            let url = root.appendingPathComponent(path)
            return SwiftSourceFile(path: url.path, relativePath: path, text: Array(try Data(contentsOf: url)))
        }
    }

    /// `files` with `mutant` written into its file alone: the reducer as a person who made that one mistake wrote it.
    static func planting(_ mutant: Mutant, in file: String, of files: [SwiftSourceFile]) -> [SwiftSourceFile] {
        files.map { source in
            guard source.relativePath == file else { return source }
            var text = source.text
            text.replaceSubrange(mutant.range, with: Array(mutant.replacement.utf8))
            return SwiftSourceFile(path: source.path, relativePath: source.relativePath, text: text)
        }
    }

    struct Missing: Error, CustomStringConvertible { var description: String }

    /// Runs `work` on a thread of its own and awaits it: the mutation run blocks for a minute or more, and a thread of
    /// the test pool (one per core) blocked that long starved the main-actor suites past their time limits.
    static func onOwnThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread { continuation.resume(with: Result { try work() }) }
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    static func require<T>(_ value: T?, _ message: @autoclosure () -> String) throws -> T {
        guard let value else { throw Missing(description: message()) }
        return value
    }
}
