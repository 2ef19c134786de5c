import IntentFlowManifest

#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

extension ProjectRoot {
    /// `url`, after checking that it stays inside the root.
    ///
    /// - Parameters:
    ///   - what: What the path is, for the message ("'output: ../home'", "pack 'acme'").
    ///   - location: Where the path was written (a config key, a pack.yaml entry).
    ///   - rule: The diagnostic's rule id.
    /// - Throws: ``LocatedError`` naming where the path leads when it leaves the root.
    @discardableResult
    package func confine(_ url: URL, what: String, at location: SourceLocation, rule: String) throws(LocatedError)
        -> URL
    {
        if let problem = problem(with: url, what: what, at: location, rule: rule) { throw LocatedError([problem]) }
        return url
    }
}
