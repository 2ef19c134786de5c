import IntentFlowManifest

#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// The files below a directory that every command reads, found by one walk with one set of rules (Docs/Manifest.md,
/// "Which files are read"):
///
/// - Build products, version control, dependencies and other hidden directories are not entered (`.build`, `.git`,
///   `.swiftpm`, `DerivedData`, `Pods`, `Carthage`, `node_modules`, any `.*` but `.intentflow`), nor is anything
///   `isExcluded` says (asked for directories and files, by path relative to the root).
/// - Only regular files are listed. A FIFO, socket or device whose name ends with a wanted suffix is listed as
///   skipped and never opened.
/// - A symbolic link is followed only when it resolves to a place inside the root; each directory and file is
///   visited once (by device and inode), so link loops end and a file reached twice is listed once, by its real
///   path when it has one below the root.
///
/// Paths are relative to the root, `/`-separated and sorted, so every run reports in the same order.
package struct FileWalk: Sendable {
    /// The regular files whose names end with one of the wanted suffixes.
    package var files: [String] = []
    /// Entries with a wanted suffix that are not regular files (or links that do not resolve), with why each was
    /// skipped.
    package var skipped: [Skip] = []

    /// An entry left out, and why.
    package struct Skip: Sendable, Hashable {
        /// Its path relative to the root.
        package var path: String
        /// Why, as a clause: "a FIFO is not a regular file; it was not opened".
        package var reason: String
    }

    /// Directory names never descended into.
    package static let skippedDirectories: Set<String> = [
        ".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules",
    ]

    /// Why a walk could not start.
    package struct Failure: Error, Sendable {
        /// What is wrong, naming the root.
        package var message: String
    }

    /// Walks `root` (a directory) for files whose names end with one of `suffixes`.
    ///
    /// - Throws: ``Failure`` when `root` does not exist, is not a directory or cannot be read.
    package static func walk(
        _ root: URL, suffixes: [String], isExcluded: (String) -> Bool = { _ in false }
    ) throws(Failure) -> FileWalk {
        let rootPath = root.standardizedFileURL.path
        var status = stat()
        guard stat(rootPath, &status) == 0 else { throw Failure(message: "'\(rootPath)' does not exist") }
        guard status.st_mode & S_IFMT == S_IFDIR else { throw Failure(message: "'\(rootPath)' is not a directory") }
        guard let realRoot = realPath(rootPath), let directory = opendir(rootPath) else {
            throw Failure(message: "cannot read the directory '\(rootPath)'")
        }
        closedir(directory)
        return withoutActuallyEscaping(isExcluded) { isExcluded in
            var walker = Walker(rootPath: rootPath, realRoot: realRoot, suffixes: suffixes, isExcluded: isExcluded)
            walker.visited.insert(FileIdentity(status))
            walker.pending.append(Walker.Directory(relative: "", device: status.st_dev, viaLink: false))
            walker.run()
            return walker.result()
        }
    }

    /// The canonical absolute path of `path` (links resolved), or `nil` when it does not resolve.
    package static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

/// The state of one walk.
private struct Walker {
    struct Directory {
        var relative: String
        var device: dev_t
        var viaLink: Bool
    }

    struct Found {
        var path: String
        var id: FileIdentity
        var viaLink: Bool
    }

    let rootPath: String
    let realRoot: String
    let suffixes: [String]
    let isExcluded: (String) -> Bool
    var visited = Set<FileIdentity>()
    /// Directories still to read.
    var pending: [Directory] = []
    /// Links met, followed only once every real directory has been read, so a real path wins over a linked one.
    var links: [(relative: String, name: String)] = []
    var found: [Found] = []
    var skipped: [FileWalk.Skip] = []

    mutating func run() {
        while true {
            while let directory = pending.popLast() { read(directory) }
            guard !links.isEmpty else { return }
            let batch = links.sorted { $0.relative < $1.relative }
            links = []
            for link in batch { follow(link.relative, name: link.name) }
        }
    }

    func result() -> FileWalk {
        // A file reached twice (a link to it, a hard link) is listed once: by its real path, else its first path.
        var seen = Set<FileIdentity>()
        let unique = found.sorted { ($0.viaLink ? 1 : 0, $0.path) < ($1.viaLink ? 1 : 0, $1.path) }
            .filter { seen.insert($0.id).inserted }
        return FileWalk(
            files: unique.map(\.path).sorted(), skipped: skipped.sorted { $0.path < $1.path })
    }

    /// readdir with the entry's type, not a stat per file: a walk costs about one system call per directory.
    mutating func read(_ directory: Directory) {
        let path = absolute(directory.relative)
        guard let handle = opendir(path) else { return }
        defer { closedir(handle) }
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name == "." || name == ".." { continue }
            let child = directory.relative.isEmpty ? name : directory.relative + "/" + name
            var id = FileIdentity(device: directory.device, inode: entry.pointee.d_ino)
            var kind = FileKind(directoryEntryType: entry.pointee.d_type)
            if kind == nil {
                var status = stat()
                guard lstat(absolute(child), &status) == 0 else { continue }
                kind = FileKind(mode: status.st_mode)
                id = FileIdentity(status)
            }
            switch kind {
            case .directory: enter(child, name: name, viaLink: directory.viaLink)
            case .regular: add(child, name: name, id: id, viaLink: directory.viaLink)
            case .symbolicLink: links.append((child, name))
            case let kind?: skipSpecial(child, name: name, kind: kind)
            case nil: continue
            }
        }
    }

    /// Follows a link when it resolves inside the root.
    mutating func follow(_ relative: String, name: String) {
        let path = absolute(relative)
        guard let target = FileWalk.realPath(path) else {
            if isWanted(name) {
                skipped.append(FileWalk.Skip(path: relative, reason: "a symbolic link that does not resolve"))
            }
            return
        }
        guard ProjectRoot.isInside(target, realRoot) else { return }
        var status = stat()
        guard stat(path, &status) == 0 else { return }
        switch FileKind(mode: status.st_mode) {
        case .directory: enter(relative, name: name, viaLink: true)
        case .regular: add(relative, name: name, id: FileIdentity(status), viaLink: true)
        case let kind: skipSpecial(relative, name: name, kind: kind)
        }
    }

    mutating func enter(_ relative: String, name: String, viaLink: Bool) {
        guard !FileWalk.skippedDirectories.contains(name), !name.hasPrefix(".") || name == ".intentflow",
            !isExcluded(relative)
        else { return }
        var status = stat()
        guard stat(absolute(relative), &status) == 0, visited.insert(FileIdentity(status)).inserted else { return }
        pending.append(Directory(relative: relative, device: status.st_dev, viaLink: viaLink))
    }

    mutating func add(_ relative: String, name: String, id: FileIdentity, viaLink: Bool) {
        guard isWanted(name), !isExcluded(relative) else { return }
        found.append(Found(path: relative, id: id, viaLink: viaLink))
    }

    mutating func skipSpecial(_ relative: String, name: String, kind: FileKind) {
        guard isWanted(name), !isExcluded(relative) else { return }
        skipped.append(FileWalk.Skip(path: relative, reason: "\(kind) is not a regular file; it was not opened"))
    }

    func isWanted(_ name: String) -> Bool { suffixes.contains { name.hasSuffix($0) } }

    func absolute(_ relative: String) -> String { relative.isEmpty ? rootPath : rootPath + "/" + relative }
}
