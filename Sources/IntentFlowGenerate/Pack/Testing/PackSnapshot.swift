import IntentFlowManifest
import IntentFlowProject
import IntentFlowText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The stored output of one pack test fixture: a directory holding every file the pack wrote, at its output path.
struct PackSnapshot {
    /// The `<fixture>.expected/` directory.
    var directory: URL

    /// The snapshot's files by relative path; empty when the directory does not exist.
    func files() -> [String: String] {
        let base = directory.standardizedFileURL.path + "/"
        guard let entries = DirectoryListing.entries(below: directory) else { return [:] }
        var files: [String: String] = [:]
        for url in entries {
            guard DirectoryListing.isRegularFile(url.path),
                let data = FileManager.default.contents(atPath: url.path)
            else { continue }
            let path = url.standardizedFileURL.path
            guard path.hasPrefix(base) else { continue }
            files[String(path.dropFirst(base.count))] = String(decoding: data, as: UTF8.self)
        }
        return files
    }

    /// A unified diff (snapshot → rendered) for each file that differs, is missing, or is no longer written.
    func differences(from rendered: [String: String], shownAs shown: String) -> [UnifiedDiff] {
        let stored = files()
        return Set(stored.keys).union(rendered.keys).sorted().compactMap { path in
            let diff = UnifiedDiff(
                old: stored[path] ?? "", new: rendered[path] ?? "",
                oldPath: stored[path] == nil ? "/dev/null" : "\(shown)/\(path)",
                newPath: rendered[path] == nil ? "/dev/null" : "\(shown)/\(path) (rendered)")
            // Two empty texts never differ, but a file present on one side only does.
            if diff.isEmpty, (stored[path] == nil) == (rendered[path] == nil) { return nil }
            return diff
        }
    }

    /// Replaces the snapshot with `rendered`: writes every file and removes the ones no longer written. Nothing is
    /// written or removed through a symbolic link that leaves `root` (the pack's directory).
    ///
    /// - Throws: ``GeneratorError`` (rule `pack.test`) when a file cannot be written or removed, or leads outside
    ///   `root`.
    func record(_ rendered: [String: String], shownAs shown: String, inside root: ProjectRoot) throws(GeneratorError) {
        let manager = FileManager.default
        let location = SourceLocation(file: shown, line: 1, column: 1)
        try root.confine(directory, what: "the snapshot \(shown)", at: location, rule: "pack.test")
        let stale = files().keys.filter { rendered[$0] == nil }
        for path in stale.sorted() + rendered.keys.sorted() {
            try root.confine(
                directory.appendingPathComponent(path), what: "the snapshot file \(shown)/\(path)", at: location,
                rule: "pack.test")
        }
        do {
            for path in stale {
                try manager.removeItem(at: directory.appendingPathComponent(path))
            }
            for (path, text) in rendered.sorted(by: { $0.key < $1.key }) {
                let url = directory.appendingPathComponent(path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                if manager.contents(atPath: url.path) != Data(text.utf8) { try Data(text.utf8).write(to: url) }
            }
        } catch {
            throw GeneratorError(
                "cannot update the snapshot \(shown): \(ErrorText.describing(error))", at: location, rule: "pack.test")
        }
    }
}
