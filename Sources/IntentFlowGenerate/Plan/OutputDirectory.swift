import Foundation

/// The directory a run writes into, and the rule that nothing is ever written outside it.
///
/// A relative path is accepted only if it has no `..`, empty or absolute parts, and if, after every symbolic link
/// on the way that exists is resolved, it still lies inside the directory (itself resolved). A feature name, an
/// output-path template or a symbolic link cannot lead a write elsewhere.
public struct OutputDirectory: Hashable, Sendable {
    /// The longest file or directory name the common file systems accept (APFS, ext4: 255 bytes).
    static let maximumNameBytes = 255

    /// The directory as given.
    public var url: URL
    /// The directory with symbolic links resolved (as far as it exists).
    public var resolvedPath: String

    /// Creates an output directory; it need not exist yet.
    public init(_ url: URL) {
        self.url = url.standardizedFileURL
        resolvedPath = Self.resolve(self.url.path) ?? self.url.path
    }

    /// The location of a relative path inside the directory.
    ///
    /// - Throws: ``FilePlanError`` (`invalidPath`, `outsideOutput`) when the path is not allowed.
    public func location(of relativePath: String) throws(FilePlanError) -> URL {
        var directories: [String: String] = [:]
        return try location(of: relativePath, resolvedDirectories: &directories)
    }

    /// The location of a relative path inside the directory, reusing (and filling) `resolvedDirectories`, the
    /// resolutions of the directories already met in this pass: a run that places thousands of files resolves each
    /// directory once, and of each file checks only whether it is itself a symbolic link.
    ///
    /// - Throws: ``FilePlanError`` (`invalidPath`, `outsideOutput`) when the path is not allowed.
    public func location(of relativePath: String, resolvedDirectories: inout [String: String]) throws(FilePlanError)
        -> URL
    {
        let components = relativePath.split(separator: "/", omittingEmptySubsequences: false)
        guard !relativePath.isEmpty, !relativePath.hasPrefix("/"), !relativePath.contains("\0") else {
            throw FilePlanError(.invalidPath, path: relativePath, "an output path must be relative and not empty")
        }
        for component in components where component.isEmpty || component == ".." || component == "." {
            throw FilePlanError(
                .invalidPath, path: relativePath,
                "an output path may not contain '\(component.isEmpty ? "//" : component)' components")
        }
        for component in components where component.utf8.count > Self.maximumNameBytes {
            throw FilePlanError(
                .invalidPath, path: relativePath,
                "the name '\(component.prefix(40))…' is \(component.utf8.count) bytes long; file systems allow at most "
                    + "\(Self.maximumNameBytes) bytes per name")
        }
        let url = self.url.appendingPathComponent(relativePath)
        let path = url.path
        var resolved: String?
        if let slash = path.lastIndex(of: "/"), !Self.isSymbolicLink(path) {
            let directory = String(path[..<slash])
            let parent = resolvedDirectories[directory] ?? Self.resolve(directory, leadingFurther: true)
            if let parent {
                resolvedDirectories[directory] = parent
                resolved = (parent == "/" ? "" : parent) + path[slash...]
            }
        } else {
            resolved = Self.resolve(path)
        }
        guard let resolved else {
            throw FilePlanError(.outsideOutput, path: relativePath, "passes through a symbolic link that leads nowhere")
        }
        // Git's own directory holds hooks that run code: no template, feature name, link or pack may write there.
        if resolved.split(separator: "/").contains(where: { $0.lowercased() == ".git" }) {
            throw FilePlanError(.invalidPath, path: relativePath, "nothing is ever written inside a .git directory")
        }
        let root = resolvedPath.hasSuffix("/") ? resolvedPath : resolvedPath + "/"
        guard resolved.hasPrefix(root) else {
            throw FilePlanError(
                .outsideOutput, path: relativePath,
                "resolves to \(resolved), outside the output directory \(resolvedPath)")
        }
        return url
    }

    /// A path with the symbolic links of its longest existing prefix resolved; `nil` when a dangling symbolic link
    /// lies on the way (where it leads cannot be checked, so nothing may be written through it). With
    /// `leadingFurther`, the path is a directory something will be written into, so a dangling link at its very end
    /// is on the way too.
    static func resolve(_ path: String, leadingFurther: Bool = false) -> String? {
        var existing = Substring(path)
        while existing.count > 1, existing.hasSuffix("/") { existing = existing.dropLast() }
        var rest: [Substring] = []
        while !existing.isEmpty, existing != "/" {
            if let real = realPath(String(existing)) {
                return ([real == "/" ? "" : Substring(real)] + rest.reversed()).joined(separator: "/")
            }
            if isSymbolicLink(String(existing)), !rest.isEmpty || leadingFurther { return nil }
            // Plain string steps, not URLs: this runs for every file a plan writes.
            guard let slash = existing.lastIndex(of: "/") else { break }
            rest.append(existing[existing.index(after: slash)...])
            existing = slash == existing.startIndex ? "/" : existing[..<slash]
        }
        return "/" + rest.reversed().joined(separator: "/")
    }

    private static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    private static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
