import IntentFlowProject
import IntentFlowText

#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// What is at a path a plan writes to, read the same way when planning and again just before writing, so the two
/// readings can be compared.
enum DiskFile: Equatable {
    /// Nothing is there.
    case missing
    /// A regular file holding UTF-8 text.
    case text(String)
    /// A regular file that is not UTF-8 text: certainly not one intentflow wrote.
    case notText

    /// Reads `url`, following symbolic links (``OutputDirectory`` has already checked where they lead).
    ///
    /// - Throws: ``FilePlanError`` (`io`) for a directory, a FIFO, socket or device in the way (never opened: a FIFO
    ///   would block the run forever), or a file that cannot be read. `shown` names the file in the message.
    static func read(_ url: URL, shownAs shown: String) throws(FilePlanError) -> DiskFile {
        try read(atPath: url.path, shownAs: shown)
    }

    /// Reads the file at `path` as ``read(_:shownAs:)`` does.
    static func read(atPath path: String, shownAs shown: String) throws(FilePlanError) -> DiskFile {
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return .missing }
            throw FilePlanError(.io, path: shown, "cannot be read: \(String(cString: strerror(errno)))")
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw FilePlanError(.io, path: shown, "a directory is in the way of this file")
        default: throw FilePlanError(.io, path: shown, "a FIFO, socket or device is in the way of this file")
        }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path, isDirectory: false))
        } catch {
            throw FilePlanError(.io, path: shown, "cannot be read: \(ErrorText.describing(error))")
        }
        // Not `String(data:encoding:)`: it drops a byte-order mark, which a rewrite must keep.
        guard let text = String(validating: data, as: UTF8.self) else { return .notText }
        return .text(text)
    }

    /// The state a plan recorded as a file's previous text (`nil`: the file did not exist).
    init(previous: String?) {
        self = previous.map(DiskFile.text) ?? .missing
    }
}
