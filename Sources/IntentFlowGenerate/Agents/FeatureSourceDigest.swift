import Foundation

/// The parts of a feature's Swift code an agent needs for one task, without the rest of the file: the contract's
/// declarations, the reducer's signature and the cases it handles, and the effect handler's cases.
///
/// Read line by line from the files the default pack names (`<F>Contract.swift`, `<F>Flow.swift`,
/// `<F>Effects.swift`); documentation and header comments are dropped, code is kept as written.
public struct FeatureSourceDigest: Hashable, Sendable {
    /// Lines taken from one file.
    public struct Excerpt: Hashable, Sendable {
        /// The file, relative to the repository root.
        public var path: String
        /// The lines kept.
        public var text: String
    }

    /// The contract's declarations.
    public var contract: Excerpt?
    /// The reducer's signature and `case` lines.
    public var reducer: Excerpt?
    /// The effect handler's `case` lines.
    public var effects: Excerpt?

    /// Reads the digest of `feature` from the files of `location`, below `root`.
    public static func read(feature: String, location: FeatureCodeLocation, root: URL) -> FeatureSourceDigest {
        func file(_ suffix: String) -> Excerpt? {
            guard let path = location.files.first(where: { $0.hasSuffix("/\(feature)\(suffix)") || $0 == "\(feature)\(suffix)" }),
                let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path)
            else { return nil }
            return Excerpt(path: path, text: String(decoding: data, as: UTF8.self))
        }
        var digest = FeatureSourceDigest()
        digest.contract = file("Contract.swift").flatMap { excerpt($0, contractDeclarations) }
        digest.reducer = file("Flow.swift").flatMap { excerpt($0, reducerOutline) }
        digest.effects = file("Effects.swift").flatMap { excerpt($0, caseLines) }
        return digest
    }

    /// The file without comment lines, blank lines and imports.
    static func contractDeclarations(_ text: String) -> String {
        lines(text).filter { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return !trimmed.isEmpty && !trimmed.hasPrefix("//") && !trimmed.hasPrefix("import ")
        }.joined(separator: "\n")
    }

    /// The `reduce` signature up to its opening brace, then every `case` and `default` label of the file.
    static func reducerOutline(_ text: String) -> String {
        let all = lines(text)
        var outline: [String] = []
        if let start = all.firstIndex(where: { $0.contains("func reduce(") }) {
            var index = start
            while index < all.count {
                outline.append(all[index])
                if all[index].hasSuffix("{") { break }
                index += 1
            }
        }
        outline += all.filter { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return (trimmed.hasPrefix("case ") && trimmed.hasSuffix(":")) || trimmed == "default:"
        }
        return outline.joined(separator: "\n")
    }

    /// Every `case` label of the file.
    static func caseLines(_ text: String) -> String {
        lines(text).filter { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix("case .") && trimmed.hasSuffix(":")
        }.joined(separator: "\n")
    }

    private static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        }
    }

    /// The file's lines as `select` keeps them; `nil` when it keeps none.
    private static func excerpt(_ file: Excerpt, _ select: (String) -> String) -> Excerpt? {
        let text = select(file.text)
        return text.isEmpty ? nil : Excerpt(path: file.path, text: text)
    }
}
