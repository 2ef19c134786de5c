#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// A file or directory held open by its descriptor, closed when the last reference goes.
///
/// What ``ProjectRoot/openDirectory(_:creating:)`` and ``ProjectRoot/openFile(_:)`` hand out: work done through the
/// descriptor (`openat`, `renameat`, `read`) reaches the file that was checked, whatever the path names meanwhile.
package final class OpenDescriptor: Sendable {
    /// The descriptor; valid while this object lives.
    package let value: Int32

    /// Takes ownership of `value`, an open descriptor.
    package init(_ value: Int32) {
        self.value = value
    }

    deinit { close(value) }
}
