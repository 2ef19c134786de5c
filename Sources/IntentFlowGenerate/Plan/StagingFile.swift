import Foundation

/// The temporary file a run writes beside each target before renaming it into place, and how the ones a killed run
/// left behind are recognised.
///
/// The name is `.<target>.intentflow-staging-<process>-<random>`: hidden, next to the file it will replace (so the
/// rename stays on one file system and is atomic), and recognisable by the fixed infix, so the next run can remove
/// it whatever the process that made it was.
enum StagingFile {
    /// The part of the name every staging file has.
    static let marker = ".intentflow-staging-"

    /// A fresh staging location for `target`.
    static func location(for target: URL) -> URL {
        let name = ".\(target.lastPathComponent)\(marker)\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        return target.deletingLastPathComponent().appendingPathComponent(name)
    }

    /// Whether a file name is a staging file's.
    static func isStagingName(_ name: String) -> Bool {
        name.hasPrefix(".") && name.contains(marker)
    }

    /// The staging files in the directories that hold `paths` (relative to `root`), as relative paths, sorted.
    /// Only regular files are listed, and only the directories themselves are read (not below them).
    static func leftovers(below root: URL, forFilesAt paths: [String]) -> [String] {
        var directories = Set<String>()
        for path in paths {
            directories.insert(path.split(separator: "/").dropLast().joined(separator: "/"))
        }
        var found: [String] = []
        for directory in directories {
            let url = directory.isEmpty ? root : root.appendingPathComponent(directory)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: url.path) else { continue }
            for name in names where isStagingName(name) {
                var info = stat()
                guard lstat(url.appendingPathComponent(name).path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG
                else { continue }
                found.append(directory.isEmpty ? name : directory + "/" + name)
            }
        }
        return found.sorted()
    }
}
