#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// The temporary file a run writes beside each target before renaming it into place, and how the ones a killed run
/// left behind are recognised.
///
/// The name is `.<target>.intentflow-staging-<process>-<random>`, one random number per run: hidden, next to the
/// file it will replace (so the
/// rename stays on one file system and is atomic), and recognisable by the fixed infix, so the next run can remove
/// it whatever the process that made it was.
enum StagingFile {
    /// The part of the name every staging file has.
    static let marker = ".intentflow-staging-"

    /// A fresh staging location for `target` (an absolute path), in a run named `run` (``runName()``, asked once per
    /// run, as ``FilePlanWriter`` does: the targets of one run differ, so their staging names do too).
    static func location(for target: String, run: String = runName()) -> String {
        let slash =
            target.utf8.lastIndex(of: UInt8(ascii: "/")).map { target.utf8.index(after: $0) } ?? target.startIndex
        return "\(target[..<slash]).\(target[slash...])\(marker)\(run)"
    }

    /// What sets one run's staging files apart from any other's: the process and a random number (a process may run
    /// many times, and a process number comes back).
    static func runName() -> String {
        "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }

    /// Whether a file name is a staging file's.
    static func isStagingName(_ name: String) -> Bool {
        name.hasPrefix(".") && name.contains(marker)
    }

    /// The staging files in the directories that hold `paths` (relative to `root`, a directory's path), as relative
    /// paths, sorted. Only regular files are listed, and only the directories themselves are read (not below them).
    static func leftovers(below root: String, forFilesAt paths: [String]) -> [String] {
        var seen = Set<Substring>()
        var directories: [Substring] = []
        for path in paths {
            let directory = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[..<$0] } ?? ""
            if seen.insert(directory).inserted { directories.append(directory) }
        }
        let found = directories.map { directory -> [String] in
            let prefix = directory.isEmpty ? "" : directory + "/"
            let absolute = root + (directory.isEmpty ? "" : "/" + directory)
            return names(in: absolute).filter { name in
                var info = stat()
                return isStagingName(name) && lstat(absolute + "/" + name, &info) == 0
                    && (info.st_mode & S_IFMT) == S_IFREG
            }.map { prefix + $0 }
        }
        return found.flatMap { $0 }.sorted()
    }

    /// The names in a directory; none when it cannot be read (most often: it does not exist yet). `readdir`, not
    /// `FileManager`: this runs for every directory of a plan, most of them missing on a first run.
    private static func names(in directory: String) -> [String] {
        guard let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names
    }
}
