#if canImport(FoundationEssentials)
import FoundationEssentials
import IntentFlowProject
#else
import Foundation
#endif

/// What a run will do to every file it produced, decided entirely in memory before anything is written.
///
/// A plan compares each ``RenderedFile`` with the file on disk and applies its ownership: generator-owned files are
/// rewritten unless someone edited them by hand, user-owned files keep everything but their marked regions, block
/// files keep everything but their `intentflow` block. The result is a list of ``PlannedFile``s with a status each;
/// ``FilePlanWriter`` carries it out. Feature code, agent instruction files and ai-context bundles all take this road.
///
/// ```swift
/// let plan = try FilePlan(root: outputURL, files: rendered, options: .init(force: false))
/// if plan.hasConflicts { /* report plan.conflicts, exit 1 */ }
/// try FilePlanWriter().write(plan)
/// ```
package struct FilePlan: Hashable, Sendable {
    /// Choices that change how existing files are treated.
    package struct Options: Hashable, Sendable {
        /// Overwrite what would otherwise be a conflict. User-owned files are never overwritten.
        package var force: Bool
        /// Append the block to a block-owned file that exists without one, instead of reporting a conflict.
        package var adopt: Bool

        /// Creates options.
        package init(force: Bool = false, adopt: Bool = false) {
            self.force = force
            self.adopt = adopt
        }
    }

    /// The output directory.
    package var root: OutputDirectory
    /// Every file, in the order the generator produced them.
    package var files: [PlannedFile]
    /// Staging files a killed run left beside the plan's files (relative paths): writing removes them, and until
    /// then the tree is not as a clean run leaves it, so ``hasChanges`` is true.
    package var leftovers: [String] = []
    /// Files of the record of what was generated (``GenerationRecord``): written in the same step as ``files`` but
    /// not counted or reported with them, since they follow from the files.
    package var recordFiles: [PlannedFile] = []
    /// How the writer brings the record up to date with entries another run wrote meanwhile, under the lock.
    package var recordRefresh: RecordRefresh?
    /// Files the run removes (pruned orphans, bases no longer needed), after every write succeeded.
    package var removals: [PlannedRemoval] = []

    /// Plans the given files against the output directory.
    ///
    /// - Throws: ``FilePlanError`` for a path that is not allowed or reaches outside `root`, two files with the same
    ///   path, a file that cannot be read, or a rendered file whose own markers are broken.
    package init(root: URL, files rendered: [RenderedFile], options: Options = Options()) throws(FilePlanError) {
        let output = OutputDirectory(root)
        self.root = output
        // Files are planned in order up to the first path given twice, so the first error in the files' order is the
        // one thrown.
        var seen = Set<String>()
        let repeated = rendered.firstIndex { !seen.insert($0.path).inserted }
        let unique = rendered[..<(repeated ?? rendered.count)]
        var planned: [PlannedFile] = []
        planned.reserveCapacity(unique.count)
        for file in unique {
            planned.append(try Self.plan(file, in: output, options: options))
        }
        if let repeated {
            throw FilePlanError(.duplicatePath, path: rendered[repeated].path, "two files of the run have this path")
        }
        files = LinkedFiles.resolve(planned)
        leftovers = StagingFile.leftovers(below: output.path, forFilesAt: planned.map(\.path))
    }

    /// Plans one rendered file against what is on disk at its place in `root`.
    private static func plan(
        _ file: RenderedFile, in root: OutputDirectory, options: Options
    ) throws(FilePlanError) -> PlannedFile {
        let location = try root.path(of: file.path)
        let previous = try read(location, path: file.path)
        let conventions = TextConventions(of: previous ?? nil)
        var result = try plan(
            file, at: location, previous: previous.map { $0.map(conventions.normalized) }, options: options)
        if conventions != TextConventions(of: nil) { result.restore(conventions, previous: previous ?? nil) }
        return result
    }

    /// Creates a plan from files already planned (for tools that combine plans).
    package init(root: OutputDirectory, files: [PlannedFile], leftovers: [String] = []) {
        self.root = root
        self.files = files
        self.leftovers = leftovers
    }

    /// The files that are refused.
    package var conflicts: [PlannedFile] { files.filter { $0.status == .conflict } }
    /// Whether any file is refused.
    package var hasConflicts: Bool { files.contains { $0.status == .conflict } }
    /// The files that will be written.
    package var writes: [PlannedFile] { files.filter { $0.status.isWrite } }
    /// Whether running the plan would change anything on disk (or is refused).
    package var hasChanges: Bool {
        !leftovers.isEmpty || files.contains { $0.status.isWrite || $0.status == .conflict }
    }

    /// How many files have a status.
    package func count(_ status: FileStatus) -> Int { files.reduce(0) { $0 + ($1.status == status ? 1 : 0) } }

    /// A one-line summary such as `2 created, 1 updated, 3 unchanged`, listing only statuses that occur.
    package var summary: String {
        var counts: [FileStatus: Int] = [:]
        for file in files { counts[file.status, default: 0] += 1 }
        let parts = FileStatus.allCases.compactMap { status -> String? in
            counts[status].map { "\($0) \(status.rawValue)" }
        }
        let leftover = leftovers.isEmpty ? [] : ["\(leftovers.count) staging file(s) left by an interrupted run"]
        return parts.isEmpty && leftover.isEmpty ? "no files" : (parts + leftover).joined(separator: ", ")
    }

    /// The file's text (`.some(nil)` when it does not exist), or `.none` when it is not UTF-8 text.
    private static func read(_ location: String, path: String) throws(FilePlanError) -> String?? {
        switch try DiskFile.read(atPath: location, shownAs: path) {
        case .missing: .some(nil)
        case .text(let text): .some(text)
        case .notText: .none
        }
    }

    private static func plan(
        _ file: RenderedFile, at location: String, previous read: String??, options: Options
    ) throws(FilePlanError) -> PlannedFile {
        if file.owner == .entries {
            return try StructuredEntries.plan(
                file, at: URL(fileURLWithPath: location, isDirectory: false), previous: read)
        }
        let desired = file.initialContents
        func planned(_ status: FileStatus, _ contents: String, note: String? = nil, forceable: Bool = true)
            -> PlannedFile
        {
            PlannedFile(
                path: file.path, location: location, owner: file.owner, status: status, contents: contents,
                previous: read ?? nil, note: note, isResolvedByForce: forceable)
        }
        func conflict(_ reason: String) -> PlannedFile {
            options.force
                ? planned(.updated, desired, note: "forced: \(reason)")
                : planned(.conflict, desired, note: reason)
        }
        guard let maybeText = read else { return conflict("exists and is not UTF-8 text") }
        guard let existing = maybeText else { return try checkedNew(file, planned(.created, desired)) }
        if existing == desired { return planned(.unchanged, existing) }

        switch file.owner {
        case .generator:
            guard let parsed = GeneratedHeader.parse(existing) else {
                return conflict(
                    file.comment == .none
                        ? "differs from what would be generated and has no header to tell whether it was edited"
                        : "exists and was not generated by intentflow (no intentflow header)")
            }
            guard parsed.isIntact else { return conflict("generated file was edited by hand") }
            return planned(.updated, desired)

        case .user:
            let source = try renderedRegions(of: file)
            guard !source.regions.isEmpty else { return planned(.kept, existing) }
            let onDisk: MarkedRegions
            do {
                onDisk = try MarkedRegions(existing, markdown: file.comment == .html)
            } catch {
                return planned(
                    .conflict, existing, note: "region markers on disk are broken: \(error)", forceable: false)
            }
            let (text, changed) = onDisk.updating(from: source)
            guard !changed.isEmpty else { return planned(.kept, existing) }
            return planned(.updated, text, note: "regions updated: \(changed.joined(separator: ", "))")

        case .block:
            let source = try renderedRegions(of: file, stamped: true)
            guard let block = source.region(named: "") else {
                throw FilePlanError(.renderedMarkers, path: file.path, "a block-owned file has no intentflow block")
            }
            let onDisk: MarkedRegions
            do {
                onDisk = try MarkedRegions(existing, markdown: file.comment == .html)
            } catch {
                // Not even --force: where the block ends is unknown, and the text around it is the user's.
                return planned(
                    .conflict, existing, note: "intentflow block markers on disk are broken: \(error)", forceable: false
                )
            }
            if let onDiskBlock = onDisk.region(named: "") {
                let (text, changed) = onDisk.updating(from: source)
                guard !changed.isEmpty else { return planned(.unchanged, existing) }
                guard BlockFingerprint.isEdited(onDisk, block: onDiskBlock) else { return planned(.updated, text) }
                // Only the block is replaced, even when forced: the text around it is the user's.
                let reason = "the intentflow block was edited by hand (its intentflow:hash no longer matches)"
                return options.force
                    ? planned(.updated, text, note: "forced: \(reason)") : planned(.conflict, text, note: reason)
            }
            if options.adopt || options.force {
                let separator =
                    existing.isEmpty ? "" : existing.hasSuffix("\n\n") ? "" : existing.hasSuffix("\n") ? "\n" : "\n\n"
                return planned(
                    .updated, existing + separator + source.markedText(of: block), note: "adopted: block appended")
            }
            return conflict("exists without an intentflow block (adopt appends one)")
        case .entries:
            return try StructuredEntries.plan(
                file, at: URL(fileURLWithPath: location, isDirectory: false), previous: read)
        }
    }

    /// The regions of the rendered text; `stamped`: of the text a new file gets (a block with its fingerprint).
    private static func renderedRegions(of file: RenderedFile, stamped: Bool = false) throws(FilePlanError)
        -> MarkedRegions
    {
        do {
            return try MarkedRegions(stamped ? file.initialContents : file.contents, markdown: file.comment == .html)
        } catch {
            throw FilePlanError(
                .renderedMarkers, path: file.path, "the rendered file's region markers are broken: \(error)")
        }
    }

    /// A new file is written whole, but its own markers must still be sound, or the next run could not update it.
    private static func checkedNew(_ file: RenderedFile, _ planned: PlannedFile) throws(FilePlanError) -> PlannedFile {
        switch file.owner {
        case .generator, .entries: break
        case .user:
            // Most new files hold no marker at all: one search of the text, not a split into lines.
            if MarkedRegions.mentionsMarker(file.contents) { _ = try renderedRegions(of: file) }
        case .block:
            guard try renderedRegions(of: file).region(named: "") != nil else {
                throw FilePlanError(.renderedMarkers, path: file.path, "a block-owned file has no intentflow block")
            }
        }
        return planned
    }
}
