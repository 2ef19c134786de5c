import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One fixture of a pack's `tests/` folder: a manifest, the parameters it is generated with, and the snapshot of
/// what the pack's `feature` generator writes for it.
///
/// ```
/// tests/
///   login.intentflow.yaml       # the fixture manifest
///   login.params.yaml           # optional: parameters (testing: xctest), as `params:` in the config
///   login.expected/             # the snapshot: every file a fresh `generate` writes, at its output path
/// ```
package struct PackTestCase: Hashable, Sendable {
    /// The suffix of fixture manifests.
    package static let manifestSuffix = ".intentflow.yaml"

    /// The fixture's name: the manifest's path in `tests/` without `.intentflow.yaml` (`login`, `ui/login-uikit`).
    package var name: String
    /// The fixture manifest.
    package var manifest: URL
    /// The parameters file, when there is one.
    package var parametersFile: URL?
    /// The snapshot directory, `<name>.expected/`.
    package var snapshot: URL

    /// Creates a case.
    package init(name: String, manifest: URL, parametersFile: URL?, snapshot: URL) {
        self.name = name
        self.manifest = manifest
        self.parametersFile = parametersFile
        self.snapshot = snapshot
    }

    /// Every fixture below a `tests/` directory, by name.
    package static func cases(in tests: URL) -> [PackTestCase] {
        let base = tests.standardizedFileURL.path + "/"
        guard let entries = DirectoryListing.entries(below: tests) else { return [] }
        var cases: [PackTestCase] = []
        for url in entries {
            let path = url.standardizedFileURL.path
            guard path.hasSuffix(manifestSuffix), path.hasPrefix(base), !path.contains(".expected/") else { continue }
            let name = String(path.dropFirst(base.count).dropLast(manifestSuffix.count))
            let stem = String(path.dropLast(manifestSuffix.count))
            let parameters = URL(fileURLWithPath: stem + ".params.yaml")
            cases.append(
                PackTestCase(
                    name: name, manifest: url,
                    parametersFile: FileManager.default.fileExists(atPath: parameters.path) ? parameters : nil,
                    snapshot: URL(fileURLWithPath: stem + ".expected", isDirectory: true)))
        }
        return cases.sorted { $0.name < $1.name }
    }

    /// The parameters the case sets: the string values of its parameters file's mapping.
    ///
    /// - Throws: ``GeneratorError`` for a file that cannot be read or is not a mapping of strings.
    package func parameters(shownAs shown: String) throws(GeneratorError) -> [String: String] {
        guard let parametersFile else { return [:] }
        let start = SourceLocation(file: shown, line: 1, column: 1)
        guard let data = FileManager.default.contents(atPath: parametersFile.path) else {
            throw GeneratorError("cannot read \(shown)", at: start, rule: "pack.test")
        }
        let root: YAMLNode?
        do {
            root = try YAMLParser.parse(data, path: shown)
        } catch {
            throw GeneratorError(error.diagnostics)
        }
        guard let root else { return [:] }
        guard let pairs = root.mapping else {
            throw GeneratorError(
                "a parameters file is a mapping of parameter names to values, not \(root.kindDescription)",
                at: root.location, rule: "pack.test")
        }
        var values: [String: String] = [:]
        for pair in pairs {
            guard let key = pair.key.string, let value = pair.value.scalar else {
                throw GeneratorError(
                    "a parameters file maps parameter names to strings", at: pair.key.location, rule: "pack.test")
            }
            values[key] = value
        }
        return values
    }
}
