import IntentFlowManifest
import IntentFlowProject

/// A documented limit of how much of a surface an agent reads, checked after every `intentflow agents` run.
///
/// A surface over its limit still works, but the agent silently ignores the rest (Codex) or follows it less well
/// (Claude Code): a warning says so with the measured size in bytes, lines and tokens, so a team can trim before
/// rules go unread. A limit measures what the tool actually loads with the file: Codex concatenates the AGENTS.md
/// files from the root down to the working directory, Claude Code expands `@path` imports at launch. Docs/Agents.md
/// names the document and date each limit follows.
package struct SurfaceLimit: Hashable, Sendable {
    /// What is measured.
    package enum Measure: Hashable, Sendable {
        /// The size in UTF-8 bytes.
        case bytes(Int)
        /// The number of lines.
        case lines(Int)
        /// The number of characters (Unicode scalars, as the tools that count characters count them).
        case characters(Int)
    }

    /// Which files the limit applies to, by their path relative to the root.
    package enum Scope: Hashable, Sendable {
        /// Exactly this path.
        case path(String)
        /// Any file of this name, in any directory.
        case fileName(String)
        /// Any file below this directory with this ending.
        case directory(String, suffix: String)
    }

    /// What the tool loads together with the file.
    package enum Reading: Hashable, Sendable {
        /// The file alone.
        case file
        /// The file with its `@path` imports expanded, recursively (Claude Code).
        case imports
        /// The file of this name in every directory from the root down to the file's, concatenated (Codex).
        case directoryChain
    }

    /// The files it applies to.
    package var scope: Scope
    /// The limit.
    package var measure: Measure
    /// What is read with the file.
    package var reading: Reading
    /// Who imposes it, for the message: "Codex reads at most 32 KiB of its AGENTS.md chain".
    package var reason: String
    /// The tool whose limit it is: checked only when surfaces are written for that tool.
    package var tool: AgentTool

    /// Creates a limit.
    package init(scope: Scope, measure: Measure, reading: Reading, reason: String, tool: AgentTool) {
        self.scope = scope
        self.measure = measure
        self.reading = reading
        self.reason = reason
        self.tool = tool
    }

    /// The limits of the tools in `tools`.
    package static func defaults(for tools: [AgentTool]) -> [SurfaceLimit] {
        defaults.filter { tools.contains($0.tool) }
    }

    /// The limits of the surfaces the default pack writes, as the tools document them (every tool's; a run checks
    /// those of the tools it writes for, ``defaults(for:)``).
    package static let defaults: [SurfaceLimit] = [
        SurfaceLimit(
            scope: .fileName("AGENTS.md"), measure: .bytes(32 * 1024), reading: .directoryChain,
            reason: "Codex reads at most 32 KiB (project_doc_max_bytes) of the AGENTS.md files from the root down",
            tool: .codex),
        SurfaceLimit(
            scope: .path("CLAUDE.md"), measure: .lines(200), reading: .imports,
            reason: "Claude Code advises under 200 lines per CLAUDE.md, imports included as they load at launch",
            tool: .claude),
        SurfaceLimit(
            scope: .directory(".cursor/rules/", suffix: ".mdc"), measure: .lines(500), reading: .file,
            reason: "Cursor advises keeping a rule under 500 lines", tool: .cursor),
        SurfaceLimit(
            scope: .fileName("AGENTS.md"), measure: .characters(6_000), reading: .file,
            reason: "Windsurf reads each AGENTS.md as a rule of at most about 6,000 characters", tool: .windsurf),
        SurfaceLimit(
            scope: .fileName("AGENTS.md"), measure: .characters(12_000), reading: .directoryChain,
            reason: "Windsurf reads at most about 12,000 characters of rules in all, the root AGENTS.md always on",
            tool: .windsurf),
        SurfaceLimit(
            scope: .directory(".agents/rules/", suffix: ".md"), measure: .characters(12_000), reading: .file,
            reason: "Antigravity reads at most 12,000 characters of a rule", tool: .antigravity),
    ]

    /// Whether the limit applies to a path relative to the repository root.
    package func applies(to path: String) -> Bool {
        switch scope {
        case .path(let exact): path == exact
        case .fileName(let name): path == name || path.hasSuffix("/" + name)
        case .directory(let prefix, let suffix): path.hasPrefix(prefix) && path.hasSuffix(suffix)
        }
    }

    /// Whether `text` is within the limit.
    package func holds(for text: String) -> Bool { size(of: text) <= maximum }

    /// The size of `text` in the limit's unit.
    package func size(of text: String) -> Int {
        switch measure {
        case .bytes: text.utf8.count
        case .lines: SurfaceSize.lineCount(text)
        case .characters: text.unicodeScalars.count
        }
    }

    /// The limit as a number of its unit.
    package var maximum: Int {
        switch measure {
        case .bytes(let limit), .lines(let limit), .characters(let limit): limit
        }
    }

    /// The limit's unit in words: "bytes", "lines", "characters".
    package var unit: String {
        switch measure {
        case .bytes: "bytes"
        case .lines: "lines"
        case .characters: "characters"
        }
    }

    /// What the tool loads for the file at `path`: the file, its imports or its directory chain, each file's text
    /// found by `lookup` (a root-relative path to its text, `nil` when there is none).
    package func loadedText(for path: String, lookup: (String) -> String?) -> String {
        switch reading {
        case .file:
            return lookup(path) ?? ""
        case .imports:
            var seen: Set<String> = []
            return Self.expandingImports(path, depth: 0, seen: &seen, lookup: lookup)
        case .directoryChain:
            let components = path.split(separator: "/").map(String.init)
            guard let name = components.last else { return "" }
            var directories = [""]
            for index in components.indices.dropLast() {
                directories.append(components[...index].joined(separator: "/"))
            }
            return directories.compactMap { directory in lookup(directory.isEmpty ? name : directory + "/" + name) }
                .joined(separator: "\n\n")
        }
    }

    /// The limit in words: "32768 bytes", "200 lines".
    package var limitDescription: String { "\(maximum) \(unit)" }

    /// What `loadedText` measures, in words for a message: "CLAUDE.md with its imports".
    package func loadedDescription(for path: String) -> String {
        switch reading {
        case .file: path
        case .imports: "\(path) with its imports"
        case .directoryChain: "the \(path.split(separator: "/").last.map(String.init) ?? path) chain down to \(path)"
        }
    }

    /// Claude Code's import depth limit.
    private static let maximumImportDepth = 5

    /// The file's text with every line that is an `@path` import followed by the imported file (paths relative to
    /// the importing file; `@./x` and `@x` alike), to the depth Claude Code follows, each file once.
    private static func expandingImports(
        _ path: String, depth: Int, seen: inout Set<String>, lookup: (String) -> String?
    ) -> String {
        guard let text = lookup(path), seen.insert(path).inserted else { return "" }
        guard depth < maximumImportDepth else { return text }
        let directory = path.split(separator: "/").dropLast().joined(separator: "/")
        var result = text
        var inFence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingWhitespace()
            if trimmed.hasPrefix("```") { inFence.toggle() }
            guard !inFence, trimmed.hasPrefix("@"), !trimmed.contains(" ") else { continue }
            var target = String(trimmed.dropFirst())
            if target.hasPrefix("./") { target = String(target.dropFirst(2)) }
            let resolved = directory.isEmpty ? target : directory + "/" + target
            let imported = expandingImports(resolved, depth: depth + 1, seen: &seen, lookup: lookup)
            if !imported.isEmpty { result += (result.hasSuffix("\n") ? "" : "\n") + imported }
        }
        return result
    }
}

/// The measured size of a surface.
package struct SurfaceSize: Hashable, Sendable, CustomStringConvertible {
    /// UTF-8 bytes.
    package var bytes: Int
    /// Lines.
    package var lines: Int
    /// Characters.
    package var characters: Int
    /// Tokens in the o200k_base encoding; `nil` when the tokenizer could not be loaded.
    package var tokens: Int?

    /// Measures `text`; `countTokens` is the tokenizer, when one is available.
    package init(_ text: String, countTokens: ((String) -> Int)?) {
        bytes = text.utf8.count
        lines = Self.lineCount(text)
        characters = text.count
        tokens = countTokens?(text)
    }

    /// Lines in `text`, a last line without a newline included.
    package static func lineCount(_ text: String) -> Int {
        var count = 0
        var last: UInt8 = 10
        for byte in text.utf8 {
            if byte == 10 { count += 1 }
            last = byte
        }
        return last == 10 ? count : count + 1
    }

    package var description: String {
        let tokenText = tokens.map { "\($0) tokens, " } ?? ""
        return "\(tokenText)\(bytes) bytes, \(lines) lines, \(characters) characters"
    }
}
