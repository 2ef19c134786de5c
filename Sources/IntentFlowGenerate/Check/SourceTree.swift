import Foundation

/// The files `intentflow check` reads below a root: Swift sources and feature manifests.
///
/// Build products, version control, dependencies and other hidden directories are skipped (`.build`, `.git`,
/// `.swiftpm`, `DerivedData`, `Pods`, `Carthage`, `node_modules`, any `.*` but `.intentflow`). Paths are relative to
/// the root, `/`-separated and sorted, so every run reports in the same order.
public struct SourceTree: Sendable {
    /// Swift files (`*.swift`).
    public var swiftFiles: [String]
    /// Manifests (`*.intentflow.yaml`).
    public var manifests: [String]

    /// Directory names never descended into.
    public static let skippedDirectories: Set<String> = [
        ".build", ".git", ".swiftpm", "DerivedData", "Pods", "Carthage", "node_modules",
    ]

    /// Lists the files below `root`.
    public static func scan(_ root: URL) throws(CheckError) -> SourceTree {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory) else {
            throw CheckError("'\(root.path)' does not exist")
        }
        guard isDirectory.boolValue else { throw CheckError("'\(root.path)' is not a directory") }
        guard
            let enumerator = FileManager.default.enumerator(
                at: root, includingPropertiesForKeys: [.isDirectoryKey, .isRegularFileKey], options: [])
        else { throw CheckError("cannot read the directory '\(root.path)'") }
        let base = root.standardizedFileURL.resolvingSymlinksInPath().path
        var tree = SourceTree(swiftFiles: [], manifests: [])
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            let values = try? url.resourceValues(forKeys: [.isDirectoryKey, .isRegularFileKey])
            if values?.isDirectory == true {
                if skippedDirectories.contains(name) || (name.hasPrefix(".") && name != ".intentflow") {
                    enumerator.skipDescendants()
                }
                continue
            }
            guard values?.isRegularFile == true else { continue }
            let isSwift = name.hasSuffix(".swift")
            let isManifest = name.hasSuffix(".intentflow.yaml")
            guard isSwift || isManifest else { continue }
            let relative = relativePath(of: url, base: base)
            if isSwift { tree.swiftFiles.append(relative) } else { tree.manifests.append(relative) }
        }
        tree.swiftFiles.sort()
        tree.manifests.sort()
        return tree
    }

    private static func relativePath(of url: URL, base: String) -> String {
        let path = url.standardizedFileURL.resolvingSymlinksInPath().path
        guard path.hasPrefix(base + "/") else { return url.lastPathComponent }
        return String(path.dropFirst(base.count + 1))
    }
}
