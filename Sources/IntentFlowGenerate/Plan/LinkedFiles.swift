#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
import IntentFlowProject
#else
import Foundation
#endif

/// Planned files whose own name is a symbolic link: a person's way to share one file under two names
/// (`CLAUDE.md` → `AGENTS.md`), or a link a repository planted.
///
/// Writing renames a new file over its target, which would replace such a link with a file; writing through it
/// would write one file twice, the second time over the first. So, before anything is written:
/// - a link to another file of the same plan is that file: it is kept, and the file it names is written once;
/// - any other link in the way of a write is a conflict that `--force` does not resolve (the link is never
///   replaced by a file, nor written through).
enum LinkedFiles {
    /// `files` with each linked one kept or refused.
    static func resolve(_ files: [PlannedFile]) -> [PlannedFile] {
        var linked: [Int] = []
        var planned: [FileIdentity: String] = [:]
        for (index, file) in files.enumerated() {
            var status = stat()
            guard lstat(file.location, &status) == 0 else { continue }
            if status.st_mode & S_IFMT == S_IFLNK {
                linked.append(index)
            } else {
                planned[FileIdentity(status)] = file.path
            }
        }
        var result = files
        for index in linked {
            result[index] = resolve(files[index], planned: planned)
        }
        return result
    }

    /// One file whose name is a link: kept when it leads to a file of the plan, else refused when the run would
    /// write it.
    private static func resolve(_ file: PlannedFile, planned: [FileIdentity: String]) -> PlannedFile {
        var result = file
        if let identity = FileIdentity(path: file.location), let other = planned[identity] {
            result.status = .kept
            result.contents = file.previous ?? ""
            result.note = "a symbolic link to \(other), which this run writes: one file, written once"
            return result
        }
        guard file.status.isWrite || file.status == .conflict else { return file }
        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: file.location)) ?? "?"
        result.status = .conflict
        result.isResolvedByForce = false
        result.note =
            "is a symbolic link (to \(target)); intentflow neither writes through a link nor replaces it "
            + "with a file: link it to a file this run writes, or replace it with a file yourself"
        return result
    }
}
