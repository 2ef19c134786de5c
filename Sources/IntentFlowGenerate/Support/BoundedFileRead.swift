import IntentFlowManifest

#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// Reads a whole file, up to a size limit, saying in plain words why it could not.
///
/// `intentflow tokens` and the MCP server's `tokens` tool read the files they count this way.
package enum BoundedFileRead {
    /// Why a file could not be read, in the operating system's words.
    package struct Failure: Error, Hashable, Sendable {
        /// `no such file`, `is a directory`, `permission denied`, …
        package var reason: String
    }

    /// The largest file whose tokens are counted: 256 MiB (about eight seconds of counting).
    package static let tokenCountingLimit = 256 << 20

    /// The bytes of the file at `url`, at most `limit` of them.
    ///
    /// A plain `read` loop, not `Data(contentsOf:)`: devices and pipes (/dev/null, <(cmd)) are files too. At most one
    /// chunk past the limit is read, so an endless device is an error, not a hang. With `regularFilesOnly` (a server
    /// that must stay responsive) a FIFO, socket or device is not even opened: opening a FIFO waits for a writer.
    package static func read(_ url: URL, limit: Int, regularFilesOnly: Bool = false) -> Result<Data, Failure> {
        var status = stat()
        guard stat(url.path, &status) == 0 else { return .failure(Failure(reason: "no such file")) }
        guard status.st_mode & S_IFMT != S_IFDIR else { return .failure(Failure(reason: "is a directory")) }
        if regularFilesOnly, status.st_mode & S_IFMT != S_IFREG {
            return .failure(Failure(reason: "not a regular file (a FIFO, socket or device)"))
        }
        // O_NONBLOCK, then the type again from the descriptor: a file swapped for a FIFO after the `stat` above does
        // not block the open; where pipes are welcome, blocking reads are turned back on.
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            return .failure(Failure(reason: errno == EACCES ? "permission denied" : "cannot read the file"))
        }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else { return .failure(Failure(reason: "cannot read the file")) }
        if status.st_mode & S_IFMT != S_IFREG {
            if regularFilesOnly { return .failure(Failure(reason: "not a regular file (a FIFO, socket or device)")) }
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        }
        let (data, failed) = readAll(descriptor, stoppingPast: limit)
        guard !failed else { return .failure(Failure(reason: "cannot read the file")) }
        guard data.count <= limit else {
            return .failure(Failure(reason: "larger than the \(limit / (1 << 20)) MiB limit"))
        }
        return .success(data)
    }

    /// The bytes of the regular file `url`, at most `limit` of them, opened below `root` without a gap between the
    /// check and the open (``ProjectRoot/openFile(_:)``): a file swapped for a link out of the root is not read, and a
    /// FIFO is refused without waiting for a writer.
    package static func read(_ url: URL, below root: ProjectRoot, limit: Int) -> Result<Data, Failure> {
        let file: OpenDescriptor
        switch root.openFile(url) {
        case .success(let opened): file = opened
        case .failure(let failure): return .failure(Failure(reason: failure.reason))
        }
        let (data, failed) = readAll(file.value, stoppingPast: limit)
        guard !failed else { return .failure(Failure(reason: "cannot read the file")) }
        guard data.count <= limit else {
            return .failure(Failure(reason: "larger than the \(limit / (1 << 20)) MiB limit"))
        }
        return .success(data)
    }

    /// What `descriptor` yields until its end, read in chunks and stopping once more than `limit` bytes are in (a
    /// device may never end), and whether a read failed (what came before the failure is kept).
    package static func readAll(_ descriptor: Int32, stoppingPast limit: Int = .max) -> (data: Data, failed: Bool) {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while data.count <= limit {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            if count < 0 { return (data, true) }
            if count == 0 { break }
            data.append(contentsOf: chunk[..<count])
        }
        return (data, false)
    }
}

/// libc's `read`, which ``BoundedFileRead/read(_:limit:regularFilesOnly:)`` hides inside the type.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
