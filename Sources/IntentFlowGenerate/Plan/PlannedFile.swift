#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One file of a ``FilePlan``: where it goes, what it will hold, and what the run does to it.
package struct PlannedFile: Hashable, Sendable {
    /// The path relative to the output directory, with `/` separators.
    package var path: String
    /// The absolute location, inside the output directory.
    package var url: URL {
        get { URL(fileURLWithPath: location, isDirectory: false) }
        set { location = newValue.path }
    }
    /// ``url`` as a path: what planning and writing work with (a `URL` per file costs more than the write).
    var location: String
    /// Who owns the file.
    package var owner: FileOwnership
    /// What the run does to it.
    package var status: FileStatus
    /// What the file holds after the run: the text written for ``FileStatus/created`` and ``FileStatus/updated``,
    /// the text on disk for ``FileStatus/unchanged`` and ``FileStatus/kept``, and the text `--force` would write for
    /// ``FileStatus/conflict``.
    package var contents: String
    /// The text on disk before the run, or `nil` when the file does not exist.
    package var previous: String?
    /// Why the file has its status, when that is not obvious: the reason for a conflict, the regions refreshed, or
    /// that `--force` overwrote it.
    package var note: String?
    /// Whether `--force` resolves the file's conflict. It does not when markers on disk are broken: where the
    /// generator's text ends is unknown, and the text around it is a person's.
    package var isResolvedByForce: Bool
    /// For an entries-owned file that cannot be read as its format (JSON with comments, say): where and why. Such a
    /// file is a conflict that not even `--force` overwrites.
    package var formatError: StructuredFileError?

    /// Creates a planned file.
    package init(
        path: String, url: URL, owner: FileOwnership, status: FileStatus, contents: String, previous: String?,
        note: String? = nil, isResolvedByForce: Bool = true
    ) {
        self.init(
            path: path, location: url.path, owner: owner, status: status, contents: contents, previous: previous,
            note: note, isResolvedByForce: isResolvedByForce)
    }

    /// Creates a planned file at an absolute path.
    init(
        path: String, location: String, owner: FileOwnership, status: FileStatus, contents: String, previous: String?,
        note: String? = nil, isResolvedByForce: Bool = true
    ) {
        self.path = path
        self.location = location
        self.owner = owner
        self.status = status
        self.contents = contents
        self.previous = previous
        self.note = note
        self.isResolvedByForce = isResolvedByForce
    }

    /// The change from the disk to ``contents`` in unified format (`a/<path>`, `b/<path>`); empty when there is none
    /// or the file is kept as it is.
    package var diff: UnifiedDiff {
        switch status {
        case .created, .updated, .conflict:
            UnifiedDiff(
                old: previous ?? "", new: contents, oldPath: previous == nil ? "/dev/null" : "a/\(path)",
                newPath: "b/\(path)")
        case .unchanged, .kept:
            UnifiedDiff(old: "", new: "", oldPath: "a/\(path)", newPath: "b/\(path)")
        }
    }

    /// Puts a file planned in normalized form back into its form on disk: `previous` is the text as read, and what
    /// is written keeps the file's byte-order mark and line endings.
    mutating func restore(_ conventions: TextConventions, previous raw: String?) {
        previous = raw
        switch status {
        case .created, .updated, .conflict: contents = conventions.restored(contents)
        case .unchanged, .kept: contents = raw ?? contents
        }
    }
}
