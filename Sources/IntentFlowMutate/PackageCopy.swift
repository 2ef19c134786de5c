import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The copy of a package that `intentflow mutate` builds: `.build/intentflow-mutate/package` beside its build
/// directory `.build/intentflow-mutate/build`, both inside the package's own build folder.
///
/// The copy is brought up to date file by file (a file whose bytes have not changed is not rewritten), so the
/// second run of mutate builds only what changed: the mutated reducers and what depends on them. Test files other
/// than the mutated features' generated tests are left out of the copy, so its test product holds only those; a
/// test target left empty is skipped by SwiftPM with a warning. The package's own files are only read.
///
/// The scratch folder is reached only through directory handles that never follow a symbolic link: a linked
/// `.build`, `.build/intentflow-mutate`, `package` or `build` is refused (`mutate.scratch-link`), and a link inside
/// the copy is removed as a link, so nothing outside the package is written or deleted through one.
package struct PackageCopy: Sendable {
    /// The package copied.
    package var root: String
    /// `<root>/.build/intentflow-mutate`.
    package var directory: String { root + "/.build/intentflow-mutate" }
    /// Where the copy's sources are.
    package var sources: String { directory + "/package" }
    /// The copy's build directory (`--scratch-path`).
    package var build: String { directory + "/build" }

    /// A scratch package for the package at `root`.
    package init(root: String) { self.root = root }

    /// Opens the scratch folder's directories (`.build`, `intentflow-mutate`, `package`, `build`), creating the
    /// missing ones, and returns the folder and its copy's directory.
    ///
    /// - Throws: ``LocatedError`` (`mutate.scratch-link`) when one of them is a symbolic link or not a directory:
    ///   mutate writes and deletes only in a folder it created itself, never through a link (one planted by a
    ///   repository could lead anywhere). Nothing is written or removed then.
    func prepare() throws(LocatedError) -> (scratch: ScratchDirectory, copy: ScratchDirectory) {
        do {
            let scratch = try ScratchDirectory.root(root).subdirectory(".build").subdirectory("intentflow-mutate")
            let copy = try scratch.subdirectory("package")
            _ = try scratch.subdirectory("build")
            return (scratch, copy)
        } catch {
            throw LocatedError(
                error.isLink
                    ? "\(error.message); mutate writes its copy only into a folder it created, never through a link: "
                        + "remove it and run again"
                    : error.message,
                at: location, rule: error.isLink ? "mutate.scratch-link" : "mutate.copy")
        }
    }

    /// Brings the copy up to date: every file of the package but test sources not in `keptTests`, with
    /// `replacements` (relative path → text) written instead of the originals and `Package.swift`'s relative path
    /// dependencies made absolute. Files of an earlier copy that are no longer wanted are removed.
    ///
    /// Every write is a new file renamed into place and every path below the scratch folder is reached through
    /// directory handles that never follow a link (``ScratchDirectory``). A copy that an interrupted run left
    /// unfinished (its marker `copying` still there) has its `Package.swift` renewed, as one with new files does.
    package func update(keptTests: Set<String>, replacements: [String: String]) throws(LocatedError) {
        let (scratch, copy) = try prepare()
        do {
            let all = try FileWalk.walk(URL(fileURLWithPath: root), suffixes: [""]).files
            let wanted = all.filter { keptTests.contains($0) || !Self.isTestSource($0) }
            let unfinished = scratch.kind(of: Self.copyingMarker) != nil
            try scratch.write(Data(), to: Self.copyingMarker)
            // A test target's folder stays, empty, where its files are left out: SwiftPM skips an empty target but
            // fails on a missing folder.
            var folders = FolderHandles(copy)
            for relative in Set(all.filter(Self.isTestSource).map(Self.folder)) { _ = try folders.open(relative) }
            var added = unfinished
            for relative in wanted {
                guard var data = FileManager.default.contents(atPath: root + "/" + relative) else { continue }
                if let replacement = replacements[relative] {
                    data = Data(replacement.utf8)
                } else if relative == "Package.swift" {
                    data = Data(PackagePathDependencies.rewrite(String(decoding: data, as: UTF8.self), root: root).utf8)
                }
                let folder = try folders.open(Self.folder(relative))
                let name = Self.name(relative)
                added = added || folder.kind(of: name) == nil
                if folder.contents(of: name) != data { try folder.write(data, to: name) }
            }
            let removed = try Self.removeStale(in: copy, keeping: Set(wanted))
            // SwiftPM keeps a target's file list until Package.swift changes: a newer one makes it look again.
            if added || removed, let data = copy.contents(of: "Package.swift") {
                try copy.write(data, to: "Package.swift")
            }
            try scratch.remove(Self.copyingMarker)
        } catch let error as FileWalk.Failure {
            throw LocatedError(error.message, at: location, rule: "mutate.copy")
        } catch let error as ScratchDirectory.Failure {
            throw LocatedError(
                "cannot copy the package into \(sources): \(error.message)", at: location,
                rule: error.isLink ? "mutate.scratch-link" : "mutate.copy")
        } catch {
            throw LocatedError("cannot copy the package into \(sources): \(error)", at: location, rule: "mutate.copy")
        }
    }

    /// The marker a copy in progress leaves in the scratch folder until it is complete.
    static let copyingMarker = "copying"

    /// Where mutate's errors about its copy are reported: the package's `Package.swift`.
    private var location: SourceLocation { SourceLocation(file: root + "/Package.swift", line: 1, column: 1) }

    /// Removes every entry of the copy below `directory` (at `prefix`) that is not in `kept`: files no longer
    /// wanted, and links and other non-files, which a copy never holds. Directories the walk of the package would
    /// not enter (hidden ones, `.build`) are left alone, as SwiftPM's own state. Whether anything was removed.
    static func removeStale(
        in directory: ScratchDirectory, prefix: String = "", keeping kept: Set<String>
    ) throws(ScratchDirectory.Failure) -> Bool {
        var removed = false
        for entry in directory.entries() {
            let relative = prefix.isEmpty ? entry.name : prefix + "/" + entry.name
            switch entry.kind {
            case .directory:
                let skipped =
                    FileWalk.skippedDirectories.contains(entry.name)
                    || (entry.name.hasPrefix(".") && entry.name != ".intentflow")
                guard !skipped else { continue }
                let child = try directory.subdirectory(entry.name, creating: false)
                if try removeStale(in: child, prefix: relative, keeping: kept) { removed = true }
            case .regular where kept.contains(relative):
                continue
            case .regular, .other:
                try directory.remove(entry.name)
                removed = true
            }
        }
        return removed
    }

    /// The folder part of a relative path (`""` at the top).
    static func folder(_ relative: String) -> String {
        relative.split(separator: "/").dropLast().joined(separator: "/")
    }

    /// The last component of a relative path.
    static func name(_ relative: String) -> String {
        relative.split(separator: "/").last.map(String.init) ?? relative
    }

    /// Whether `relative` is a Swift file of a test folder (`Tests/…`, `…Tests/…`).
    static func isTestSource(_ relative: String) -> Bool {
        relative.hasSuffix(".swift") && relative.split(separator: "/").dropLast().contains { $0.hasSuffix("Tests") }
    }
}
