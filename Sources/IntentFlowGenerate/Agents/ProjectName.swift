#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The name a repository goes by in agent surfaces (`project.name`): the same in every clone, so generated files do
/// not drift with the directory a checkout happens to live in.
package enum ProjectName {
    /// The `name:` of the root's Package.swift (`Package(name: "…")`), else the root directory's name.
    package static func of(root: URL) -> String {
        let manifest = root.appendingPathComponent("Package.swift")
        if let text = try? String(contentsOf: manifest, encoding: .utf8), let name = packageName(in: text) {
            return name
        }
        return root.standardizedFileURL.lastPathComponent
    }

    /// The string literal after the first `Package(` … `name:` in a package manifest.
    static func packageName(in text: String) -> String? {
        guard let package = text.firstRange(of: "Package(") else { return nil }
        let rest = text[package.upperBound...].drop { $0.isWhitespace }
        guard rest.hasPrefix("name:") else { return nil }
        let value = rest.dropFirst("name:".count).drop { $0.isWhitespace }
        guard value.first == "\"" else { return nil }
        let name = value.dropFirst().prefix { $0 != "\"" && $0 != "\n" && $0 != "\\" }
        guard !name.isEmpty, value.dropFirst(name.count + 1).first == "\"" else { return nil }
        return String(name)
    }
}
