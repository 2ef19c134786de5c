/// Why a file plan could not be made or written: a path that is not allowed, two files at one path, a file that
/// cannot be read or written, markers a template got wrong, or conflicts left unresolved.
package struct FilePlanError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kinds of failure.
    package enum Kind: String, Hashable, Sendable {
        /// The path is empty, absolute, or has a `..` or empty component.
        case invalidPath
        /// The path reaches outside the output directory (through a symbolic link).
        case outsideOutput
        /// Two rendered files have the same path.
        case duplicatePath
        /// Reading or writing the file failed.
        case io
        /// The rendered text itself has broken region markers, or a block file has no block.
        case renderedMarkers
        /// The rendered text of an entries-owned file is not valid in its format (a template bug).
        case renderedFormat
        /// The plan has conflicts and was not forced.
        case conflicts
        /// The run's task was cancelled (an MCP client's `notifications/cancelled`, or the server's time bound)
        /// before the first file was renamed into place: nothing was written.
        case cancelled
    }

    /// What went wrong.
    package var kind: Kind
    /// The file's path as given (relative to the output directory), or the output directory.
    package var path: String
    /// One sentence saying what is wrong.
    package var message: String

    /// Creates an error.
    package init(_ kind: Kind, path: String, _ message: String) {
        self.kind = kind
        self.path = path
        self.message = message
    }

    package var description: String { "\(path): \(message)" }
}
