#if canImport(FoundationEssentials)
import FoundationEssentials
import IntentFlowProject
#else
import Foundation
#endif

/// Builds a ``RecordedPlan`` manifest by manifest: records each file, merges or flags user-owned files whose
/// generated text changed, and finds what the record lists that the run no longer generates.
struct RecordBuilder {
    private(set) var plan: FilePlan
    /// The record's entries by manifest and generator (``RecordEntry/key``): the previous record's, replaced one by
    /// one as manifests are added (a dictionary, not the record's sorted list, so adding is not linear in its size).
    private var entries: [String: RecordEntry]
    private(set) var upgrades: [UserFileUpgrade] = []
    private(set) var orphans: [Orphan] = []
    private(set) var removals: [PlannedRemoval] = []
    private let previousFiles: [String: RecordedFile]
    private let options: RecordedPlan.Options
    private let planIndex: [String: Int]
    /// The output directory's path components with symbolic links resolved, worked out once for every manifest.
    private let resolvedRoot: [String]
    /// The text of every base this run knows (it rendered it, or the record had it), by fingerprint.
    private var bases: [ContentHash: String]
    /// The fingerprint of each planned file's text as planned, by plan index, worked out up front: the
    /// builder never changes a generated file's text, and a new user-owned file's is what was rendered.
    private let plannedHashes: [ContentHash]
    /// The resolved path components of each directory manifests were found in: most runs read every manifest from
    /// one directory, which is resolved once.
    private var manifestDirectories: [String: [String]] = [:]
    /// The identity of each planned file that exists, worked out once the first orphan asks: an orphan that is one
    /// of them under another path (reached twice through a link) is current, not left over.
    private var plannedIdentities: Set<FileIdentity>?

    init(plan: FilePlan, previous: GenerationRecord, options: RecordedPlan.Options) {
        self.plan = plan
        entries = Dictionary(previous.entries.map { ($0.key, $0) }, uniquingKeysWith: { _, last in last })
        self.options = options
        previousFiles = previous.filesByPath
        bases = previous.bases.texts
        resolvedRoot = RelativePath.resolvedComponents(of: plan.root.url)
        planIndex = Dictionary(plan.files.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
        plannedHashes = plan.files.map { ContentHash($0.contents) }
    }

    private var root: URL { plan.root.url }

    /// The record the run writes, with the bases it names as far as the run knows their text.
    var record: GenerationRecord {
        var record = GenerationRecord(entries: Array(entries.values))
        var texts: [ContentHash: String] = [:]
        for hash in record.baseHashes {
            if let text = bases[hash] { texts[hash] = text }
        }
        record.bases = BaseBundle(texts: texts)
        return record
    }

    /// Records what one manifest generated.
    mutating func add(_ manifest: RenderedManifest, pack: PackStamp, generator: String) {
        let manifestPath = RelativePath.from(resolvedRoot, toComponents: resolvedComponents(of: manifest.url))
        var files: [RecordedFile] = []
        for file in manifest.files {
            guard let index = planIndex[file.path] else { continue }
            files.append(file.owner == .user ? recordUserFile(file, at: index) : recordGeneratedFile(at: index))
        }
        let produced = Set(manifest.files.map(\.path))
        let entry = RecordEntry(
            manifest: manifestPath, generator: generator, pack: pack, parameters: manifest.parameters, files: [])
        for old in entries[entry.key]?.files ?? [] where !produced.contains(old.path) && planIndex[old.path] == nil {
            if let kept = orphan(old) { files.append(kept) }
        }
        entries[entry.key] = RecordEntry(
            manifest: manifestPath, generator: generator, pack: pack, parameters: manifest.parameters, files: files)
    }

    /// The path components of a manifest's location with symbolic links resolved; its directory's come from
    /// ``manifestDirectories`` unless the manifest itself is a link.
    private mutating func resolvedComponents(of url: URL) -> [String] {
        // Path strings, not URLs: this runs once per manifest.
        let path = url.standardizedFileURL.path
        guard !OutputDirectory.isSymbolicLink(path), let (directory, name) = OutputDirectory.split(path) else {
            return RelativePath.resolvedComponents(of: url)
        }
        if let known = manifestDirectories[directory] { return known + [String(name)] }
        let resolved = RelativePath.resolvedComponents(of: URL(fileURLWithPath: directory.isEmpty ? "/" : directory))
        manifestDirectories[directory] = resolved
        return resolved + [String(name)]
    }

    /// A generator- or block-owned file: recorded with the fingerprint of what it holds after the run.
    private func recordGeneratedFile(at index: Int) -> RecordedFile {
        let planned = plan.files[index]
        return RecordedFile(path: planned.path, owner: planned.owner, hash: plannedHashes[index])
    }

    /// A user-owned file: recorded with its base, merged first when `--update` asks and its generated text changed.
    ///
    /// Only what the file does not hold yet counts as a change (``PendingUpgrade``): when it already holds every
    /// change since its base (a case `--add-missing` inserted), the base moves on to what is generated now, silently,
    /// so that change is never reported or merged again.
    private mutating func recordUserFile(_ file: RenderedFile, at index: Int) -> RecordedFile {
        let theirs = file.contents
        let planned = plan.files[index]
        let generated = planned.contents == theirs ? plannedHashes[index] : ContentHash(theirs)
        guard planned.previous != nil, let recorded = previousFiles[file.path], recorded.owner == .user,
            recorded.hash != generated, planned.status != .conflict
        else {
            // New, or never recorded (adopted as generated now), or current: the base is what is generated now.
            bases[generated] = theirs
            return RecordedFile(path: file.path, owner: .user, hash: generated)
        }
        let conventions = TextConventions(of: planned.contents)
        let ours = conventions.normalized(planned.contents)
        let pending = bases[recorded.hash].map {
            PendingUpgrade(base: $0, ours: ours, theirs: theirs, traceCases: options.traceCases[file.path] ?? [])
        }
        if pending?.isEmpty == true {
            bases[generated] = theirs
            return RecordedFile(path: file.path, owner: .user, hash: generated)
        }
        guard options.update else {
            upgrades.append(UserFileUpgrade(path: file.path, outcome: .outdated, pending: pending?.summary))
            return recorded
        }
        guard let base = bases[recorded.hash], let pending else {
            upgrades.append(UserFileUpgrade(path: file.path, outcome: .baseMissing))
            return recorded
        }
        // Only the pending changes are merged: one the file already holds elsewhere would conflict or be doubled.
        let merge = ThreeWayMerge(base: base, ours: ours, theirs: pending.theirs)
        if merge.text != ours {
            plan.files[index].status = .updated
            plan.files[index].contents = conventions.restored(merge.text)
            plan.files[index].note =
                merge.isClean
                ? "merged the generator's changes, --update"
                : "merged with \(merge.conflicts) conflict(s) marked <<<<<<< ours … >>>>>>> theirs, --update"
        }
        upgrades.append(
            UserFileUpgrade(path: file.path, outcome: merge.isClean ? .merged : .conflicted(merge.conflicts)))
        bases[generated] = theirs
        return RecordedFile(path: file.path, owner: .user, hash: generated)
    }

    /// A file the run no longer generates; what stays in the record (`nil` once it is gone or pruned).
    private mutating func orphan(_ file: RecordedFile) -> RecordedFile? {
        // A path through a symbolic link that leaves the output directory is neither read nor removed: kept as it is.
        guard let url = try? OutputDirectory(root).location(of: file.path) else { return file }
        guard let disk = try? DiskFile.read(url, shownAs: file.path), disk != .missing else { return nil }
        // The same file as one this run plans, under another name (`Sources` a link to the root): it is that file,
        // recorded under its planned path, and neither listed nor removed.
        if let identity = FileIdentity(path: url.path), isPlanned(identity) { return nil }
        guard file.owner == .generator else {
            orphans.append(Orphan(path: file.path, owner: file.owner, state: .userOwned))
            return file
        }
        guard case .text(let text) = disk, ContentHash(text) == file.hash, GeneratedHeader.parse(text)?.isIntact == true
        else {
            orphans.append(Orphan(path: file.path, owner: file.owner, state: .edited))
            return file
        }
        guard options.prune else {
            orphans.append(Orphan(path: file.path, owner: file.owner, state: .removable))
            return file
        }
        orphans.append(Orphan(path: file.path, owner: file.owner, state: .removed))
        removals.append(PlannedRemoval(path: file.path, url: url, contents: text))
        return nil
    }

    /// Whether `identity` is a file this run plans (``plannedIdentities``, read once).
    private mutating func isPlanned(_ identity: FileIdentity) -> Bool {
        if plannedIdentities == nil {
            plannedIdentities = Set(plan.files.compactMap { FileIdentity(path: $0.location) })
        }
        return plannedIdentities?.contains(identity) ?? false
    }

    /// The record (``record``, built once by the caller) and the bundle of the bases it needs that the run knows,
    /// each planned against the disk. With no base to keep, there is no bundle (one left on disk is removed,
    /// ``unusedBases(of:)``).
    func recordFiles(of record: GenerationRecord) -> [PlannedFile] {
        let files = [planned(GenerationRecord.path, RecordFormat.render(record))]
        return record.bases.isEmpty ? files : files + [planned(BaseBundle.path, record.bases.rendered())]
    }

    /// Base files the run no longer needs on disk: the directory of bases earlier versions wrote, now that the
    /// bundle holds them, and the bundle itself when no base is left to keep.
    func unusedBases(of record: GenerationRecord) -> [PlannedRemoval] {
        var removals = LegacyBases.removals(in: root)
        let url = root.appendingPathComponent(BaseBundle.path)
        if record.bases.isEmpty, case .text(let text)? = try? DiskFile.read(url, shownAs: BaseBundle.path) {
            removals.append(PlannedRemoval(path: BaseBundle.path, url: url, contents: text))
        }
        return removals
    }

    /// A file of the record, planned against what is on disk.
    private func planned(_ path: String, _ contents: String) -> PlannedFile {
        let url = root.appendingPathComponent(path)
        let previous: String?
        switch try? DiskFile.read(url, shownAs: path) {
        case .text(let text)?: previous = text
        default: previous = nil
        }
        let status: FileStatus = previous == nil ? .created : previous == contents ? .unchanged : .updated
        return PlannedFile(
            path: path, url: url, owner: .generator, status: status, contents: contents, previous: previous)
    }
}
