import IntentFlowCheck
import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The feature's Swift code an ai-context bundle carries, split into declarations so a budget can keep some of it
/// rather than all or nothing.
///
/// By default the files are the feature's reducer and effect handler (`<F>Flow.swift`, `<F>Effects.swift`, the names
/// the default pack uses) — the code people write. The generated contract is left out: its enums restate the
/// manifest, which the bundle's contract section already carries. `--include` globs add files, `--exclude` globs
/// remove them. Comments, blank lines and imports are dropped; code is kept as written.
package struct FeatureSourceDigest: Hashable, Sendable {
    /// One file's declarations.
    package struct File: Hashable, Sendable {
        /// The file, relative to the repository root.
        package var path: String
        /// What the file is for (``FileRole``), if its name says.
        package var role: String?
        /// Its declarations in file order: each member declaration and each `case`/`default` arm of a switch, with
        /// the lines up to the next one.
        package var declarations: [String]
    }

    /// The files, in the order they are shown.
    package var files: [File]

    /// How many declarations all files hold.
    package var declarationCount: Int { files.reduce(0) { $0 + $1.declarations.count } }

    /// Creates a digest of the given files.
    package init(files: [File]) { self.files = files }

    /// The paths a feature's digest reads: its reducer and effect handler among `location`'s files, then every
    /// `swiftFiles` path an `include` glob matches, less what an `exclude` glob matches; each once, in that order.
    package static func paths(
        feature: String, location: FeatureCodeLocation, swiftFiles: [String], include: [PathGlob] = [],
        exclude: [PathGlob] = []
    ) -> [String] {
        let scratch = PatternScratch()
        var paths = ["Flow.swift", "Effects.swift"].compactMap { suffix in
            location.files.first { $0 == feature + suffix || $0.hasSuffix("/" + feature + suffix) }
        }
        for path in swiftFiles where include.contains(where: { $0.matches(path, scratch: scratch) }) {
            if !paths.contains(path) { paths.append(path) }
        }
        return paths.filter { path in !exclude.contains { $0.matches(path, scratch: scratch) } }
    }

    /// Reads `paths` (relative to `root`) and splits each into declarations; unreadable or empty files are skipped.
    package static func read(paths: [String], feature: String, root: URL) -> FeatureSourceDigest {
        FeatureSourceDigest(
            files: paths.compactMap { path in
                guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(path).path) else {
                    return nil
                }
                let declarations = Self.declarations(String(decoding: data, as: UTF8.self))
                return declarations.isEmpty
                    ? nil : File(path: path, role: FileRole.of(path, feature: feature), declarations: declarations)
            })
    }

    /// The first `count` declarations, in file order; files left with none are dropped.
    package func prefix(_ count: Int) -> FeatureSourceDigest {
        var remaining = count
        var kept: [File] = []
        for file in files where remaining > 0 {
            var trimmed = file
            trimmed.declarations = Array(file.declarations.prefix(remaining))
            remaining -= trimmed.declarations.count
            kept.append(trimmed)
        }
        return FeatureSourceDigest(files: kept)
    }

    /// Splits Swift source into declarations. A declaration starts at a line indented at most one level (4 columns)
    /// that begins with a declaration keyword, a modifier or an attribute, or at a `case`/`default:` label of a
    /// switch; it runs to the next start. Comments, blank lines and imports are dropped.
    static func declarations(_ text: String) -> [String] {
        var declarations: [[String]] = []
        for line in lines(text) {
            let trimmed = line.trimmingWhitespace()
            if trimmed.isEmpty || trimmed.hasPrefix("//") || trimmed.hasPrefix("import ") { continue }
            if startsDeclaration(line, trimmed: trimmed) || declarations.isEmpty {
                declarations.append([line])
            } else {
                declarations[declarations.count - 1].append(line)
            }
        }
        return declarations.map { $0.joined(separator: "\n") }
    }

    private static let keywords = [
        "func ", "init(", "init<", "var ", "let ", "struct ", "enum ", "class ", "actor ", "extension ", "protocol ",
        "typealias ", "static ", "public ", "private ", "fileprivate ", "internal ", "package ", "nonisolated ",
        "final ", "mutating ", "@", "case ", "subscript",
    ]

    private static func startsDeclaration(_ line: String, trimmed: String) -> Bool {
        let indentation = line.prefix { $0 == " " || $0 == "\t" }.count
        if indentation > 4 {
            // Inside a body only switch labels start a declaration: each arm is one case of the reducer.
            return trimmed == "default:" || trimmed.hasPrefix("case ") || trimmed.hasPrefix("@unknown default")
        }
        return keywords.contains { trimmed.hasPrefix($0) }
    }

    private static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        }
    }
}
