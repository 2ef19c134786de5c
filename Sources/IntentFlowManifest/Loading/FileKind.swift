#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What kind of file a path names, from its `stat` mode. Only regular files are read as manifests: reading a FIFO
/// would wait for a writer, and a device may never end.
package enum FileKind: Sendable, Hashable, CustomStringConvertible {
    /// A regular file.
    case regular
    /// A directory.
    case directory
    /// A symbolic link (only seen without following it).
    case symbolicLink
    /// A named pipe.
    case fifo
    /// A Unix-domain socket.
    case socket
    /// A character device such as `/dev/zero`.
    case characterDevice
    /// A block device.
    case blockDevice
    /// Anything else.
    case other

    /// The kind a `stat` mode says.
    package init(mode: mode_t) {
        switch mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .directory
        case S_IFLNK: self = .symbolicLink
        case S_IFIFO: self = .fifo
        case S_IFSOCK: self = .socket
        case S_IFCHR: self = .characterDevice
        case S_IFBLK: self = .blockDevice
        default: self = .other
        }
    }

    /// The kind a `readdir` entry's `d_type` says, `nil` when it does not say (`DT_UNKNOWN`).
    package init?(directoryEntryType type: UInt8) {
        switch Int32(type) {
        case Int32(DT_REG): self = .regular
        case Int32(DT_DIR): self = .directory
        case Int32(DT_LNK): self = .symbolicLink
        case Int32(DT_FIFO): self = .fifo
        case Int32(DT_SOCK): self = .socket
        case Int32(DT_CHR): self = .characterDevice
        case Int32(DT_BLK): self = .blockDevice
        default: return nil
        }
    }

    /// "a FIFO", "a directory", …
    package var description: String {
        switch self {
        case .regular: "a regular file"
        case .directory: "a directory"
        case .symbolicLink: "a symbolic link"
        case .fifo: "a FIFO"
        case .socket: "a socket"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .other: "a special file"
        }
    }
}
