#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// Reads a whole file into bytes, with one `read` for a file that does not change while it is read.
package enum FileBytes {
    /// The file's bytes, or `nil` with the reason when it cannot be read.
    package static func read(_ path: String) -> Result<[UInt8], CheckError> {
        // O_NONBLOCK and the type from the descriptor: a file swapped for a FIFO is refused, not waited on.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(failure(path)) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(failure(path)) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            return .failure(CheckError("cannot read '\(path)': not a regular file (a FIFO, socket or device)"))
        }
        // One byte more than the size: a read that comes back short of it has reached the end, so no second read is
        // needed to see 0. A file that grew meanwhile fills the spare byte and is read on.
        let size = max(0, Int(status.st_size))
        var complete = true
        var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, initialized in
            initialized = readAll(
                descriptor, into: UnsafeMutableRawBufferPointer(buffer), endAfter: size, complete: &complete)
        }
        while complete, bytes.count > size {
            // Grown since `fstat`: read on in chunks until a read finds the end.
            let chunk = [UInt8](unsafeUninitializedCapacity: max(4096, bytes.count)) { buffer, initialized in
                initialized = readAll(
                    descriptor, into: UnsafeMutableRawBufferPointer(buffer), endAfter: nil, complete: &complete)
            }
            if chunk.isEmpty { break }
            bytes += chunk
        }
        guard complete else { return .failure(failure(path)) }
        return .success(bytes)
    }

    /// Reads into `buffer` until it is full, the file ends, or (with `endAfter`) a read falls short once that many
    /// bytes are in: a regular file's read is short only at its end. Returns how many bytes were read; `complete` is
    /// set to `false` on an error (`errno` says which).
    private static func readAll(
        _ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, endAfter expected: Int?,
        complete: inout Bool
    ) -> Int {
        var filled = 0
        while filled < buffer.count {
            let count = systemRead(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
            if count < 0, errno == EINTR { continue }
            if count < 0 {
                complete = false
                return filled
            }
            if count == 0 { break }
            filled += count
            if let expected, filled >= expected, filled < buffer.count { break }
        }
        return filled
    }

    private static func failure(_ path: String) -> CheckError {
        CheckError("cannot read '\(path)': \(String(cString: strerror(errno)))")
    }
}

/// libc's `read`, which ``FileBytes/read(_:)`` hides inside the type.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
