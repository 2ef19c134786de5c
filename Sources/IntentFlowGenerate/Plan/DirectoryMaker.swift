import Foundation

/// Makes the directories a run's files need, and remembers those it made, so that a failed run removes only those
/// (and only when empty).
///
/// The missing directories are found first, in order, with a `stat` each (every directory is looked at once per
/// run); they are then made one depth at a time, each depth on every core. On a disk where making a directory waits
/// for its journal, a first run into an empty project spends much of its time making thousands of them.
struct DirectoryMaker {
    /// The directories this run made, parents before children.
    private(set) var created: [String] = []
    /// Directories known to exist (found or made).
    private var known: Set<String> = []

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
        try makeByDepth(missing)
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

    /// Makes directories whose parents exist or come earlier in the list: those of one depth at once (their parents
    /// are all of lower depths), depth after depth. Throws the first failure in the list's order.
    private mutating func makeByDepth(_ directories: [String]) throws(FilePlanError) {
        let depths = directories.map { $0.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "/") ? 1 : 0) } }
        var failures: [(index: Int, error: FilePlanError)] = []
        for depth in Set(depths).sorted() {
            let level = directories.indices.filter { depths[$0] == depth }
            let results = ParallelMap.map(count: level.count) { position -> Int32 in
                // EEXIST: another process made it in between; it is not this run's to remove.
                mkdir(directories[level[position]], 0o777) == 0 ? 0 : errno
            }
            for (index, result) in zip(level, results) {
                if result == 0 {
                    created.append(directories[index])
                } else if result != EEXIST {
                    let reason = String(cString: strerror(result))
                    failures.append((index, FilePlanError(.io, path: directories[index], "cannot create directory: \(reason)")))
                }
            }
            // Below a directory that could not be made, nothing can be.
            if !failures.isEmpty { break }
        }
        if let first = failures.min(by: { $0.index < $1.index }) { throw first.error }
    }

    /// The directory that holds the file or directory at an absolute path (`/` for `/` itself).
    static func directory(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.startIndex else { return "/" }
        return String(path[..<slash])
    }
}
