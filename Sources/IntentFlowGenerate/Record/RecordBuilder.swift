import Foundation

/// Builds a ``RecordedPlan`` manifest by manifest: records each file, merges or flags person-owned files whose
/// generated text changed, and finds what the record lists that the run no longer generates.
struct RecordBuilder {
    private(set) var plan: FilePlan
    private(set) var record: GenerationRecord
    private(set) var upgrades: [PersonFileUpgrade] = []
    private(set) var orphans: [Orphan] = []
    private(set) var removals: [PlannedRemoval] = []
    private let previousFiles: [String: RecordedFile]
    private let options: RecordedPlan.Options
    private let planIndex: [String: Int]
    /// The text of every base this run knows (it rendered it), by fingerprint.
    private var bases: [ContentHash: String] = [:]

    init(plan: FilePlan, previous: GenerationRecord, options: RecordedPlan.Options) {
        self.plan = plan
        self.record = previous
        self.options = options
        previousFiles = previous.filesByPath
        planIndex = Dictionary(plan.files.enumerated().map { ($1.path, $0) }, uniquingKeysWith: { first, _ in first })
    }

    private var root: URL { plan.root.url }

    /// Records what one manifest generated.
    mutating func add(_ manifest: RenderedManifest, pack: PackStamp, generator: String) {
        let manifestPath = RelativePath.from(root, to: manifest.url)
        var files: [RecordedFile] = []
        for file in manifest.files {
            guard let index = planIndex[file.path] else { continue }
            files.append(file.owner == .user ? recordPersonFile(file, at: index) : recordGeneratedFile(at: index))
        }
        let produced = Set(manifest.files.map(\.path))
        let previous = record.entry(manifest: manifestPath, generator: generator)
        for old in previous?.files ?? [] where !produced.contains(old.path) && planIndex[old.path] == nil {
            if let kept = orphan(old) { files.append(kept) }
        }
        record = record.replacing(
            RecordEntry(
                manifest: manifestPath, generator: generator, pack: pack, parameters: manifest.parameters,
                files: files))
    }

    /// A generator- or block-owned file: recorded with the fingerprint of what it holds after the run.
    private func recordGeneratedFile(at index: Int) -> RecordedFile {
        let planned = plan.files[index]
        return RecordedFile(path: planned.path, owner: planned.owner, hash: ContentHash(planned.contents))
    }

    /// A person-owned file: recorded with its base, merged first when `--update` asks and its generated text changed.
    private mutating func recordPersonFile(_ file: RenderedFile, at index: Int) -> RecordedFile {
        let theirs = file.contents
        let generated = ContentHash(theirs)
        let planned = plan.files[index]
        guard planned.previous != nil, let recorded = previousFiles[file.path], recorded.owner == .user,
            recorded.hash != generated, planned.status != .conflict
        else {
            // New, or never recorded (adopted as generated now), or current: the base is what is generated now.
            bases[generated] = theirs
            return RecordedFile(path: file.path, owner: .user, hash: generated)
        }
        guard options.update else {
            upgrades.append(PersonFileUpgrade(path: file.path, outcome: .outdated))
            return recorded
        }
        guard let base = GenerationRecord.base(recorded.hash, in: root) else {
            upgrades.append(PersonFileUpgrade(path: file.path, outcome: .baseMissing))
            return recorded
        }
        let conventions = TextConventions(of: planned.contents)
        let ours = conventions.normalized(planned.contents)
        let merge = ThreeWayMerge(base: base, ours: ours, theirs: theirs)
        if merge.text != ours {
            plan.files[index].status = .updated
            plan.files[index].contents = conventions.restored(merge.text)
            plan.files[index].note = merge.isClean
                ? "merged the generator's changes, --update"
                : "merged with \(merge.conflicts) conflict(s) marked <<<<<<< ours … >>>>>>> theirs, --update"
        }
        upgrades.append(PersonFileUpgrade(path: file.path, outcome: merge.isClean ? .merged : .conflicted(merge.conflicts)))
        bases[generated] = theirs
        return RecordedFile(path: file.path, owner: .user, hash: generated)
    }

    /// A file the run no longer generates; what stays in the record (`nil` once it is gone or pruned).
    private mutating func orphan(_ file: RecordedFile) -> RecordedFile? {
        let url = root.appendingPathComponent(file.path)
        guard let disk = try? DiskFile.read(url, shownAs: file.path), disk != .missing else { return nil }
        guard file.owner == .generator else {
            orphans.append(Orphan(path: file.path, owner: file.owner, state: .personOwned))
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

    /// The record and the bases it needs that the run knows, each planned against the disk.
    func recordFiles() -> [PlannedFile] {
        var files = [planned(GenerationRecord.path, RecordFormat.render(record))]
        for hash in record.baseHashes.sorted(by: { $0.value < $1.value }) {
            guard let text = bases[hash] else { continue }
            files.append(planned(GenerationRecord.basePath(hash), text))
        }
        return files
    }

    /// Bases on disk the record no longer names.
    func unusedBases() -> [PlannedRemoval] {
        let directory = root.appendingPathComponent(GenerationRecord.basesDirectory)
        let needed = Set(record.baseHashes.map(\.description))
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().compactMap { name in
            guard !needed.contains(name), let hash = ContentHash(hex: name) else { return nil }
            let url = directory.appendingPathComponent(name)
            guard case .text(let text)? = try? DiskFile.read(url, shownAs: name), ContentHash(text) == hash else {
                return nil
            }
            return PlannedRemoval(path: GenerationRecord.basePath(hash), url: url, contents: text)
        }
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
        return PlannedFile(path: path, url: url, owner: .generator, status: status, contents: contents, previous: previous)
    }
}
