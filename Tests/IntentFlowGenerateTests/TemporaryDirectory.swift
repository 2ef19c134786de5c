import Foundation

/// A fresh directory under the system's temporary directory, removed when the test drops it.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("intentflow-generate-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// Writes a file below the directory, creating its parents.
    func write(_ path: String, _ text: String) throws {
        let file = url.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// The text of a file below the directory, or `nil`.
    func read(_ path: String) -> String? {
        (try? Data(contentsOf: url.appendingPathComponent(path))).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether a file or directory exists below the directory.
    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: url.appendingPathComponent(path).path) }

    /// Every regular file below the directory, relative and sorted.
    func allFiles() -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: [.isRegularFileKey])
        else { return [] }
        var files: [String] = []
        let base = url.resolvingSymlinksInPath().path
        for case let file as URL in enumerator
        where (try? file.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
            let path = file.resolvingSymlinksInPath().path
            files.append(path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path)
        }
        return files.sorted()
    }

    /// A file's modification date.
    func modificationDate(_ path: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: url.appendingPathComponent(path).path)[.modificationDate]
            as? Date
    }
}
