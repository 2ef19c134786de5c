#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// The directory holding `.intentflow/`, and the one rule of where a run may read and write: inside it.
///
/// Configuration, packs, rules, `extends:`, children manifests, the record and the legacy bases all resolve inside
/// the project root. A path is inside when, with every symbolic link on the way resolved (as far as the path exists),
/// it still lies below the root (itself resolved): a link that leaves the root is refused with an error naming where
/// it leads. Writing elsewhere happens only where the command line names the place (`--output`), never because a file
/// in the repository says so. The same rule confines other roots: a pack's snapshots to the pack, a git pack to its
/// checkout.
package struct ProjectRoot: Hashable, Sendable {
    /// The root as given, standardized.
    package let url: URL
    /// The root with its symbolic links resolved.
    package let resolvedPath: String
    /// What the root is, in messages: "the project root", "the pack".
    package let name: String

    /// Creates a root; it need not exist. `name` says in messages what it is.
    package init(_ url: URL, name: String = "the project root") {
        self.url = url.standardizedFileURL
        resolvedPath = Self.resolve(self.url.path) ?? self.url.path
        self.name = name
    }

    /// Whether `url` lies at or below the root once its links are resolved.
    package func contains(_ url: URL) -> Bool {
        guard let resolved = Self.resolve(url.standardizedFileURL.path) else { return false }
        return Self.isInside(resolved, resolvedPath)
    }

    /// Whether the absolute path `path` is `root` or lies below it, compared as strings (resolve links first, with
    /// ``resolve(_:leadingFurther:)``): `/a/b/c` is inside `/a/b`, `/a/bc` is not, and everything is inside `/`.
    package static func isInside(_ path: String, _ root: String) -> Bool {
        relative(path, below: root) != nil
    }

    /// The part of the absolute path `path` below `root` (`""` for the root itself); `nil` when it is not inside.
    package static func relative(_ path: String, below root: String) -> String? {
        var root = Substring(root)
        while root.count > 1, root.hasSuffix("/") { root = root.dropLast() }
        if path == root { return "" }
        let prefix = root == "/" ? "/" : root + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// Whether `path` is absolute (starts at `/`), rather than relative to some directory.
    package static func isAbsolute(_ path: some StringProtocol) -> Bool {
        path.utf8.first == UInt8(ascii: "/")
    }

    /// Where `path`, as a person or a file wrote it, leads: itself when absolute, else below `base`.
    package static func location(of path: String, from base: URL) -> URL {
        isAbsolute(path) ? URL(fileURLWithPath: path) : base.appendingPathComponent(path)
    }

    /// `nil` when `url` stays inside the root; else an error at `location` naming where it leads.
    ///
    /// - Parameters:
    ///   - what: What the path is, for the message ("'output: ../home'", "pack 'acme'").
    ///   - rule: The diagnostic's rule id.
    package func problem(with url: URL, what: String, at location: SourceLocation, rule: String) -> Diagnostic? {
        guard !contains(url) else { return nil }
        return Diagnostic(.error, "\(what) \(leads(url)), outside \(name) \(resolvedPath)", at: location, rule: rule)
    }

    /// Where `url` leads, in words: `leads to /elsewhere`.
    package func leads(_ url: URL) -> String {
        Self.resolve(url.standardizedFileURL.path).map { "leads to \($0)" }
            ?? "passes through a symbolic link that leads nowhere"
    }

    /// A path with the symbolic links of its longest existing prefix resolved; `nil` when a dangling symbolic link
    /// lies on the way (where it leads cannot be checked, so nothing may be read or written through it). With
    /// `leadingFurther`, the path is a directory something will be written into, so a dangling link at its very end
    /// is on the way too.
    package static func resolve(_ path: String, leadingFurther: Bool = false) -> String? {
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

    /// Whether `path` is itself a symbolic link.
    package static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
    }

    private static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }
}
