/// The marked regions of a text: lines between `intentflow:begin <name>` and `intentflow:end <name>` comments.
///
/// User-owned files use named regions for the parts the generator keeps current; Markdown surfaces such as AGENTS.md
/// use one unnamed block (`<!-- intentflow:begin -->` … `<!-- intentflow:end -->`). A marker is a comment line in any
/// style ``CommentStyle`` knows, so the same rules serve Swift, YAML and Markdown.
package struct MarkedRegions: Hashable, Sendable {
    /// One region: its name (empty for an unnamed block) and the lines between its markers.
    package struct Region: Hashable, Sendable {
        /// The name after `intentflow:begin`; empty for an unnamed block.
        package var name: String
        /// The index of the `begin` marker's line.
        package var beginLine: Int
        /// The index of the `end` marker's line.
        package var endLine: Int
    }

    /// The text's lines, each with its newline.
    package var lines: [String]
    /// The regions, in order.
    package var regions: [Region]

    /// Finds the regions of a text.
    ///
    /// In `markdown`, a marker inside a code fence (```` ``` ```` or `~~~`) or indented as code (four spaces or a tab)
    /// is text a person quotes, not a marker: an AGENTS.md that shows how the block looks keeps its example.
    ///
    /// - Throws: ``MarkerError`` for an `end` without a `begin`, a `begin` without an `end`, a nested or repeated
    ///   region, or an `end` whose name differs from its `begin`.
    package init(_ text: String, markdown: Bool = false) throws(MarkerError) {
        lines = UnifiedDiff.lines(of: text)
        regions = []
        var open: (name: String, line: Int)?
        var fence: MarkdownFence?
        for (index, line) in lines.enumerated() {
            if markdown {
                if let current = fence {
                    if current.isClosed(by: line) { fence = nil }
                    continue
                }
                if let opening = MarkdownFence(opening: line) {
                    fence = opening
                    continue
                }
                if MarkdownFence.isIndentedCode(line) { continue }
            }
            guard let marker = Self.marker(in: line) else { continue }
            switch (marker.isBegin, open) {
            case (true, nil):
                if regions.contains(where: { $0.name == marker.name }) {
                    throw MarkerError(line: index + 1, message: "region '\(marker.name)' is marked twice")
                }
                open = (marker.name, index)
            case (true, let current?):
                throw MarkerError(
                    line: index + 1,
                    message: "region '\(marker.name)' begins inside region '\(current.name)' (line \(current.line + 1))"
                )
            case (false, nil):
                throw MarkerError(line: index + 1, message: "'intentflow:end \(marker.name)' has no matching begin")
            case (false, let current?):
                guard current.name == marker.name else {
                    throw MarkerError(
                        line: index + 1,
                        message:
                            "'intentflow:end \(marker.name)' closes region '\(current.name)' (line \(current.line + 1))"
                    )
                }
                regions.append(Region(name: current.name, beginLine: current.line, endLine: index))
                open = nil
            }
        }
        if let open {
            throw MarkerError(
                line: open.line + 1, message: "region '\(open.name)' has no 'intentflow:end \(open.name)'")
        }
    }

    /// The region with a name, if the text has one.
    package func region(named name: String) -> Region? { regions.first { $0.name == name } }

    /// The lines strictly between a region's markers, joined.
    package func content(of region: Region) -> String {
        lines[(region.beginLine + 1)..<region.endLine].joined()
    }

    /// The text with the content of every region that `source` also has replaced by `source`'s.
    ///
    /// Markers and everything outside regions stay as they are; a region `source` lacks is left alone, and a region
    /// only `source` has is not added. Returns the new text and the names of the regions whose content changed.
    package func updating(from source: MarkedRegions) -> (text: String, changed: [String]) {
        var result: [String] = []
        var changed: [String] = []
        var next = 0
        for region in regions {
            result += lines[next...region.beginLine]
            if let replacement = source.region(named: region.name) {
                let newContent = source.lines[(replacement.beginLine + 1)..<replacement.endLine]
                if Array(newContent) != Array(lines[(region.beginLine + 1)..<region.endLine]) {
                    changed.append(region.name)
                }
                result += newContent
            } else {
                result += lines[(region.beginLine + 1)..<region.endLine]
            }
            next = region.endLine
        }
        result += lines[next...]
        return (result.joined(), changed)
    }

    /// The whole of `text`, from its block's `begin` marker to its `end` marker inclusive.
    package func markedText(of region: Region) -> String {
        lines[region.beginLine...region.endLine].joined()
    }

    /// Whether a line is a region marker, and which.
    private static let markerTag = Array("intentflow:".utf8)

    /// Whether the line (or a whole text) contains `intentflow:`: a plain byte search, since nearly every line has no
    /// marker and both
    /// Foundation's `contains` (bridged to NSString) and the generic `firstRange(of:)` cost far more.
    static func mentionsMarker(_ line: String) -> Bool {
        var line = line
        return line.withUTF8 { bytes in
            let tag = markerTag
            guard bytes.count >= tag.count else { return false }
            var start = 0
            while start <= bytes.count - tag.count {
                if bytes[start] == tag[0] {
                    var matched = 1
                    while matched < tag.count, bytes[start + matched] == tag[matched] { matched += 1 }
                    if matched == tag.count { return true }
                }
                start += 1
            }
            return false
        }
    }

    static func marker(in line: String) -> (isBegin: Bool, name: String)? {
        guard mentionsMarker(line), let text = CommentStyle.commentText(of: line) else { return nil }
        let isBegin: Bool
        let rest: Substring
        if text.hasPrefix("intentflow:begin") {
            isBegin = true
            rest = text.dropFirst("intentflow:begin".count)
        } else if text.hasPrefix("intentflow:end") {
            isBegin = false
            rest = text.dropFirst("intentflow:end".count)
        } else {
            return nil
        }
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        let name = rest.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) ?? ""
        return (isBegin, name)
    }
}

/// Region markers that do not pair up.
package struct MarkerError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line of the offending marker.
    package var line: Int
    /// What is wrong.
    package var message: String

    /// Creates a marker error.
    package init(line: Int, message: String) {
        self.line = line
        self.message = message
    }

    package var description: String { "line \(line): \(message)" }
}
