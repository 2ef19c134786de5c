#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// The entries below a directory, for the small directories a pack or its tests are (``FileWalk`` walks projects).
package enum DirectoryListing {
    /// Every entry below `directory` (its subdirectories included), in no particular order; hidden names, and what
    /// lies below a hidden directory, are left out when `skippingHidden`. `nil` when the directory cannot be read.
    package static func entries(below directory: URL, skippingHidden: Bool = false) -> [URL]? {
        guard let subpaths = try? FileManager.default.subpathsOfDirectory(atPath: directory.path) else { return nil }
        return subpaths.filter { !skippingHidden || !$0.split(separator: "/").contains { $0.first == "." } }
            .map { directory.appendingPathComponent($0) }
    }

    /// Whether `path` is a regular file once its symbolic links are followed.
    package static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
    }

    /// Whether `path` is a directory once its symbolic links are followed.
    package static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
    }
}
