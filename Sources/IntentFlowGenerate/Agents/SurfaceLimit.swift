/// A documented limit of how much of a surface an agent reads, checked after every `intentflow agents` run.
///
/// A surface over its limit still works, but the agent silently ignores the rest: a warning says so with the
/// measured size in bytes, lines and tokens, so a team can trim before rules go unread.
public struct SurfaceLimit: Hashable, Sendable {
    /// What is measured.
    public enum Measure: Hashable, Sendable {
        /// The file's size in UTF-8 bytes.
        case bytes(Int)
        /// The number of lines.
        case lines(Int)
        /// The offset, in characters, by which a marker line must have appeared (Copilot code review reads only the
        /// first 4,000 characters, so the critical rules must end before that).
        case markerWithin(characters: Int, marker: String)
    }

    /// A glob-like test on the path: an exact path, or a prefix and a suffix.
    public var pathPrefix: String
    /// The path's required ending.
    public var pathSuffix: String
    /// The limit.
    public var measure: Measure
    /// Who imposes it, for the message: "Codex reads at most 32 KiB of its AGENTS.md chain".
    public var reason: String

    /// The limits of the surfaces the default pack writes.
    public static let defaults: [SurfaceLimit] = [
        SurfaceLimit(
            pathPrefix: "AGENTS.md", pathSuffix: "", measure: .bytes(32 * 1024),
            reason: "Codex reads at most 32 KiB of its AGENTS.md chain"),
        SurfaceLimit(
            pathPrefix: ".github/copilot-instructions.md", pathSuffix: "",
            measure: .markerWithin(characters: 4_000, marker: "<!-- intentflow:critical-rules-end -->"),
            reason: "Copilot code review reads only the first 4,000 characters"),
        SurfaceLimit(
            pathPrefix: "CLAUDE.md", pathSuffix: "", measure: .lines(200),
            reason: "Claude Code advises keeping CLAUDE.md to about 200 lines"),
        SurfaceLimit(
            pathPrefix: ".cursor/rules/", pathSuffix: ".mdc", measure: .lines(500),
            reason: "Cursor advises keeping a rule under 500 lines"),
    ]

    /// Whether the limit applies to a path relative to the repository root.
    public func applies(to path: String) -> Bool {
        if pathSuffix.isEmpty { return path == pathPrefix }
        return path.hasPrefix(pathPrefix) && path.hasSuffix(pathSuffix)
    }

    /// Whether `text` is within the limit.
    public func holds(for text: String) -> Bool {
        switch measure {
        case .bytes(let limit): text.utf8.count <= limit
        case .lines(let limit): SurfaceSize.lineCount(text) <= limit
        case .markerWithin(let limit, let marker):
            if let range = text.range(of: marker) {
                text.distance(from: text.startIndex, to: range.lowerBound) <= limit
            } else {
                text.count <= limit
            }
        }
    }

    /// The limit in words: "32768 bytes", "200 lines", "the first 4000 characters".
    public var limitDescription: String {
        switch measure {
        case .bytes(let limit): "\(limit) bytes"
        case .lines(let limit): "\(limit) lines"
        case .markerWithin(let limit, _): "the first \(limit) characters"
        }
    }
}

/// The measured size of a surface.
public struct SurfaceSize: Hashable, Sendable, CustomStringConvertible {
    /// UTF-8 bytes.
    public var bytes: Int
    /// Lines.
    public var lines: Int
    /// Characters.
    public var characters: Int
    /// Tokens in the o200k_base encoding; `nil` when the tokenizer could not be loaded.
    public var tokens: Int?

    /// Measures `text`; `countTokens` is the tokenizer, when one is available.
    public init(_ text: String, countTokens: ((String) -> Int)?) {
        bytes = text.utf8.count
        lines = Self.lineCount(text)
        characters = text.count
        tokens = countTokens?(text)
    }

    /// Lines in `text`, a last line without a newline included.
    static func lineCount(_ text: String) -> Int {
        var count = 0
        var last: UInt8 = 10
        for byte in text.utf8 {
            if byte == 10 { count += 1 }
            last = byte
        }
        return last == 10 ? count : count + 1
    }

    public var description: String {
        let tokenText = tokens.map { "\($0) tokens, " } ?? ""
        return "\(tokenText)\(bytes) bytes, \(lines) lines, \(characters) characters"
    }
}
