import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The record of what was generated, committed with the project: `.intentflow/generated.lock` in the output
/// directory, and beside it the bases of user-owned files (``BaseBundle``, `.intentflow/generated.bases`, one base
/// per distinct text).
///
/// For each manifest it names the generator, the pack (name, version, fingerprint, git commit) and the parameters,
/// and for each file its owner and fingerprint. `generate --update` merges into a user-owned file what changed
/// between its base — what the generator produced when the file was written — and what it produces now; `--prune`
/// removes generator-owned files the run no longer produces. The text is line-based, sorted and stable, so it diffs
/// well (``RecordFormat``).
package struct GenerationRecord: Hashable, Sendable {
    /// The record's path, relative to the output directory.
    package static let path = ".intentflow/generated.lock"
    /// Where the bases are stored, relative to the output directory (``BaseBundle``).
    package static let basesPath = BaseBundle.path

    /// What each manifest generated, sorted by manifest and generator.
    package private(set) var entries: [RecordEntry]
    /// The bases read with the record: what the generator produced for its user-owned files.
    package var bases: BaseBundle

    /// Creates a record; entries are sorted.
    package init(entries: [RecordEntry] = [], bases: BaseBundle = BaseBundle()) {
        // Each key made once, not twice per comparison.
        self.entries = entries.map { ($0.key, $0) }.sorted { $0.0 < $1.0 }.map(\.1)
        self.bases = bases
    }

    /// The entry of a manifest and generator, if the record has one.
    package func entry(manifest: String, generator: String) -> RecordEntry? {
        entries.first { $0.manifest == manifest && $0.generator == generator }
    }

    /// The record with `entry` in place of the one for the same manifest and generator.
    package func replacing(_ entry: RecordEntry) -> GenerationRecord {
        GenerationRecord(entries: entries.filter { $0.key != entry.key } + [entry], bases: bases)
    }

    /// Every file, by path (the last entry wins a path two entries list).
    package var filesByPath: [String: RecordedFile] {
        var files: [String: RecordedFile] = [:]
        for entry in entries { for file in entry.files { files[file.path] = file } }
        return files
    }

    /// The fingerprints of every base the record needs.
    package var baseHashes: Set<ContentHash> {
        Set(entries.flatMap { $0.files.filter { $0.owner == .user }.map(\.hash) })
    }

    /// Reads the record in an output directory, with the bases it needs; `nil` when there is none.
    ///
    /// - Throws: ``GeneratorError`` located in the record or the bases for text that is not what this version reads
    ///   (edited into nonsense, cut short, or written by a newer intentflow), or when it cannot be read.
    ///   `workingDirectory` is where messages show the path from.
    package static func load(in output: URL, shownFrom workingDirectory: URL) throws(GeneratorError)
        -> GenerationRecord?
    {
        let url = output.appendingPathComponent(path)
        let shown = RelativePath.shown(url, from: workingDirectory)
        guard let text = try text(at: url, shownAs: shown, naming: "the record") else { return nil }
        var record = try RecordFormat.parse(text, path: shown)
        record.bases = try BaseBundle.load(in: output, needed: record.baseHashes, shownFrom: workingDirectory)
        return record
    }

    /// The text of a file of the record; `nil` when there is none.
    ///
    /// - Throws: ``GeneratorError`` when it cannot be read or is not UTF-8 text (`what` names it).
    static func text(at url: URL, shownAs shown: String, naming what: String) throws(GeneratorError) -> String? {
        let read: DiskFile
        do {
            read = try DiskFile.read(url, shownAs: shown)
        } catch {
            throw GeneratorError(error)
        }
        switch read {
        case .missing: return nil
        case .notText:
            throw GeneratorError(
                "\(what) is not UTF-8 text", at: SourceLocation(file: shown, line: 1, column: 1), rule: "record.invalid"
            )
        case .text(let text): return text
        }
    }
}
