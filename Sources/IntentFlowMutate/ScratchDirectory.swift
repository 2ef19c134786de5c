#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// One directory of mutate's scratch folder, held open by a descriptor that was reached without following a
/// symbolic link.
///
/// Everything mutate writes, reads back or deletes in its copy goes through such a handle (`openat` with
/// `O_NOFOLLOW`, `mkdirat`, `renameat`, `unlinkat` relative to it), never through a path: a link planted in `.build`
/// by a repository, or swapped in by someone racing the run, is refused or removed as a link, never followed out of
/// the package.
final class ScratchDirectory {
    /// Why an operation on the scratch folder failed, in words naming the path.
    struct Failure: Error {
        /// What is wrong.
        var message: String
        /// Whether it is a symbolic link (or another non-directory) standing where a directory is wanted.
        var isLink: Bool = false
    }

    /// The kind of an entry, read without following a link.
    enum Kind {
        case directory, regular, other
    }

    /// The open directory.
    let descriptor: Int32
    /// Its path, for messages only (never opened again by it).
    let path: String

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit { close(descriptor) }

    /// Opens `root`, a directory the person running mutate named (links in it are theirs and are followed).
    static func root(_ root: String) throws(Failure) -> ScratchDirectory {
        let descriptor = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure(message: "cannot open \(root): \(Self.reason(errno))") }
        return ScratchDirectory(descriptor: descriptor, path: root)
    }

    /// The directory `name` inside this one, created (`mkdirat`) when it is missing.
    ///
    /// - Throws: ``Failure`` with `isLink` when `name` is a symbolic link or not a directory: it is left as it is.
    func subdirectory(_ name: String, creating: Bool = true) throws(Failure) -> ScratchDirectory {
        let child = path + "/" + name
        var opened = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        if opened < 0, errno == ENOENT, creating {
            guard mkdirat(descriptor, name, 0o755) == 0 || errno == EEXIST else {
                throw Failure(message: "cannot create \(child): \(Self.reason(errno))")
            }
            opened = openat(descriptor, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        }
        guard opened >= 0 else {
            let failure = errno
            switch kind(of: name) {
            case .other?: throw Failure(message: "\(child) is \(linkDescription(name))", isLink: true)
            case .regular?: throw Failure(message: "\(child) is a file, not a directory", isLink: true)
            default: throw Failure(message: "cannot open \(child): \(Self.reason(failure))")
            }
        }
        return ScratchDirectory(descriptor: opened, path: child)
    }

    /// The bytes of the regular file `name`, or `nil` when there is none (a link, a FIFO or a device is not opened).
    func contents(of name: String) -> Data? {
        let file = openat(descriptor, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard file >= 0 else { return nil }
        defer { close(file) }
        var status = stat()
        guard fstat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(file, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return count == 0 ? data : nil }
            data.append(contentsOf: buffer[0..<count])
        }
    }

    /// Writes `data` as `name`: into a new file beside it, then renamed over it, so an interrupted copy never
    /// leaves a half-written file and a link standing at `name` is replaced, not written through.
    func write(_ data: Data, to name: String) throws(Failure) {
        let staging = ".\(name).intentflow-mutate-new"
        _ = unlinkat(descriptor, staging, 0)
        let file = openat(descriptor, staging, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard file >= 0 else { throw Failure(message: "cannot write \(path)/\(name): \(Self.reason(errno))") }
        let failed = !writeAll(data, to: file)
        close(file)
        guard !failed, renameat(descriptor, staging, descriptor, name) == 0 else {
            let reason = Self.reason(errno)
            _ = unlinkat(descriptor, staging, 0)
            throw Failure(message: "cannot write \(path)/\(name): \(reason)")
        }
    }

    /// The entries of this directory with their kinds, read without following links.
    func entries() -> [(name: String, kind: Kind)] {
        let copy = dup(descriptor)
        guard copy >= 0, let handle = fdopendir(copy) else { return [] }
        defer { closedir(handle) }
        var found: [(name: String, kind: Kind)] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name != ".", name != "..", let kind = kind(of: name) else { continue }
            found.append((name, kind))
        }
        return found
    }

    /// Removes the entry `name`: a file or a link itself (never what it points to), a directory with its contents.
    func remove(_ name: String) throws(Failure) {
        if kind(of: name) == .directory {
            let directory = try subdirectory(name, creating: false)
            for entry in directory.entries() { try directory.remove(entry.name) }
            guard unlinkat(descriptor, name, AT_REMOVEDIR) == 0 else {
                throw Failure(message: "cannot remove \(path)/\(name): \(Self.reason(errno))")
            }
        } else if unlinkat(descriptor, name, 0) != 0, errno != ENOENT {
            throw Failure(message: "cannot remove \(path)/\(name): \(Self.reason(errno))")
        }
    }

    /// What `name` is, a link counted as `.other`; `nil` when there is nothing there.
    func kind(of name: String) -> Kind? {
        var status = stat()
        guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .regular
        default: return .other
        }
    }

    /// "a symbolic link to /elsewhere", or what else stands at `name`.
    private func linkDescription(_ name: String) -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlinkat(descriptor, name, &buffer, buffer.count - 1)
        guard count >= 0 else { return "not a directory (a FIFO, socket or device)" }
        let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return "a symbolic link (to \(target))"
    }

    /// The system's words for `code`.
    private static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }
}

/// Writes every byte of `data` to `file`; `false` when the system refuses. At file scope: inside
/// ``ScratchDirectory`` its own `write(_:to:)` hides the system call.
private func writeAll(_ data: Data, to file: Int32) -> Bool {
    data.withUnsafeBytes { raw in
        guard let base = raw.baseAddress else { return true }
        var written = 0
        while written < raw.count {
            let count = write(file, base + written, raw.count - written)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }
}
