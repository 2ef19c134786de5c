import IntentFlowCheck
import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The acceptance traces a user-owned reducer lacks when `generate` keeps it, each with the Swift case the
/// generator would write for it, so regeneration says what to add (and `--add-missing` adds it).
///
/// The cases come from the freshly rendered flow itself (the pack's template over the trace context), read back
/// with ``ReducerSwitchReader``; the kept file is held to the traces with ``ReducerTraceMatcher``, as
/// `intentflow check` does.
package struct MissingTraces: Hashable, Sendable {
    /// One trace the kept reducer does not implement.
    package struct Gap: Hashable, Sendable {
        /// The trace.
        package var trace: AcceptanceTrace
        /// The case to add, indented as the rendered flow indents it, from its comment line to its last line; `nil`
        /// when the generator writes no case for the trace either (its comment in a new flow says why).
        package var swiftCase: String?
    }

    /// The manifest's feature.
    package var feature: String
    /// The kept flow's path in the plan.
    package var path: String
    /// The traces it lacks, in manifest order.
    package var gaps: [Gap]

    /// The gaps of `manifest`'s user-owned flow among `rendered` (its files, as rendered for `plan`), when the plan
    /// keeps a flow on disk whose switch can be read; `nil` otherwise.
    package static func find(manifest: Manifest, rendered: [RenderedFile], in plan: FilePlan) -> MissingTraces? {
        find(manifest: manifest, rendered: rendered) { path in plan.files.first { $0.path == path } }
    }

    /// The gaps as ``find(manifest:rendered:in:)`` finds them, with `planned` giving the plan's file at a path: a
    /// run over many manifests looks them up by path rather than searching the plan once per manifest.
    static func find(manifest: Manifest, rendered: [RenderedFile], planned: (String) -> PlannedFile?) -> MissingTraces?
    {
        let declaration = manifest.feature + "Flow"
        guard
            let flow = rendered.first(where: {
                $0.owner == .user
                    && ($0.contents.contains("struct \(declaration)")
                        || $0.contents.contains("extension \(declaration)"))
            }),
            let planned = planned(flow.path), planned.previous != nil
        else { return nil }
        let keptFile = SwiftSourceFile(path: flow.path, source: planned.contents)
        let kept = ReducerSwitchReader.switches(
            in: keptFile, helpers: ReducerHelpers(files: [keptFile]), readingSignalSwitches: true)
        guard !kept.isEmpty else { return nil }
        let missing = manifest.acceptanceTraces.filter {
            ReducerTraceMatcher.verdict(for: $0, in: kept, manifest: manifest) != .implemented
        }
        // The fresh flow is read only for the cases to suggest: a kept flow that lacks nothing needs none.
        guard !missing.isEmpty else { return MissingTraces(feature: manifest.feature, path: flow.path, gaps: []) }
        let fresh = SwiftSourceFile(path: flow.path, source: flow.contents)
        let freshSwitches = ReducerSwitchReader.switches(in: fresh)
        let gaps = missing.map {
            Gap(trace: $0, swiftCase: caseText(for: $0, manifest: manifest, in: fresh, switches: freshSwitches))
        }
        return MissingTraces(feature: manifest.feature, path: flow.path, gaps: gaps)
    }

    /// The text of the first rendered case that implements `trace`, with the comment lines right above it.
    private static func caseText(
        for trace: AcceptanceTrace, manifest: Manifest, in file: SwiftSourceFile, switches: [ReducerSwitch]
    ) -> String? {
        let changes = TraceChanges(trace, manifest: manifest)
        let implementing = switches.flatMap(\.cases).first { candidate in
            !candidate.isDefault && candidate.patterns.contains { $0.matches(trace) }
                && candidate.gaps(for: changes).isEmpty
        }
        guard let found = implementing else { return nil }
        var firstLine = file.lines.lineIndex(ofOffset: found.offset)
        while firstLine > 0,
            file.text(in: file.lines.range(ofLine: firstLine - 1, in: file.text))
                .drop(while: \.isWhitespace).hasPrefix("//")
        {
            firstLine -= 1
        }
        // The body ends at its last code; comments after it belong to the next label.
        guard
            let last = file.code[found.offset..<found.end].lastIndex(where: { !SwiftDeclarationReader.isWhitespace($0) }
            )
        else { return nil }
        let end = file.lines.range(ofLine: file.lines.lineIndex(ofOffset: last), in: file.text).upperBound
        let start = file.lines.range(ofLine: firstLine, in: file.text).lowerBound
        return file.text(in: start..<end)
    }

    /// The rule of the error ``applied(to:)`` throws for a flow whose switch it cannot find.
    package static let shapeRule = "generate.add-missing-shape"

    /// `plan` with the cases of the gaps inserted into the kept flow before the `default:` of its switch, or at the
    /// end of a switch without one (a hand-written exhaustive switch needs no `default:`, which Swift would warn
    /// "will never be executed"), each followed by a blank line and indented as the switch's labels are.
    ///
    /// - Throws: ``GeneratorError`` when the flow no longer has a `switch (state, signal)` whose end is on a line of
    ///   its own: where the cases would go is then a person's call.
    package func applied(to plan: FilePlan) throws(GeneratorError) -> FilePlan {
        let cases = gaps.compactMap(\.swiftCase)
        guard !cases.isEmpty, let index = plan.files.firstIndex(where: { $0.path == path }) else { return plan }
        var planned = plan.files[index]
        let file = SwiftSourceFile(path: path, source: planned.contents)
        guard let point = Self.insertionPoint(in: file) else {
            throw GeneratorError(
                "\(path) no longer has the shape generation gave it (a `switch (state, signal)` ending in `default:` "
                    + "or in its `}` on a line of its own), so --add-missing cannot tell where the missing cases go; "
                    + "add them by hand (run without --add-missing to list them)",
                at: SourceLocation(file: planned.url.path, line: 1, column: 1), rule: Self.shapeRule)
        }
        let (lineStart, indent, atEnd) = point
        let newline = planned.contents.contains("\r\n") ? "\r\n" : "\n"
        // Before `default:` each case is followed by a blank line; at the switch's end, preceded by one.
        let insertion = cases.map {
            atEnd
                ? newline + Self.reindented($0, to: indent, newline: newline) + newline
                : Self.reindented($0, to: indent, newline: newline) + newline + newline
        }.joined()
        var bytes = file.text
        bytes.insert(contentsOf: Array(insertion.utf8), at: lineStart)
        planned.contents = String(decoding: bytes, as: UTF8.self)
        planned.status = .updated
        let added = "added \(cases.count) case\(cases.count == 1 ? "" : "s") for missing traces"
        planned.note = planned.note.map { "\($0); \(added)" } ?? added
        var result = plan
        result.files[index] = planned
        return result
    }

    /// Where the cases go in the first reducer switch of `file`: the start of the `default:` line, else of the line
    /// of the `}` closing the switch (when nothing else is on it before the brace), with the indentation of the
    /// `default:` or of the switch's first label.
    private static func insertionPoint(in file: SwiftSourceFile) -> (lineStart: Int, indent: String, atEnd: Bool)? {
        guard let reducer = ReducerSwitchReader.switches(in: file).first,
            let label = reducer.defaultCase ?? reducer.cases.first
        else { return nil }
        let labelStart = file.lines.lineStarts[file.lines.lineIndex(ofOffset: label.offset)]
        let indent = file.text(in: labelStart..<label.offset)
        guard reducer.defaultCase == nil else { return (labelStart, indent, false) }
        let closeStart = file.lines.lineStarts[file.lines.lineIndex(ofOffset: reducer.closeBrace)]
        guard file.code[closeStart..<reducer.closeBrace].allSatisfy(SwiftDeclarationReader.isWhitespace),
            closeStart > label.offset
        else { return nil }
        return (closeStart, indent, true)
    }

    /// `block` with the indentation of its first line replaced by `indent` on every line (the rendered flow and the
    /// kept one may indent differently).
    private static func reindented(_ block: String, to indent: String, newline: String) -> String {
        let lines = block.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingSuffix("\r") }
        let base = lines.first.map { String($0.prefix { $0 == " " || $0 == "\t" }) } ?? ""
        return lines.map { line in
            line.hasPrefix(base) ? indent + line.dropFirst(base.count) : String(line)
        }.joined(separator: newline)
    }
}

extension Substring {
    /// The text without one trailing `suffix`.
    fileprivate func trimmingSuffix(_ suffix: String) -> Substring {
        hasSuffix(suffix) ? dropLast(suffix.count) : self
    }
}
