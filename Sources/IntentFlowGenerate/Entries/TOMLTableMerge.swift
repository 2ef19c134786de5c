import IntentFlowManifest
import IntentFlowText

/// Keeps the TOML tables intentflow owns (`[mcp_servers.intentflow]` and its sub-tables) current in a user's TOML
/// file, without touching any other line.
///
/// There is no TOML parser here: the rendered text's table headers name the tables intentflow owns, and a table's
/// region runs from its header line to the line before the next header (trailing blank lines and comments belong to
/// what follows). The first owned region is replaced by the rendered text, the others are removed, and when there is
/// none the rendered text is appended. Limitations, documented in Docs/Agents.md: an owned table defined another
/// way (a dotted key `mcp_servers.intentflow.command = …`, or `intentflow = { … }` inside `[mcp_servers]`) is a
/// located error rather than merged; header-like lines inside multi-line strings are recognised as strings only when
/// the string opens with `"""` or `'''` on a line of its own key. A key above an owned table that holds a value
/// or an array of tables (`mcp_servers = "…"`, `[[mcp_servers]]`) is a located refusal too: the file is left as it is.
package enum TOMLTableMerge {
    /// `rendered` laid over `existing` (`nil`: the file does not exist yet).
    ///
    /// - Throws: ``StructuredFileError`` when the rendered text has no table header, or `existing` defines an owned
    ///   table in a way this merge cannot replace.
    package static func merge(_ rendered: String, into existing: String?) throws(StructuredFileError) -> String {
        let owned = tableNames(in: rendered)
        guard !owned.isEmpty else {
            throw StructuredFileError(line: 1, column: 1, "the rendered TOML has no [table] header to own")
        }
        let body = rendered.hasSuffix("\n") ? rendered : rendered + "\n"
        guard let existing, !existing.isEmpty else { return body }
        let lines = UnifiedDiff.lines(of: existing)
        let headers = try headerLines(lines, owned: owned)
        var result: [String] = []
        var inserted = false
        var index = 0
        while index < lines.count {
            guard let header = headers[index], header.isOwned else {
                result.append(lines[index])
                index += 1
                continue
            }
            let end = regionEnd(lines, from: index, headers: headers)
            if !inserted {
                result.append(body)
                inserted = true
            }
            index = end
        }
        var text = result.joined()
        if !inserted {
            if !text.hasSuffix("\n") { text += "\n" }
            if !text.hasSuffix("\n\n") { text += "\n" }
            text += body
        }
        return text
    }

    /// A table header line: its name, and whether intentflow owns it.
    struct Header {
        var name: String
        var isOwned: Bool
    }

    /// The names of the `[table]` headers of a TOML text.
    static func tableNames(in text: String) -> [String] {
        UnifiedDiff.lines(of: text).compactMap { tableName(of: $0)?.name }
    }

    /// The header of a line that is one: `[name]` or `[[name]]`, spaces around the name dropped.
    static func tableName(of line: String) -> (name: String, isArray: Bool)? {
        var text = Substring(line).trimmingWhitespaceAndNewlines()[...]
        if let hash = text.firstIndex(of: "#"), !text[..<hash].contains("\"") { text = text[..<hash] }
        text = text.trimmingWhitespace()[...]
        guard text.hasPrefix("["), text.hasSuffix("]") else { return nil }
        let isArray = text.hasPrefix("[[") && text.hasSuffix("]]")
        let inner = isArray ? text.dropFirst(2).dropLast(2) : text.dropFirst().dropLast()
        let name = inner.split(separator: ".", omittingEmptySubsequences: false)
            .map { $0.trimmingWhitespace() }.joined(separator: ".")
        return name.isEmpty ? nil : (name, isArray)
    }

    /// The header at each line index that has one, skipping lines inside multi-line strings, and a located error
    /// for an owned table defined by keys rather than a header.
    static func headerLines(_ lines: [String], owned: [String]) throws(StructuredFileError) -> [Int: Header] {
        var headers: [Int: Header] = [:]
        var table = ""
        var tableIsOwned = false
        var openString: String?
        for (index, line) in lines.enumerated() {
            if let delimiter = openString {
                if line.contains(delimiter) { openString = nil }
                continue
            }
            if let header = tableName(of: line) {
                if header.isArray, owned.contains(where: { $0 == header.name || $0.hasPrefix(header.name + ".") }) {
                    throw shapeMismatch(header.name, "an array of tables", line: index, owned: owned)
                }
                table = header.name
                tableIsOwned = owned.contains { header.name == $0 || header.name.hasPrefix($0 + ".") }
                headers[index] = Header(name: header.name, isOwned: tableIsOwned)
                continue
            }
            openString = opensMultilineString(line)
            if !tableIsOwned, let key = keyPath(of: line, in: table),
                owned.contains(where: { key == $0 || key.hasPrefix($0 + ".") })
            {
                throw StructuredFileError(
                    line: index + 1, column: 1,
                    "'\(key)' defines a table intentflow owns with keys instead of a [\(owned[0])] header; "
                        + "write it as a [\(owned[0])] table or remove it")
            }
            if let key = keyPath(of: line, in: table), owned.contains(where: { $0.hasPrefix(key + ".") }) {
                throw shapeMismatch(key, "a value", line: index, owned: owned)
            }
        }
        return headers
    }

    /// The refusal of a user's `key` that is `what` (a value, an array of tables) where intentflow's table needs a
    /// table: merging would make the file invalid or replace what the person wrote.
    static func shapeMismatch(_ key: String, _ what: String, line: Int, owned: [String]) -> StructuredFileError {
        StructuredFileError(
            line: line + 1, column: 1,
            "'\(key)' is \(what) where intentflow expects a table (for [\(owned[0])]); it is not replaced, so nothing "
                + "written there is lost: make it a table (or remove it) and run again")
    }

    /// The full dotted key a `key = value` line sets, prefixed with its table; `nil` for other lines.
    static func keyPath(of line: String, in table: String) -> String? {
        let text = line.trimmingWhitespace()
        guard !text.hasPrefix("#"), !text.hasPrefix("["), let equals = text.firstIndex(of: "=") else { return nil }
        let key = text[..<equals].split(separator: ".").map { $0.trimmingWhitespace() }
            .joined(separator: ".")
        guard !key.isEmpty else { return nil }
        return table.isEmpty ? key : table + "." + key
    }

    /// The delimiter of a multi-line string a line opens and does not close.
    static func opensMultilineString(_ line: String) -> String? {
        for delimiter in ["\"\"\"", "'''"] {
            let parts = line.split(separator: delimiter, omittingEmptySubsequences: false)
            if parts.count % 2 == 0 { return delimiter }
        }
        return nil
    }

    /// The index after an owned region starting at `start`: the next header, less trailing blank and comment lines.
    static func regionEnd(_ lines: [String], from start: Int, headers: [Int: Header]) -> Int {
        var next = start + 1
        while next < lines.count, headers[next] == nil { next += 1 }
        if next < lines.count, headers[next]?.isOwned == true { return next }
        var end = next
        while end > start + 1 {
            let text = lines[end - 1].trimmingWhitespaceAndNewlines()
            guard text.isEmpty || text.hasPrefix("#") else { break }
            end -= 1
        }
        return end
    }
}
