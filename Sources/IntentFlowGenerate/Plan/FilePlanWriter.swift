import Foundation

/// Carries out a ``FilePlan``: writes its created and updated files, and nothing else.
///
/// Writing happens in two phases so that a failure leaves the disk as it was: first every file is written to a
/// temporary file beside its target (creating the directories it needs); only when all of them are written is each
/// renamed over its target, which is atomic — a reader sees the old file or the new one, never half of one. If
/// staging fails, the temporary files and the directories created for them are removed. Unchanged and kept files are
/// not touched, so their modification times stay.
public struct FilePlanWriter: Sendable {
    /// Creates a writer.
    public init() {}

    /// Writes the plan's created and updated files and returns them.
    ///
    /// - Throws: ``FilePlanError`` with kind `conflicts` when the plan has conflicts (nothing is written), or `io`
    ///   when a file cannot be written (nothing is written, unless a rename fails after staging).
    @discardableResult
    public func write(_ plan: FilePlan) throws(FilePlanError) -> [PlannedFile] {
        if plan.hasConflicts {
            let paths = plan.conflicts.map(\.path).joined(separator: ", ")
            throw FilePlanError(.conflicts, path: plan.root.url.path, "refusing to write: conflicts in \(paths)")
        }
        let writes = plan.writes
        guard !writes.isEmpty else { return [] }
        let fileManager = FileManager.default
        var createdDirectories: [URL] = []
        var existingDirectories: Set<String> = []
        var resolvedDirectories: [String: String] = [:]
        var staged: [(temporary: URL, target: URL, path: String)] = []

        func rollBack() {
            for file in staged { try? fileManager.removeItem(at: file.temporary) }
            for directory in createdDirectories.reversed() { try? fileManager.removeItem(at: directory) }
        }

        for file in writes {
            do throws(FilePlanError) {
                // The disk may have changed since planning: check the location again.
                let target = try plan.root.location(of: file.path, resolvedDirectories: &resolvedDirectories)
                try createDirectories(for: target, created: &createdDirectories, known: &existingDirectories)
                let temporary = target.deletingLastPathComponent()
                    .appendingPathComponent(".\(target.lastPathComponent).intentflow-\(UInt32.random(in: 0...UInt32.max))")
                try Self.writeNewFile(file.contents, at: temporary.path, keepingModeOf: target.path, shownAs: file.path)
                staged.append((temporary, target, file.path))
            } catch {
                rollBack()
                throw error
            }
        }
        for (index, file) in staged.enumerated() where rename(file.temporary.path, file.target.path) != 0 {
            let reason = String(cString: strerror(errno))
            for rest in staged[index...] { try? fileManager.removeItem(at: rest.temporary) }
            throw FilePlanError(
                .io, path: file.path,
                "cannot be renamed into place (\(reason)); \(index) of \(staged.count) files were written")
        }
        return writes
    }

    /// Writes `contents` to a file that must not exist yet (`O_EXCL`), with the permissions of the file it will
    /// replace when there is one. Plain system calls: this runs once per written file.
    private static func writeNewFile(
        _ contents: String, at path: String, keepingModeOf target: String, shownAs shown: String
    ) throws(FilePlanError) {
        var info = stat()
        let replaces = stat(target, &info) == 0
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, replaces ? info.st_mode & 0o7777 : 0o666)
        guard descriptor >= 0 else {
            throw FilePlanError(.io, path: shown, "cannot be written: \(String(cString: strerror(errno)))")
        }
        var failure: Int32 = 0
        var text = contents
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count, let base = bytes.baseAddress {
                let written = Foundation.write(descriptor, base + offset, bytes.count - offset)
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

    /// Creates the directories between the output directory and a file, remembering those it created and those it
    /// found, so each directory is looked at once per run.
    private func createDirectories(for target: URL, created: inout [URL], known: inout Set<String>)
        throws(FilePlanError)
    {
        let fileManager = FileManager.default
        var missing: [URL] = []
        var directory = target.deletingLastPathComponent()
        if known.contains(directory.path) { return }
        var isDirectory: ObjCBool = false
        while !fileManager.fileExists(atPath: directory.path, isDirectory: &isDirectory) {
            missing.append(directory)
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { break }
            directory = parent
        }
        if fileManager.fileExists(atPath: directory.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw FilePlanError(.io, path: directory.path, "a file is in the way of a directory")
        }
        for directory in missing.reversed() {
            do {
                try fileManager.createDirectory(at: directory, withIntermediateDirectories: false)
            } catch {
                throw FilePlanError(.io, path: directory.path, "cannot create directory: \(error.localizedDescription)")
            }
            created.append(directory)
        }
        known.insert(target.deletingLastPathComponent().path)
    }
}
