#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The record's read-modify-write finished under the output lock: the entries another run wrote into the record
/// after this run read it are kept.
///
/// A run reads the record when it plans and writes it once it holds the lock. Two runs of different manifests into
/// one output both read a record without the other's entry; the second to write would drop the first's. So the
/// writer, holding the lock, reads the record again and adds every entry it finds that this run neither read nor
/// wrote (with the bases they name), then plans the record's files against the disk as it is now.
package struct RecordRefresh: Hashable, Sendable {
    /// The output directory.
    var root: URL
    /// The keys of the entries the run read (``RecordEntry/key``): those it dropped stay dropped.
    var seen: Set<String>
    /// The record the run writes.
    var ours: GenerationRecord

    /// The record files to write, planned against the record on disk now; `nil` when nobody else changed it (the
    /// files planned before stand). A record that cannot be read now is left to the writer's check.
    func files() -> [PlannedFile]? {
        guard let disk = try? GenerationRecord.load(in: root, shownFrom: root) else { return nil }
        let ourKeys = Set(ours.entries.map(\.key))
        let added = disk.entries.filter { !seen.contains($0.key) && !ourKeys.contains($0.key) }
        guard !added.isEmpty else { return nil }
        var merged = GenerationRecord(entries: ours.entries + added)
        let texts = ours.bases.texts.merging(disk.bases.texts) { own, _ in own }
        merged.bases = BaseBundle(texts: texts.filter { merged.baseHashes.contains($0.key) })
        let record = planned(GenerationRecord.path, RecordFormat.render(merged))
        return merged.bases.isEmpty ? [record] : [record, planned(BaseBundle.path, merged.bases.rendered())]
    }

    /// A file of the record, planned against what is on disk.
    private func planned(_ path: String, _ contents: String) -> PlannedFile {
        let url = root.appendingPathComponent(path)
        var previous: String?
        if case .text(let text)? = try? DiskFile.read(url, shownAs: path) { previous = text }
        let status: FileStatus = previous == nil ? .created : previous == contents ? .unchanged : .updated
        return PlannedFile(
            path: path, url: url, owner: .generator, status: status, contents: contents, previous: previous)
    }
}
