import Foundation

/// Reads a whole file, up to a size limit, saying in plain words why it could not.
///
/// `intentflow tokens` and the MCP server's `tokens` tool read the files they count this way.
public enum BoundedFileRead {
    /// Why a file could not be read, in the operating system's words.
    public struct Failure: Error, Hashable, Sendable {
        /// `no such file`, `is a directory`, `permission denied`, …
        public var reason: String
    }

    /// The largest file whose tokens are counted: 256 MiB (about eight seconds of counting).
    public static let tokenCountingLimit = 256 << 20

    /// The bytes of the file at `url`, at most `limit` of them.
    ///
    /// A file handle, not `Data(contentsOf:)`: devices and pipes (/dev/null, <(cmd)) are files too. At most one byte
    /// past the limit is read, so an endless device is an error, not a hang. With `regularFilesOnly` (a server that
    /// must stay responsive) a FIFO, socket or device is not even opened: opening a FIFO waits for a writer.
    public static func read(_ url: URL, limit: Int, regularFilesOnly: Bool = false) -> Result<Data, Failure> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            return .failure(Failure(reason: "no such file"))
        }
        guard !isDirectory.boolValue else { return .failure(Failure(reason: "is a directory")) }
        var info = stat()
        if regularFilesOnly, stat(url.path, &info) != 0 || (info.st_mode & S_IFMT) != S_IFREG {
            return .failure(Failure(reason: "not a regular file (a FIFO, socket or device)"))
        }
        guard FileManager.default.isReadableFile(atPath: url.path) else {
            return .failure(Failure(reason: "permission denied"))
        }
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            let data = try handle.read(upToCount: limit + 1) ?? Data()
            guard data.count <= limit else {
                return .failure(Failure(reason: "larger than the \(limit / (1 << 20)) MiB limit"))
            }
            return .success(data)
        } catch {
            return .failure(Failure(reason: "cannot read the file"))
        }
    }
}
