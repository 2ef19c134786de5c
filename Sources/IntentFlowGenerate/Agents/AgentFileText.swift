import IntentFlowManifest
import IntentFlowText

/// The rendered agent files made safe to read: bidirectional controls, invisible tag characters and zero-width
/// characters (``DeceptiveText``) that a manifest's summary, doc or invariant carried in are written as their code
/// points (`\u{e0041}`), each file with a warning at the first place.
///
/// An agent reads these files as instructions. Tag characters are invisible to the person reviewing the diff yet
/// read by the model ("ASCII smuggling"), and a bidirectional control makes a line read differently from what it
/// says. The pack's own templates hold none of them, so whatever is found came from a manifest.
enum AgentFileText {
    /// `files` with such characters escaped, and a warning per file that held one (its path as `shown` gives it).
    static func neutralised(
        _ files: [RenderedFile], shown: (String) -> String
    ) -> (files: [RenderedFile], warnings: [Diagnostic]) {
        var warnings: [Diagnostic] = []
        let safe = files.map { file -> RenderedFile in
            guard let first = file.contents.unicodeScalars.firstIndex(where: DeceptiveText.isDeceptive) else {
                return file
            }
            let before = file.contents.unicodeScalars[..<first]
            let line = before.reduce(1) { $1 == "\n" ? $0 + 1 : $0 }
            let column = before.reversed().prefix { $0 != "\n" }.count + 1
            let scalar = file.contents.unicodeScalars[first]
            warnings.append(
                Diagnostic(
                    .warning,
                    "a manifest's text put \(DeceptiveText.codePoint(scalar)) "
                        + "(\(scalar.properties.name ?? "an invisible character")) into this agent file: invisible "
                        + "and direction-changing characters are written as their code points; remove them from the "
                        + "manifest",
                    at: SourceLocation(file: shown(file.path), line: line, column: column),
                    rule: "agents.invisible-text"))
            var copy = file
            copy.contents = DeceptiveText.escaped(file.contents)
            return copy
        }
        return (safe, warnings)
    }
}
