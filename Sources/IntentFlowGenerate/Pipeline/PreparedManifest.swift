import IntentFlowManifest
import IntentFlowTemplates

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A manifest ready to render: its parameters settled (the run's over the manifest's `access:` and `module:`, the
/// pack's defaults filled in) and its template context built, each once. Where its code goes (``home``), what it
/// renders and what the record keeps of how all read these.
package struct PreparedManifest: Sendable {
    /// Where the manifest is.
    package var url: URL
    /// The manifest.
    package var manifest: Manifest
    /// The parameters it renders with, resolved.
    package var parameters: [String: String]
    /// The template context of its feature.
    package var context: TemplateValue
    /// What the files' header names as their origin; `nil` for the manifest's file name.
    package var source: String?

    /// Creates a prepared manifest.
    package init(url: URL, manifest: Manifest, parameters: [String: String], context: TemplateValue) {
        self.url = url
        self.manifest = manifest
        self.parameters = parameters
        self.context = context
    }
}
