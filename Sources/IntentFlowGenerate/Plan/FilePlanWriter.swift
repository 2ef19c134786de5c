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
        var staged: [(temporary: URL, target: URL, path: String)] = []

        func rollBack() {
            for file in staged { try? fileManager.removeItem(at: file.temporary) }
            for directory in createdDirectories.reversed() { try? fileManager.removeItem(at: directory) }
        }

        for file in writes {
            do throws(FilePlanError) {
                // The disk may have changed since planning: check the location again.
                let target = try plan.root.location(of: file.path)
                try createDirectories(for: target, created: &createdDirectories)
                let temporary = target.deletingLastPathComponent()
                    .appendingPathComponent(".\(target.lastPathComponent).intentflow-\(UInt32.random(in: 0...UInt32.max))")
                do {
                    try Data(file.contents.utf8).write(to: temporary, options: .withoutOverwriting)
                } catch {
                    throw FilePlanError(.io, path: file.path, "cannot be written: \(error.localizedDescription)")
                }
                staged.append((temporary, target, file.path))
                if let permissions = try? fileManager.attributesOfItem(atPath: target.path)[.posixPermissions] {
                    try? fileManager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
                }
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

    /// Creates the directories between the output directory and a file, remembering those it created.
    private func createDirectories(for target: URL, created: inout [URL]) throws(FilePlanError) {
        let fileManager = FileManager.default
        var missing: [URL] = []
        var directory = target.deletingLastPathComponent()
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
    }
}
