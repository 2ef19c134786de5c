import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// The directory of bases intentflow wrote before ``BaseBundle``: `.intentflow/bases/<fingerprint>`, one file per
/// base. A project generated then upgrades without losing its bases: they are read from there, written into the
/// bundle by the next run, and the files are removed in the same all-or-nothing step.
enum LegacyBases {
    /// The directory, relative to the output directory.
    static let directory = ".intentflow/bases"

    /// The bases in `hashes` the directory holds, each matching its fingerprint (a file that does not match was
    /// changed, and is not a base any more). Only looked at when the directory exists.
    static func read(_ hashes: Set<ContentHash>, in output: URL) -> [ContentHash: String] {
        guard let folder = folder(in: output), !hashes.isEmpty, FileManager.default.fileExists(atPath: folder.path)
        else { return [:] }
        var texts: [ContentHash: String] = [:]
        for hash in hashes {
            if let text = text(of: hash, at: folder.appendingPathComponent(hash.description)) { texts[hash] = text }
        }
        return texts
    }

    /// Every base file in the directory, to remove once the bundle holds what is still needed. Files that are not
    /// bases (another name, or a text that does not match its fingerprint) are left alone.
    static func removals(in output: URL) -> [PlannedRemoval] {
        guard let folder = folder(in: output) else { return [] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let root = ProjectRoot(output, name: "the output directory")
        return names.sorted().compactMap { name in
            let url = folder.appendingPathComponent(name)
            guard root.contains(url), let hash = ContentHash(hex: name), let text = text(of: hash, at: url)
            else { return nil }
            return PlannedRemoval(path: "\(directory)/\(name)", url: url, contents: text)
        }
    }

    /// Throws when the directory is a symbolic link (or passes through one) that leaves `output`: another project's
    /// bases would be read, and removed once migrated.
    ///
    /// - Throws: ``GeneratorError`` (rule `record.outside`) naming where the link leads.
    static func checkConfined(in output: URL, shownFrom workingDirectory: URL) throws(GeneratorError) {
        let folder = output.appendingPathComponent(directory)
        var info = stat()
        guard lstat(folder.path, &info) == 0 else { return }
        let shown = RelativePath.shown(folder, from: workingDirectory)
        try ProjectRoot(output, name: "the output directory").confine(
            folder, what: shown, at: SourceLocation(file: shown, line: 1, column: 1), rule: "record.outside")
    }

    /// The directory in `output`; `nil` when it is (or passes through) a symbolic link that leaves `output`: another
    /// project's bases are neither read nor removed.
    private static func folder(in output: URL) -> URL? {
        let folder = output.appendingPathComponent(directory)
        return ProjectRoot(output).contains(folder) ? folder : nil
    }

    private static func text(of hash: ContentHash, at url: URL) -> String? {
        guard case .text(let text)? = try? DiskFile.read(url, shownAs: url.lastPathComponent), ContentHash(text) == hash
        else { return nil }
        return text
    }
}
