import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `intentflow feature <Name>` does: generate a new feature from the starter manifest.
///
/// In AI mode the manifest is part of the output (`<home>/<Name>.intentflow.yaml` beside the feature's code,
/// user-owned: it is the contract people edit from then on) and the code is generated from it; in core mode the
/// manifest stays in memory.
package enum FeatureScaffold {
    /// Where the manifest of a feature goes, relative to the output directory: the feature's home
    /// (``FeatureGenerator/home(of:)``), so `generate` and the build plugin find it beside the code.
    package static func manifestPath(feature name: String, generator: FeatureGenerator) -> String {
        let fileName = "\(name)\(ManifestSet.suffix)"
        let fallback = "\(name)/\(fileName)"
        guard let starter = try? StarterManifest.manifest(feature: name, mode: .core, path: fallback),
            let home = generator.home(of: starter)
        else { return fallback }
        return home.isEmpty ? fileName : "\(home)/\(fileName)"
    }

    /// The manifest a new feature is generated from, prepared, and the files planned with its code: in AI mode the
    /// manifest itself (the starter, or the one already in the feature's home, user-owned), in core mode none.
    ///
    /// - Throws: ``GeneratorError`` for a name that is not a Swift type name, an existing manifest that is not
    ///   valid, or parameters the pack does not accept.
    static func start(feature name: String, mode: Manifest.Mode, generator: FeatureGenerator, shownFrom: URL)
        throws(GeneratorError) -> (manifest: PreparedManifest, files: [RenderedFile])
    {
        try checkName(name)
        let relative = manifestPath(feature: name, generator: generator)
        let url = generator.options.output.appendingPathComponent(relative)
        guard mode == .ai else {
            let manifest = try StarterManifest.manifest(feature: name, mode: .core, path: relative)
            var prepared = try generator.prepare(manifest, at: url)
            prepared.source = "the \(name) starter manifest"
            return (prepared, [])
        }
        if let existing = try existingManifest(at: relative, generator: generator) {
            return (try generator.prepare(existing.manifest, at: url), [existing.file])
        }
        let manifest = try StarterManifest.manifest(feature: name, mode: .ai, path: relative)
        let file = RenderedFile(
            path: relative,
            contents: StarterManifest.yaml(feature: name, mode: .ai, shownPath: RelativePath.from(shownFrom, to: url))
                + accessLine(generator),
            owner: .user, source: "intentflow feature")
        return (try generator.prepare(manifest, at: url), [file])
    }

    private static func checkName(_ name: String) throws(GeneratorError) {
        guard StarterManifest.isValidFeatureName(name) else {
            throw GeneratorError(
                "'\(name)' is not a feature name: use a Swift type name such as Checkout (letters and digits, "
                    + "starting with an uppercase letter)",
                at: SourceLocation(file: "<command line>", line: 1, column: 1), rule: "feature.invalid-name")
        }
    }

    /// `access: public` (or `package`) when the run asks for it, so that `generate` keeps the level the feature was
    /// made with; "" for internal, the default.
    private static func accessLine(_ generator: FeatureGenerator) -> String {
        guard let level = generator.options.parameters["access"].flatMap(AccessLevel.init(rawValue:)),
            level != .internal
        else { return "" }
        return "access: \(level.rawValue)\n"
    }

    /// The feature's manifest when it already exists in the output directory: running `feature` again generates from
    /// the contract people edited, never from the starter (which would make code and manifest disagree).
    ///
    /// - Throws: ``GeneratorError`` with the manifest's own diagnostics when it is not valid.
    private static func existingManifest(at relative: String, generator: FeatureGenerator) throws(GeneratorError)
        -> (manifest: Manifest, file: RenderedFile)?
    {
        let url = generator.options.output.appendingPathComponent(relative)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let shown = RelativePath.shown(url, from: generator.options.workingDirectory)
        let result = ManifestLoader.load(contentsOf: url, displayPath: shown)
        guard let manifest = result.validManifest else { throw GeneratorError(result.diagnostics) }
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw GeneratorError(
                "cannot read the manifest as UTF-8 text", at: SourceLocation(file: shown, line: 1, column: 1),
                rule: "feature.unreadable")
        }
        return (manifest, RenderedFile(path: relative, contents: text, owner: .user, source: "intentflow feature"))
    }
}
