import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// The directory a run writes into, and the rule that nothing is ever written outside it.
///
/// A relative path is accepted only if it has no `..`, empty or absolute parts, and if, after every symbolic link
/// on the way that exists is resolved, it still lies inside the directory (itself resolved). A feature name, an
/// output-path template or a symbolic link cannot lead a write elsewhere.
package struct OutputDirectory: Hashable, Sendable {
    /// The longest file or directory name the common file systems accept (APFS, ext4: 255 bytes).
    static let maximumNameBytes = 255

    /// The directory as given.
    package var url: URL
    /// ``url``'s path: the prefix of every location inside the directory.
    let path: String
    /// The directory with symbolic links resolved (as far as it exists).
    package var resolvedPath: String

    /// Creates an output directory; it need not exist yet.
    package init(_ url: URL) {
        self.url = url.standardizedFileURL
        path = self.url.path
        resolvedPath = Self.resolve(path) ?? path
    }

    /// The location of a relative path inside the directory.
    ///
    /// - Throws: ``FilePlanError`` (`invalidPath`, `outsideOutput`) when the path is not allowed.
    package func location(of relativePath: String) throws(FilePlanError) -> URL {
        URL(fileURLWithPath: try path(of: relativePath), isDirectory: false)
    }

    /// The location of a relative path inside the directory, as a path: the file itself when it is a symbolic link,
    /// else its directory, resolved and checked.
    ///
    /// - Throws: ``FilePlanError`` (`invalidPath`, `outsideOutput`) when the path is not allowed.
    func path(of relativePath: String) throws(FilePlanError) -> String {
        try Self.validate(relativePath)
        let location = joined(relativePath)
        if Self.isSymbolicLink(location) {
            try check(Self.resolve(location), of: relativePath)
            return location
        }
        // Validated as relative and not empty, so a slash follows the directory's own path.
        guard let (directory, name) = Self.split(location) else { return location }
        let resolved = Self.resolve(directory, leadingFurther: true)
        try check(resolved.map { ($0 == "/" ? "" : $0) + "/" + name }, of: relativePath)
        return location
    }

    /// `relativePath` joined to the directory's path.
    func joined(_ relativePath: String) -> String {
        prefix + relativePath
    }

    /// What every location inside the directory starts with: its path and a slash.
    var prefix: String {
        path == "/" ? "/" : path + "/"
    }

    /// A path split at its last slash into the directory before it and the name after it; `nil` without a slash.
    static func split(_ path: String) -> (directory: String, name: Substring)? {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return nil }
        return (String(path[..<slash]), Substring(path.utf8[path.utf8.index(after: slash)...]))
    }

    /// ``resolvedPath`` ending in a slash: what everything inside the directory starts with once resolved.
    private var resolvedPrefix: String {
        resolvedPath.hasSuffix("/") ? resolvedPath : resolvedPath + "/"
    }

    /// Whether any component of a path is a `.git` directory's name.
    private static func passesThroughGit(_ path: String) -> Bool {
        path.split(separator: "/").contains(where: isGitName)
    }

    /// Throws unless `resolved`, where a relative path leads with its symbolic links resolved, lies inside the
    /// directory and nowhere in a `.git` directory.
    private func check(_ resolved: String?, of relativePath: String) throws(FilePlanError) {
        guard let resolved else {
            throw FilePlanError(.outsideOutput, path: relativePath, "passes through a symbolic link that leads nowhere")
        }
        // Git's own directory holds hooks that run code: no template, feature name, link or pack may write there.
        if Self.passesThroughGit(resolved) {
            throw FilePlanError(.invalidPath, path: relativePath, "nothing is ever written inside a .git directory")
        }
        guard resolved.hasPrefix(resolvedPrefix) else {
            throw FilePlanError(
                .outsideOutput, path: relativePath,
                "resolves to \(resolved), outside the output directory \(resolvedPath)")
        }
    }

    static func isGitName(_ name: Substring) -> Bool {
        name.utf8.count == 4 && name.lowercased() == ".git"
    }

    /// Throws unless `relativePath` is relative, not empty, and has no empty, `.` or `..` component and no name
    /// longer than file systems allow. Bytes, not `split`: this runs several times for every file a plan writes.
    static func validate(_ relativePath: String) throws(FilePlanError) {
        let bytes = relativePath.utf8
        guard !bytes.isEmpty, bytes.first != UInt8(ascii: "/") else {
            throw FilePlanError(.invalidPath, path: relativePath, "an output path must be relative and not empty")
        }
        // One pass: each component's length, whether it is all dots, and the longest.
        var length = 0
        var dots = 0
        var longest = 0
        for byte in bytes {
            if byte == 0 {
                throw FilePlanError(.invalidPath, path: relativePath, "an output path must be relative and not empty")
            }
            if byte == UInt8(ascii: "/") {
                try checkComponent(length: length, dots: dots, of: relativePath)
                longest = max(longest, length)
                length = 0
                dots = 0
            } else {
                if byte == UInt8(ascii: "."), dots == length { dots += 1 }
                length += 1
            }
        }
        try checkComponent(length: length, dots: dots, of: relativePath)
        guard max(longest, length) > maximumNameBytes else { return }
        for component in relativePath.split(separator: "/") where component.utf8.count > maximumNameBytes {
            throw FilePlanError(
                .invalidPath, path: relativePath,
                "the name '\(component.prefix(40))…' is \(component.utf8.count) bytes long; file systems allow at most "
                    + "\(maximumNameBytes) bytes per name")
        }
    }

    /// Throws for an empty, `.` or `..` component (`length` bytes, the first `dots` of them dots).
    private static func checkComponent(length: Int, dots: Int, of relativePath: String) throws(FilePlanError) {
        guard length == 0 || (dots == length && length <= 2) else { return }
        let component = length == 0 ? "//" : String(repeating: ".", count: length)
        throw FilePlanError(
            .invalidPath, path: relativePath, "an output path may not contain '\(component)' components")
    }

    /// A path with the symbolic links of its longest existing prefix resolved
    /// (``ProjectRoot/resolve(_:leadingFurther:)``).
    static func resolve(_ path: String, leadingFurther: Bool = false) -> String? {
        ProjectRoot.resolve(path, leadingFurther: leadingFurther)
    }

    static func isSymbolicLink(_ path: String) -> Bool {
        ProjectRoot.isSymbolicLink(path)
    }
}
