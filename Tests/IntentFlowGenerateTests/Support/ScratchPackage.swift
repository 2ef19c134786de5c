import Foundation

/// A SwiftPM package in the temporary directory that tests write generated files into, build and run.
///
/// Its path is fixed for a repository, so a later run reuses the build: files whose content is unchanged are not
/// rewritten (their modification dates stay, so they are not recompiled), and files a run did not write are
/// removed, so nothing stale is compiled.
struct ScratchPackage {
    let root: URL
    /// The files this run wrote, relative to the root.
    private var written = Set<String>()

    /// The package for `repository`: `$TMPDIR/intentflow-e2e-<hash of the repository's path>`.
    static func forRepository(_ repository: URL) -> ScratchPackage {
        var hash: UInt64 = 14_695_981_039_346_656_037
        for byte in repository.path.utf8 {
            hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211
        }
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("intentflow-e2e-\(String(hash, radix: 16))")
        return ScratchPackage(root: root)
    }

    /// Removes the files under `Sources`, `Tests` and `UI` that this run did not write (left by an earlier run for a
    /// manifest that is gone), keeping `.build`.
    func removeFilesNotWritten() {
        for file in swiftFiles() {
            let path = String(file.path.dropFirst(root.path.count + 1))
            if !written.contains(path) {
                try? FileManager.default.removeItem(at: file)
            }
        }
    }

    /// Writes `text` to `path` under the package, unless the file already holds it.
    @discardableResult
    mutating func write(_ text: String, to path: String) throws -> URL {
        written.insert(path)
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        if (try? String(contentsOf: url, encoding: .utf8)) != text {
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return url
    }

    /// Every `.swift` file under `Sources`, `Tests` and `UI`.
    func swiftFiles() -> [URL] {
        ["Sources", "Tests", "UI"].flatMap { folder -> [URL] in
            let enumerator = FileManager.default.enumerator(
                at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
        }.sorted { $0.path < $1.path }
    }

    /// Runs a command in the package directory, returning its exit status and its output and errors together
    /// (awaited: see ``runAwaitingExit(_:in:)``).
    func run(_ arguments: [String]) async throws -> (status: Int32, output: String) {
        try await runAwaitingExit(arguments, in: root)
    }
}
