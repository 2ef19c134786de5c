#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// Opening below a root without a gap between the check and the use.
///
/// A path is first resolved and checked as ``ProjectRoot/contains(_:)`` does; then it is opened one component at a
/// time from the root's own descriptor, with `openat` and `O_NOFOLLOW` at every step. The resolved path has no links
/// left, so a link met on the way is one that appeared after the check (someone racing the run): the open fails
/// instead of following it out of the root. A file is opened with `O_NONBLOCK` and must be a regular file (`fstat`),
/// so a FIFO swapped in never blocks the reader.
extension ProjectRoot {
    /// Why a path below the root could not be opened, in words.
    package struct OpenFailure: Error, Hashable, Sendable {
        /// `leads to /elsewhere, outside the project root /p`, `no such file`, …
        package var reason: String

        /// A failure saying `reason`.
        package init(_ reason: String) { self.reason = reason }
    }

    /// Opens the directory `url` (at or below the root), making the missing directories on the way with `creating`
    /// (each made with `mkdirat` in its verified parent). `made` receives the paths of those made, parents first.
    package func openDirectory(
        _ url: URL, creating: Bool = false, made: inout [String]
    ) -> Result<OpenDescriptor, OpenFailure> {
        let components: [Substring]
        switch confinedComponents(url, leadingFurther: creating) {
        case .success(let found): components = found
        case .failure(let failure): return .failure(failure)
        }
        var current: OpenDescriptor
        switch openRoot() {
        case .success(let root): current = root
        case .failure(let failure): return .failure(failure)
        }
        var path = resolvedPath == "/" ? "" : resolvedPath
        for name in components {
            path += "/" + name
            switch Self.openChild(String(name), of: current, creating: creating, at: path) {
            case .success(let (child, didMake)):
                if didMake { made.append(path) }
                current = child
            case .failure(let failure): return .failure(failure)
            }
        }
        return .success(current)
    }

    /// Opens the directory `url`, at or below the root, without making anything.
    package func openDirectory(_ url: URL) -> Result<OpenDescriptor, OpenFailure> {
        var made: [String] = []
        return openDirectory(url, made: &made)
    }

    /// Opens the regular file `url` (inside the root) for reading; a FIFO, socket, device or directory is refused
    /// without blocking.
    package func openFile(_ url: URL) -> Result<OpenDescriptor, OpenFailure> {
        // Resolved first (a link to a file inside the root is followed here, once, and checked), then the directory
        // that holds what it leads to is opened without links, and the file in it without following one.
        guard let resolved = Self.resolve(url.standardizedFileURL.path), let slash = resolved.lastIndex(of: "/")
        else { return .failure(OpenFailure("passes through a symbolic link that leads nowhere")) }
        let directory: OpenDescriptor
        switch openDirectory(URL(fileURLWithPath: slash == resolved.startIndex ? "/" : String(resolved[..<slash]))) {
        case .success(let opened): directory = opened
        case .failure(let failure): return .failure(failure)
        }
        return Self.openRegular(String(resolved[resolved.index(after: slash)...]), in: directory)
    }

    /// The components of `url` below the root, after resolving its links and checking it stays inside.
    private func confinedComponents(_ url: URL, leadingFurther: Bool) -> Result<[Substring], OpenFailure> {
        let path = url.standardizedFileURL.path
        guard let resolved = Self.resolve(path, leadingFurther: leadingFurther) else {
            return .failure(OpenFailure("passes through a symbolic link that leads nowhere"))
        }
        guard let below = Self.relative(resolved, below: resolvedPath) else {
            return .failure(OpenFailure("leads to \(resolved), outside \(name) \(resolvedPath)"))
        }
        return .success(below.split(separator: "/"))
    }

    /// The root's own directory, opened by its resolved path (links in it are the caller's and were resolved).
    private func openRoot() -> Result<OpenDescriptor, OpenFailure> {
        let descriptor = open(resolvedPath, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(Self.failure(errno, at: resolvedPath)) }
        return .success(OpenDescriptor(descriptor))
    }

    /// The directory `name` in `parent`, not through a link; made first when missing and `creating`.
    private static func openChild(
        _ name: String, of parent: OpenDescriptor, creating: Bool, at path: String
    ) -> Result<(OpenDescriptor, Bool), OpenFailure> {
        let flags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC
        var descriptor = openat(parent.value, name, flags)
        var didMake = false
        if descriptor < 0, errno == ENOENT, creating {
            didMake = mkdirat(parent.value, name, 0o777) == 0
            // EEXIST: another process made it in between; it is not this run's to remove.
            guard didMake || errno == EEXIST else {
                return .failure(OpenFailure("cannot create directory \(path): \(String(cString: strerror(errno)))"))
            }
            descriptor = openat(parent.value, name, flags)
        }
        guard descriptor >= 0 else { return .failure(failure(errno, at: path, in: parent, name: name)) }
        return .success((OpenDescriptor(descriptor), didMake))
    }

    /// The regular file `name` in `directory`, opened without following a link and without waiting for a writer.
    private static func openRegular(_ name: String, in directory: OpenDescriptor)
        -> Result<OpenDescriptor, OpenFailure>
    {
        let descriptor = openat(directory.value, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(failure(errno, at: name, in: directory, name: name)) }
        let opened = OpenDescriptor(descriptor)
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(failure(errno, at: name)) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .success(opened)
        case S_IFDIR: return .failure(OpenFailure("is a directory"))
        default: return .failure(OpenFailure("not a regular file (a FIFO, socket or device)"))
        }
    }

    /// The words for a failed open of `name` in `parent` (`errno` `code`): a link or a file where a directory was
    /// wanted is named as such.
    private static func failure(
        _ code: Int32, at path: String, in parent: OpenDescriptor? = nil, name: String? = nil
    ) -> OpenFailure {
        var status = stat()
        if let parent, let name, code == ELOOP || code == ENOTDIR || code == EMLINK,
            fstatat(parent.value, name, &status, AT_SYMLINK_NOFOLLOW) == 0
        {
            if status.st_mode & S_IFMT == S_IFLNK {
                return OpenFailure("\(path) became a symbolic link after it was checked; nothing follows it")
            }
            return OpenFailure("\(path) is not a directory")
        }
        switch code {
        case ENOENT: return OpenFailure("no such file")
        case EACCES: return OpenFailure("permission denied")
        default: return OpenFailure("cannot open \(path): \(String(cString: strerror(code)))")
        }
    }
}
