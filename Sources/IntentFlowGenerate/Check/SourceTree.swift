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
        var tree = SourceTree(swiftFiles: [], manifests: [])
        // readdir with the entry's type, not a stat per file: a walk costs one system call per directory.
        var pending = [""]
        while let relative = pending.popLast() {
            let path = relative.isEmpty ? root.path : root.path + "/" + relative
            guard let directory = opendir(path) else {
                if relative.isEmpty { throw CheckError("cannot read the directory '\(root.path)'") }
                continue
            }
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                let child = relative.isEmpty ? name : relative + "/" + name
                var type = Int32(entry.pointee.d_type)
                if type == Int32(DT_UNKNOWN) || type == Int32(DT_LNK) {
                    // Follow a link (or ask a file system that does not say) as `find -L` would.
                    var status = stat()
                    guard stat(root.path + "/" + child, &status) == 0 else { continue }
                    type = (status.st_mode & S_IFMT) == S_IFDIR ? Int32(DT_DIR) : Int32(DT_REG)
                }
                if type == Int32(DT_DIR) {
                    if !skippedDirectories.contains(name), !name.hasPrefix(".") || name == ".intentflow" {
                        pending.append(child)
                    }
                } else if type == Int32(DT_REG) {
                    if name.hasSuffix(".swift") {
                        tree.swiftFiles.append(child)
                    } else if name.hasSuffix(".intentflow.yaml") {
                        tree.manifests.append(child)
                    }
                }
            }
        }
        tree.swiftFiles.sort()
        tree.manifests.sort()
        return tree
    }

    /// The tree without the files `patterns` match (globs relative to the root, as in `--exclude`). A glob that names
    /// a directory (`Tests/Fixtures`) excludes the files below it, as `Tests/Fixtures/**` does.
    ///
    /// - Throws: ``CheckError`` for a malformed glob.
    public func excluding(_ patterns: [String]) throws(CheckError) -> SourceTree {
        guard !patterns.isEmpty else { return self }
        var globs: [PathGlob] = []
        for pattern in patterns {
            do {
                globs.append(try PathGlob(pattern))
            } catch {
                throw CheckError("the exclude glob '\(pattern)' is malformed: \(error.message)")
            }
        }
        let scratch = PatternScratch()
        let excluded = { (path: String) in
            globs.contains { $0.matches(path, scratch: scratch) || Self.isInside(path, glob: $0, scratch: scratch) }
        }
        var tree = self
        tree.swiftFiles.removeAll(where: excluded)
        tree.manifests.removeAll(where: excluded)
        return tree
    }

    private static func isInside(_ path: String, glob: PathGlob, scratch: PatternScratch) -> Bool {
        var directory = Substring(path)
        while let slash = directory.lastIndex(of: "/") {
            directory = directory[..<slash]
            if glob.matches(String(directory), scratch: scratch) { return true }
        }
        return false
    }
}
