#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Reads a manifest file's bytes, only when it is a regular file and within a size limit.
///
/// The path is checked with `stat` before it is opened, so a FIFO, socket or device is never opened; it is then
/// opened without blocking and checked again on the open descriptor, so a file swapped for a FIFO in between cannot
/// make the read wait for a writer either. The tools read their other YAML inputs (config.yaml, rules.yaml) the same
/// way.
package enum ManifestFile {
    /// Why a file was not read.
    package enum Problem: Error {
        /// Larger than the limit.
        case tooLarge
        /// Missing, not a regular file, or failing to read: the reason, as a clause.
        case unreadable(String)
    }

    /// The bytes of the regular file at `path`, at most `limit` of them.
    package static func contents(of path: String, limit: Int) -> Result<[UInt8], Problem> {
        var status = stat()
        guard stat(path, &status) == 0 else { return .failure(.unreadable(reason(errno))) }
        if let problem = problem(with: status, limit: limit) { return .failure(problem) }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(.unreadable(reason(errno))) }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable(reason(errno))) }
        if let problem = problem(with: status, limit: limit) { return .failure(problem) }
        return readAll(descriptor, expected: Int(status.st_size), limit: limit)
    }

    /// Why a file with this status is not read, or `nil` when it is.
    private static func problem(with status: stat, limit: Int) -> Problem? {
        let kind = FileKind(mode: status.st_mode)
        guard kind == .regular else {
            return .unreadable(kind == .directory ? "it is a directory" : "it is \(kind), not a regular file")
        }
        return Int(status.st_size) > limit ? .tooLarge : nil
    }

    /// Reads to the end of the file, failing once more than `limit` bytes arrive (the file may grow while read).
    private static func readAll(_ descriptor: Int32, expected: Int, limit: Int) -> Result<[UInt8], Problem> {
        var bytes = [UInt8](repeating: 0, count: min(limit + 1, max(expected, 0) + 1))
        var filled = 0
        while true {
            if filled == bytes.count {
                guard bytes.count <= limit else { return .failure(.tooLarge) }
                bytes.append(contentsOf: repeatElement(0, count: min(limit + 1, bytes.count * 2) - bytes.count))
            }
            let count = bytes.withUnsafeMutableBytes { buffer in
                read(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
            }
            if count < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(reason(errno)))
            }
            if count == 0 { break }
            filled += count
        }
        guard filled <= limit else { return .failure(.tooLarge) }
        bytes.removeSubrange(filled...)
        return .success(bytes)
    }

    private static func reason(_ code: Int32) -> String {
        code == ENOENT ? "no such file or directory" : String(cString: strerror(code))
    }
}
