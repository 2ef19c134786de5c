#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What one manifest rendered, with what the record keeps of how: where the manifest is and its parameters.
package struct RenderedManifest: Hashable, Sendable {
    /// Where the manifest is.
    package var url: URL
    /// The parameters it was rendered with, resolved.
    package var parameters: [String: String]
    /// The files.
    package var files: [RenderedFile]

    /// Creates a rendered manifest.
    package init(url: URL, parameters: [String: String], files: [RenderedFile]) {
        self.url = url
        self.parameters = parameters
        self.files = files
    }
}
