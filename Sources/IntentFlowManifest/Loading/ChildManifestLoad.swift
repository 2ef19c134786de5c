#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What reading the manifest a `children:` entry names gave: the child's manifest, or why there is none.
package enum ChildManifestLoad: Hashable, Sendable {
    /// It loaded without errors.
    case loaded(Manifest)
    /// It could not be read: no such file, not a regular file, too large.
    case unreadable(path: String, reason: String)
    /// It was read but has errors (reported when it is validated itself).
    case invalid(path: String, errors: Int)

    /// Reads the manifest of every child of `parent`, whose own file is `url` and is shown as `parent.path`; a child's
    /// `manifest:` is relative to the directory of the parent's. The children's own children are not read (a cycle
    /// of features hosting each other ends here; each child's are resolved when it is loaded itself).
    /// A child outside `root` (when there is one) is not read.
    static func loadChildren(of parent: Manifest, at url: URL, limits: YAMLLimits, root: ProjectRoot? = nil)
        -> [String: ChildManifestLoad]
    {
        var loads: [String: ChildManifestLoad] = [:]
        for child in parent.children where loads[child.id] == nil {
            let childURL = ProjectRoot.location(of: child.manifest, from: url.deletingLastPathComponent())
            let absolute = ProjectRoot.isAbsolute(child.manifest)
            let shown = absolute ? child.manifest : shownBeside(parent.path, child.manifest)
            if let root, !root.contains(childURL) {
                loads[child.id] = .unreadable(
                    path: shown, reason: "it \(root.leads(childURL)), outside \(root.name) \(root.resolvedPath)")
                continue
            }
            loads[child.id] = load(childURL.standardizedFileURL, shown: shown, limits: limits)
        }
        return loads
    }

    private static func load(_ url: URL, shown: String, limits: YAMLLimits) -> ChildManifestLoad {
        let result = ManifestLoader.loadWithoutChildren(contentsOf: url, displayPath: shown, limits: limits)
        if let unreadable = result.diagnostics.first(where: {
            [ManifestRule.unreadable.id, ManifestRule.yamlTooLarge.id].contains($0.ruleID)
        }) {
            return .unreadable(path: shown, reason: unreadable.message)
        }
        guard let manifest = result.validManifest else {
            return .invalid(path: shown, errors: max(1, result.diagnostics.filter { $0.severity == .error }.count))
        }
        return .loaded(manifest)
    }

    /// `relative` as diagnostics show it: beside `parentPath` (`.intentflow/checkout.intentflow.yaml` and
    /// `login.intentflow.yaml` → `.intentflow/login.intentflow.yaml`).
    static func shownBeside(_ parentPath: String, _ relative: String) -> String {
        guard let slash = parentPath.lastIndex(of: "/") else { return relative }
        return String(parentPath[...slash]) + relative
    }
}
