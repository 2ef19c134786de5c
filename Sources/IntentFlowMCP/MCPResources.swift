import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowProject
import IntentFlowTemplates

/// The resources the server offers: every manifest, the manifest JSON Schema and the pack's templates.
///
/// URIs use the `intentflow:` scheme — `intentflow://manifest/<path below the root>`, `intentflow://schema/<version>`,
/// `intentflow://template/<name>` — rather than `file:` URIs, so a URI never carries an absolute path of the machine
/// and reading one can be confined to the root. Each read goes to the disk (or the pack) anew.
enum MCPResources {
    static let manifestPrefix = "intentflow://manifest/"
    static let schemaPrefix = "intentflow://schema/"
    static let templatePrefix = "intentflow://template/"

    /// The `resources/list` result.
    static func list(in workspace: MCPWorkspace) -> JSONValue {
        var resources: [JSONValue] = []
        let set = try? MCPManifests.load(nil, in: workspace, requiresManifests: false)
        for entry in set?.entries ?? [] {
            let feature = entry.result.manifest?.feature ?? entry.path
            resources.append(
                resource(
                    manifestPrefix + entry.path, name: entry.path, title: "\(feature) manifest",
                    description: "The contract of the \(feature) feature.", mimeType: "application/yaml"))
        }
        for version in ManifestSchema.Version.allCases {
            resources.append(
                resource(
                    schemaPrefix + version.rawValue, name: "schema-\(version.rawValue)",
                    title: "Manifest JSON Schema \(version.rawValue)",
                    description: "What a manifest of schemaVersion \(version.rawValue) may hold (JSON Schema 2020-12).",
                    mimeType: "application/schema+json"))
        }
        if let pack = try? projectPack(workspace) {
            for name in pack.templateNames {
                resources.append(
                    resource(
                        templatePrefix + name, name: name, title: "Template \(name) of the \(pack.name) pack",
                        description: "A Mustache template the generator renders.", mimeType: "text/plain"))
            }
        }
        return ["resources": .array(resources)]
    }

    /// The `resources/read` result for `uri`.
    static func read(_ uri: String, in workspace: MCPWorkspace) throws(JSONRPCError) -> JSONValue {
        let (text, mimeType) = try contents(of: uri, in: workspace)
        return ["contents": [["uri": .string(uri), "mimeType": .string(mimeType), "text": .string(text)]]]
    }

    private static func contents(of uri: String, in workspace: MCPWorkspace) throws(JSONRPCError)
        -> (text: String, mimeType: String)
    {
        if uri.hasPrefix(manifestPrefix) {
            let path = String(uri.dropFirst(manifestPrefix.count))
            guard path.hasSuffix(ManifestSet.suffix),
                case .success(let data)? = try? workspace.read(path, limit: 16 << 20)
            else { throw .resourceNotFound(uri) }
            return (String(decoding: data, as: UTF8.self), "application/yaml")
        }
        if uri.hasPrefix(schemaPrefix) {
            guard let version = ManifestSchema.Version(rawValue: String(uri.dropFirst(schemaPrefix.count))) else {
                throw .resourceNotFound(uri)
            }
            return (ManifestSchema.json(for: version), "application/schema+json")
        }
        if uri.hasPrefix(templatePrefix) {
            let name = String(uri.dropFirst(templatePrefix.count))
            guard let pack = try? projectPack(workspace), let source = pack.templateSource(named: name) else {
                throw .resourceNotFound(uri)
            }
            return (source.template.source, "text/plain")
        }
        throw .resourceNotFound(uri)
    }

    /// The pack the project generates with: `pack:` in its configuration, else the built-in one.
    private static func projectPack(_ workspace: MCPWorkspace) throws -> ResolvedPack {
        let configuration = try workspace.configuration()
        return try PackCatalog(projectRoot: configuration.projectRoot).resolve(
            configuration.pack ?? .builtInDefault, relativeTo: workspace.root)
    }

    private static func resource(_ uri: String, name: String, title: String, description: String, mimeType: String)
        -> JSONValue
    {
        [
            "uri": .string(uri), "name": .string(name), "title": .string(title), "description": .string(description),
            "mimeType": .string(mimeType),
        ]
    }
}
