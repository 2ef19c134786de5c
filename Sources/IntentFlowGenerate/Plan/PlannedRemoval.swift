#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A file a ``FilePlan`` removes: a generator-owned file the run no longer produces (`generate --prune`), or a base
/// the record no longer needs. It is removed only if it still holds exactly what the plan read.
package struct PlannedRemoval: Hashable, Sendable {
    /// The path relative to the output directory.
    package var path: String
    /// The absolute location.
    package var url: URL
    /// The text the plan read; a file that holds anything else by the time of writing is not removed.
    package var contents: String

    /// Creates a removal.
    package init(path: String, url: URL, contents: String) {
        self.path = path
        self.url = url
        self.contents = contents
    }
}
