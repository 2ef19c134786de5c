import IntentFlowGenerate

#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// Reading and writing the process's standard streams with plain `read` and `write`: `FileHandle` needs the full
/// Foundation on Linux.
package enum StandardStream {
    /// Everything on a descriptor until its end (standard input: until the writer closes it).
    package static func readToEnd(_ descriptor: Int32 = STDIN_FILENO) -> Data {
        BoundedFileRead.readAll(descriptor).data
    }

    /// Writes all of `data` to a descriptor; stops early only when the descriptor refuses (a closed pipe).
    static func write(_ data: Data, to descriptor: Int32) {
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count, let base = bytes.baseAddress {
                let written = systemWrite(descriptor, base + offset, bytes.count - offset)
                if written < 0, errno == EINTR { continue }
                if written <= 0 { return }
                offset += written
            }
        }
    }
}

/// libc's `write`, which ``StandardStream/write(_:to:)`` hides inside the type.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

extension String {
    /// The text cut or padded with spaces to `width` characters, for columns.
    func padded(to width: Int) -> String {
        count >= width ? String(prefix(width)) : self + String(repeating: " ", count: width - count)
    }
}
