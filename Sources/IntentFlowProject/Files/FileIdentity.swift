#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// What makes two paths one file: its device and inode. A path reached twice (through a linked directory, a link
/// to a file) is the same file under two names, which must be written, reported and removed as one.
package struct FileIdentity: Hashable {
    package var device: UInt64
    package var inode: UInt64

    /// The identity of a file on `device` with `inode` (a directory entry's `d_ino` with its directory's device).
    package init(device: some BinaryInteger, inode: some BinaryInteger) {
        self.device = UInt64(truncatingIfNeeded: device)
        self.inode = UInt64(truncatingIfNeeded: inode)
    }

    /// The identity of a `stat` result.
    package init(_ status: stat) { self.init(device: status.st_dev, inode: status.st_ino) }

    /// The identity of the file at `path`, links followed; `nil` when nothing is there.
    package init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }
}
