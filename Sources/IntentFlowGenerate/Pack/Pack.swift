import IntentFlowManifest
import IntentFlowProject

/// A template pack as loaded from its directory: pack.yaml and its templates, before `extends` is resolved.
///
/// ``PackCatalog`` finds and loads packs; ``ResolvedPack`` joins a pack with its parents into what generators render.
package struct Pack: Hashable, Sendable {
    /// The pack's name.
    package var name: String
    /// One line for `intentflow pack list`.
    package var description: String
    /// The parent pack: a name, a path or a git source, if the pack extends one.
    package var extends: PackReference?
    /// Where `extends:` is written (cycles are reported there).
    package var extendsLocation: SourceLocation?
    /// The rules file for `intentflow check`, relative to the pack.
    package var rules: String?
    /// Where `rules:` is written.
    package var rulesLocation: SourceLocation?
    /// The pack's own version (`version:` in pack.yaml), for listings and the generated-files record.
    package var version: String?
    /// The generators the pack declares, in order.
    package var generators: [PackGenerator]
    /// The pack's own templates by name.
    package var templates: [String: PackTemplateSource]
    /// Where the pack was found.
    package var origin: PackOrigin
    /// The pack directory as messages show it (`Templates`, `.intentflow/packs/acme`).
    package var displayPath: String
    /// The pack's files other than templates (pack.yaml, README.md, rules), by relative path.
    package var otherFiles: [String: String]
    /// Where pack.yaml's root mapping starts.
    package var location: SourceLocation

    /// Creates a pack.
    package init(
        name: String, description: String = "", extends: PackReference? = nil, extendsLocation: SourceLocation? = nil,
        rules: String? = nil, generators: [PackGenerator] = [], templates: [String: PackTemplateSource] = [:],
        origin: PackOrigin, displayPath: String, otherFiles: [String: String] = [:], location: SourceLocation,
        rulesLocation: SourceLocation? = nil, version: String? = nil
    ) {
        self.name = name
        self.description = description
        self.extends = extends
        self.extendsLocation = extendsLocation
        self.rules = rules
        self.generators = generators
        self.templates = templates
        self.origin = origin
        self.displayPath = displayPath
        self.otherFiles = otherFiles
        self.location = location
        self.rulesLocation = rulesLocation
        self.version = version
    }

    /// The generator with a name, if this pack declares it.
    package func generator(named name: String) -> PackGenerator? { generators.first { $0.name == name } }

    /// The display path of pack.yaml.
    package var manifestPath: String { displayPath.isEmpty ? "pack.yaml" : "\(displayPath)/pack.yaml" }
}
