import IntentFlowProject
import IntentFlowText

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Plans an entries-owned file (``FileOwnership/entries``): the rendered entries merged into the file on disk by
/// its format, JSON (`.json`) or TOML (`.toml`).
enum StructuredEntries {
    /// The planned file. Unchanged when the merge changes nothing the format means (formatting alone is not a
    /// change); a conflict, never overwritten, when the file on disk cannot be read as its format.
    ///
    /// - Throws: ``FilePlanError`` when the path names neither format or the rendered text is not valid in it.
    static func plan(_ file: RenderedFile, at url: URL, previous read: String??) throws(FilePlanError) -> PlannedFile {
        func planned(_ status: FileStatus, _ contents: String, note: String? = nil) -> PlannedFile {
            PlannedFile(
                path: file.path, url: url, owner: file.owner, status: status, contents: contents,
                previous: read ?? nil, note: note)
        }
        guard let maybeText = read else {
            var result = planned(.conflict, "", note: "exists and is not UTF-8 text; intentflow does not rewrite it")
            result.formatError = StructuredFileError(line: 1, column: 1, "the file is not UTF-8 text")
            return result
        }
        var ours: JSONValue?
        if file.path.hasSuffix(".json") {
            do {
                ours = try JSONParser.parse(file.contents)
            } catch {
                throw FilePlanError(.renderedFormat, path: file.path, "the rendered JSON is not valid: \(error)")
            }
        }
        do throws(StructuredFileError) {
            if let ours {
                guard let existing = maybeText else { return planned(.created, ours.rendered) }
                let theirs = try JSONParser.parse(existing)
                let merged: JSONValue
                do {
                    merged = try JSONEntryMerge().merge(ours, into: theirs)
                } catch {
                    throw Self.located(error, in: existing)
                }
                return merged == theirs ? planned(.unchanged, existing) : planned(.updated, merged.rendered)
            }
            if file.path.hasSuffix(".toml") {
                let merged = try TOMLTableMerge.merge(file.contents, into: maybeText)
                return planned(maybeText == nil ? .created : merged == maybeText ? .unchanged : .updated, merged)
            }
        } catch {
            var result = planned(.conflict, maybeText ?? "", note: "cannot be merged, left as it is: \(error)")
            result.formatError = error
            return result
        }
        throw FilePlanError(.renderedFormat, path: file.path, "an entries-owned file must be .json or .toml")
    }

    /// A shape mismatch at the user's key: the line and column of its last key, found by its quoted name after each
    /// key before it (1:1 for the top level).
    static func located(_ mismatch: JSONEntryMerge.ShapeMismatch, in text: String) -> StructuredFileError {
        let bytes = Array(text.utf8)
        var offset = 0
        var search = text.utf8.startIndex
        for key in mismatch.keys {
            let quoted = JSONValue.string(key).encoded
            guard let found = text.utf8[search...].firstRange(of: quoted.utf8) else { break }
            offset = text.utf8.distance(from: text.utf8.startIndex, to: found.lowerBound)
            search = found.upperBound
        }
        let location = UTF8Validation.location(ofOffset: offset, in: bytes, file: "")
        return StructuredFileError(line: location.line, column: location.column, mismatch.message)
    }
}
