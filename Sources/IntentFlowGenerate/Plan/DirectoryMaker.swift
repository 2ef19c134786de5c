import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// Makes the directories a run's files need, and remembers those it made, so that a failed run removes only those
/// (and only when empty).
///
/// The missing directories are found first, in order, with a `stat` each (every directory is looked at once per
/// run), then made parents first.
struct DirectoryMaker {
    /// The directories this run made, parents before children.
    private(set) var created: [String] = []
    /// Directories known to exist (found or made).
    private var known: Set<String> = []
    /// The directory everything below is made in, once it exists: each directory is then made with `mkdirat` in a
    /// parent reached from it without links (``ProjectRoot/openDirectory(_:creating:made:)``), so a parent swapped
    /// for a link meanwhile is refused instead of followed.
    var boundary: ProjectRoot?

    /// Makes `directories` and the missing directories above them.
    ///
    /// - Throws: ``FilePlanError`` (`io`) for the first of them, in order, that a file is in the way of or that
    ///   cannot be made; ``created`` lists what was made before the failure, for the run to remove.
    mutating func make(_ directories: some Sequence<String>) throws(FilePlanError) {
        var missing: [String] = []
        var inTheWay: FilePlanError?
        for directory in directories where !known.contains(directory) {
            do throws(FilePlanError) {
                missing += try missingDirectories(upTo: directory)
            } catch {
                inTheWay = error
                break
            }
        }
        try makeInOrder(missing)
        if let inTheWay { throw inTheWay }
    }

    /// The directories from `directory` up that do not exist, parents first; all of them are then known.
    private mutating func missingDirectories(upTo directory: String) throws(FilePlanError) -> [String] {
        var missing: [String] = []
        var existing = directory
        var info = stat()
        while !known.contains(existing), stat(existing, &info) != 0 {
            missing.append(existing)
            let parent = Self.directory(of: existing)
            if parent == existing { break }
            existing = parent
        }
        if !known.contains(existing), (info.st_mode & S_IFMT) != S_IFDIR {
            throw FilePlanError(.io, path: existing, "a file is in the way of a directory")
        }
        known.insert(existing)
        known.formUnion(missing)
        return missing.reversed()
    }

    /// Makes directories whose parents exist or come earlier in the list, in order; throws the first failure.
    private mutating func makeInOrder(_ directories: [String]) throws(FilePlanError) {
        for directory in directories {
            if let boundary {
                var made: [String] = []
                let opened = boundary.openDirectory(URL(fileURLWithPath: directory), creating: true, made: &made)
                created += made
                guard case .failure(let failure) = opened else { continue }
                throw FilePlanError(.io, path: directory, "cannot create directory: \(failure.reason)")
            }
            if mkdir(directory, 0o777) == 0 {
                created.append(directory)
            } else if errno != EEXIST {  // EEXIST: another process made it in between; not this run's to remove.
                let reason = String(cString: strerror(errno))
                throw FilePlanError(.io, path: directory, "cannot create directory: \(reason)")
            }
        }
    }

    /// The directory that holds the file or directory at an absolute path (`/` for `/` itself).
    static func directory(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }
}
