import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// Carries out a ``FilePlan``: writes its created and updated files, and nothing else.
///
/// Writing happens in phases so that a failure leaves the disk as it was, and so that nothing anyone wrote is lost:
/// 1. The output directory is locked (``OutputLock``): a second run into it waits for this one.
/// 2. Staging files an interrupted run left beside the plan's files and its record are removed (``StagingFile``).
/// 3. The record is read again and entries another run wrote since planning are kept (``RecordRefresh``); every
///    file is written to a staging file beside its target (creating the directories it needs).
/// 4. Every target is read again and compared with what the plan saw: a file edited since planning is a conflict,
///    and nothing is renamed.
/// 5. Each staging file is renamed over its target — atomic, a reader sees the old file or the new one — after its
///    target is compared once more, immediately before.
/// If anything fails before the renames, the staging files and the directories this run created (only those, and
/// only when empty) are removed. Unchanged and kept files are not touched, so their modification times stay.
package struct FilePlanWriter: Sendable {
    /// How long a run waits for another run writing into the same output directory.
    package var lockTimeout: Duration
    /// Called once the plan's places are checked and their directories made, before the first staging file is
    /// opened: where a test swaps a directory for a link, as a racing attacker would.
    package var afterChecks: (@Sendable () -> Void)?

    /// Creates a writer that waits at most `lockTimeout` for another run into the same directory.
    package init(lockTimeout: Duration = .seconds(60)) {
        self.lockTimeout = lockTimeout
    }

    /// Writes the plan's created and updated files and returns them.
    ///
    /// - Throws: ``FilePlanError`` with kind `conflicts` when the plan has conflicts or a file changed on disk since
    ///   planning (nothing is written), or `io` when a file cannot be written (nothing is written, unless a rename
    ///   fails after staging).
    @discardableResult
    package func write(_ plan: FilePlan) throws(FilePlanError) -> [PlannedFile] {
        if plan.hasConflicts {
            let paths = plan.conflicts.map(\.path).joined(separator: ", ")
            throw FilePlanError(.conflicts, path: plan.root.path, "refusing to write: conflicts in \(paths)")
        }
        let writes = plan.writes + plan.recordFiles.filter(\.status.isWrite)
        guard !writes.isEmpty || !plan.leftovers.isEmpty || !plan.removals.isEmpty else { return [] }
        try Self.stopIfCancelled(plan.root.path)
        var directories = DirectoryMaker()
        try directories.make([plan.root.path])
        try OutputLock.holding(plan.root.url, timeout: lockTimeout) { () throws(FilePlanError) in
            try writeLocked(writes, of: plan, directories: &directories)
        }
        return plan.writes
    }

    /// The phases after the lock is taken.
    private func writeLocked(
        _ writes: [PlannedFile], of plan: FilePlan, directories: inout DirectoryMaker
    ) throws(FilePlanError) {
        let paths = (plan.files + plan.recordFiles).map(\.path)
        for leftover in StagingFile.leftovers(below: plan.root.path, forFilesAt: paths) {
            unlink(plan.root.path + "/" + leftover)
        }
        var writes = writes
        if let refreshed = plan.recordRefresh?.files() {
            // Another run wrote the record since this one read it: its entries are kept (``RecordRefresh``).
            let recordPaths = Set(plan.recordFiles.map(\.path))
            writes = writes.filter { !recordPaths.contains($0.path) } + refreshed.filter(\.status.isWrite)
        }
        var staged: [Staged] = []
        // Every file is opened relative to a directory reached from here without links: a directory swapped for a
        // link after the checks is refused, never written through.
        directories.boundary = ProjectRoot(plan.root.url, name: "the output directory")
        do throws(FilePlanError) {
            staged = try stage(writes, in: plan.root, directories: &directories)
            try Self.checkTargets(staged)
            for removal in plan.removals { try Self.check(removal) }
            // The last moment a cancelled run can stop whole: after the first rename it finishes what it began.
            try Self.stopIfCancelled(plan.root.path)
        } catch {
            for file in staged { unlink(file.temporary) }
            for directory in directories.created.reversed() { rmdir(directory) }
            throw error
        }
        try rename(staged, below: directories.boundary)
        try remove(plan.removals, below: plan.root.url)
    }

    /// Throws ``FilePlanError/Kind/cancelled`` when the task running this write was cancelled: a caller that gave up
    /// on the run (the MCP server answered it already) must not see its files change afterwards.
    static func stopIfCancelled(_ root: String) throws(FilePlanError) {
        guard Task.isCancelled else { return }
        throw FilePlanError(.cancelled, path: root, "the run was cancelled; nothing was written")
    }

    /// Throws a conflict unless a file to remove still holds what the plan read (or is already gone).
    private static func check(_ removal: PlannedRemoval) throws(FilePlanError) {
        let now = try DiskFile.read(removal.url, shownAs: removal.path)
        guard now != .missing, now != .text(removal.contents) else { return }
        throw FilePlanError(
            .conflicts, path: removal.path, "changed on disk while intentflow was running; it was not removed")
    }

    /// Removes files after the writes, checking each once more just before, and then the directories they leave
    /// empty (never the output directory itself).
    private func remove(_ removals: [PlannedRemoval], below root: URL) throws(FilePlanError) {
        for removal in removals {
            try Self.check(removal)
            guard unlink(removal.url.path) == 0 || errno == ENOENT else {
                throw FilePlanError(.io, path: removal.path, "cannot be removed (\(String(cString: strerror(errno))))")
            }
            var directory = removal.url.deletingLastPathComponent().standardizedFileURL
            let rootPath = root.standardizedFileURL.path
            while ProjectRoot.relative(directory.path, below: rootPath)?.isEmpty == false, rmdir(directory.path) == 0 {
                directory = directory.deletingLastPathComponent()
            }
        }
    }

    /// A file written to its staging location, waiting to be renamed over its target.
    private struct Staged {
        var temporary: String
        var target: String
        var file: PlannedFile

        /// Throws a conflict unless the target still holds what the plan saw (or already what this run writes).
        func checkTarget() throws(FilePlanError) {
            let now = try DiskFile.read(atPath: target, shownAs: file.path)
            // A file planned as `updated` with no previous text is one `--force` replaces although it is not text.
            let seen: DiskFile =
                file.previous == nil && file.status == .updated ? .notText : DiskFile(previous: file.previous)
            guard now != seen, now != .text(file.contents) else { return }
            throw FilePlanError(
                .conflicts, path: file.path,
                "changed on disk while intentflow was running; nothing of it was overwritten — run again to see the "
                    + "change"
            )
        }
    }

    /// Writes every file to its staging location. Each target is checked again and each staging file written; the
    /// directories they need are made in between (``DirectoryMaker``). On a failure the staging
    /// files written are removed and the first error in the files' order is thrown.
    private func stage(
        _ writes: [PlannedFile], in root: OutputDirectory, directories: inout DirectoryMaker
    ) throws(FilePlanError) -> [Staged] {
        let run = StagingFile.runName()
        // The disk may have changed since planning: check each location again.
        let targets = writes.map { write in
            Result { () throws(FilePlanError) in try root.path(of: write.path) }
        }
        // The files up to the first whose place is refused; their directories are made, then that error thrown.
        var placed: [Staged] = []
        placed.reserveCapacity(writes.count)
        var failure: FilePlanError?
        for (file, target) in zip(writes, targets) {
            do throws(FilePlanError) {
                let target = try target.get()
                placed.append(
                    Staged(temporary: StagingFile.location(for: target, run: run), target: target, file: file))
            } catch {
                failure = error
                break
            }
        }
        try directories.make(placed.lazy.map { DirectoryMaker.directory(of: $0.target) })
        if let failure { throw failure }
        afterChecks?()
        let staged = placed
        let boundary = directories.boundary
        let written = staged.map { file -> FilePlanError? in
            // A target planning saw missing has no mode to keep; should one appear, checkTarget refuses it.
            let replaces = file.file.status != .created || file.file.previous != nil
            do throws(FilePlanError) {
                let directory = try Self.openDirectory(of: file, below: boundary)
                try Self.writeNewFile(
                    file.file.contents, at: file.temporary, in: directory, keepingModeOf: replaces ? file.target : nil,
                    shownAs: file.file.path)
                return nil
            } catch {
                return error
            }
        }
        if let error = written.lazy.compactMap({ $0 }).first {
            for (file, error) in zip(staged, written) where error == nil { unlink(file.temporary) }
            throw error
        }
        return staged
    }

    /// Throws the first conflict among the staged files' targets, in the files' order.
    private static func checkTargets(_ staged: [Staged]) throws(FilePlanError) {
        for file in staged { try file.checkTarget() }
    }

    /// Renames every staged file into place, checking each target once more just before; stops at the first that
    /// cannot be, removing the staging files not yet renamed.
    private func rename(_ staged: [Staged], below boundary: ProjectRoot?) throws(FilePlanError) {
        for (index, file) in staged.enumerated() {
            do throws(FilePlanError) {
                try file.checkTarget()
                let directory = try Self.openDirectory(of: file, below: boundary)
                let names = (OutputDirectory.split(file.temporary)?.name, OutputDirectory.split(file.target)?.name)
                guard let staging = names.0, let target = names.1,
                    renameat(directory.value, String(staging), directory.value, String(target)) == 0
                else {
                    throw FilePlanError(
                        .io, path: file.file.path, "cannot be renamed into place (\(String(cString: strerror(errno))))")
                }
            } catch {
                for rest in staged[index...] { unlink(rest.temporary) }
                throw FilePlanError(
                    error.kind, path: error.path, "\(error.message); \(index) of \(staged.count) files were written")
            }
        }
    }

    /// The directory that holds `file`'s target, opened below `boundary` without following a link
    /// (``ProjectRoot/openDirectory(_:creating:made:)``).
    private static func openDirectory(of file: Staged, below boundary: ProjectRoot?) throws(FilePlanError)
        -> OpenDescriptor
    {
        let directory = URL(fileURLWithPath: DirectoryMaker.directory(of: file.target), isDirectory: true)
        let opened =
            boundary.map { $0.openDirectory(directory) }
            ?? .failure(ProjectRoot.OpenFailure("the output directory is not open"))
        switch opened {
        case .success(let descriptor): return descriptor
        case .failure(let failure):
            throw FilePlanError(.outsideOutput, path: file.file.path, "cannot be written: \(failure.reason)")
        }
    }

    /// Writes `contents` to a file in `directory` that must not exist yet (`O_EXCL`, not through a link), named as
    /// `path`'s last component, with the permissions of `target`, the file it will replace, when there is one.
    /// Plain system calls: this runs once per written file.
    private static func writeNewFile(
        _ contents: String, at path: String, in directory: OpenDescriptor, keepingModeOf target: String?,
        shownAs shown: String
    ) throws(FilePlanError) {
        var info = stat()
        let replaces = target.map { stat($0, &info) == 0 } ?? false
        let name = OutputDirectory.split(path).map { String($0.name) } ?? path
        let descriptor = openat(
            directory.value, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC,
            replaces ? info.st_mode & 0o7777 : 0o666)
        guard descriptor >= 0 else {
            throw FilePlanError(.io, path: shown, "cannot be written: \(String(cString: strerror(errno)))")
        }
        var failure: Int32 = 0
        var text = contents
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count, let base = bytes.baseAddress {
                let written = systemWrite(descriptor, base + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        // The umask may have narrowed the mode at creation; a replacement keeps the old file's exactly.
        if failure == 0, replaces, fchmod(descriptor, info.st_mode & 0o7777) != 0 { failure = errno }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure != 0 {
            unlink(path)
            throw FilePlanError(.io, path: shown, "cannot be written: \(String(cString: strerror(failure)))")
        }
    }
}

/// libc's `write`, which the writer's methods of the same name hide inside the type.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
