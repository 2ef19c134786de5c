import IntentFlowManifest
import IntentFlowText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What Claude Code sends a `PreToolUse` or `PostToolUse` hook on standard input, as far as intentflow's hooks need
/// it: the tool, the file it edits and the directory the session runs in.
package struct EditHookInput: Hashable, Sendable {
    /// The tool, e.g. `Edit`, `MultiEdit` or `Write`.
    package var toolName: String
    /// `tool_input.file_path`: the file the tool edits (absolute in Claude Code), or `nil` for a tool without one.
    package var filePath: String?
    /// `cwd`: the session's working directory, which a relative `file_path` is resolved against.
    package var workingDirectory: String?

    /// Creates an input.
    package init(toolName: String, filePath: String?, workingDirectory: String?) {
        self.toolName = toolName
        self.filePath = filePath
        self.workingDirectory = workingDirectory
    }

    /// Reads the hook's JSON.
    ///
    /// - Throws: ``StructuredFileError`` at the line and column where the input stops being JSON, or at 1:1 when it
    ///   is not an object with a string `tool_name`.
    package static func parse(_ text: String) throws(StructuredFileError) -> EditHookInput {
        let tree = try JSONParser.parse(text)
        guard case .string(let toolName)? = tree["tool_name"] else {
            throw StructuredFileError(line: 1, column: 1, "the hook input has no string 'tool_name'")
        }
        var filePath: String?
        if case .string(let path)? = tree["tool_input"]?["file_path"] { filePath = path }
        var workingDirectory: String?
        if case .string(let directory)? = tree["cwd"] { workingDirectory = directory }
        return EditHookInput(toolName: toolName, filePath: filePath, workingDirectory: workingDirectory)
    }

    /// The edited file's location, a relative path resolved against ``workingDirectory`` (else `fallback`).
    package func fileURL(relativeTo fallback: URL) -> URL? {
        guard let filePath, !filePath.isEmpty else { return nil }
        if ProjectRoot.isAbsolute(filePath) { return URL(fileURLWithPath: filePath).standardizedFileURL }
        let base = workingDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? fallback
        return base.appendingPathComponent(filePath).standardizedFileURL
    }
}
