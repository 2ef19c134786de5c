import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Every feature below the root, with its manifest and its code, found the way `agents` and `ai-context` find it
/// (``FeatureCodeLocation``). Built anew for each call, so it follows the disk.
struct MCPFeatureIndex {
    /// One feature.
    struct Feature {
        /// Its name.
        var name: String
        /// Its manifest, relative to the root.
        var manifest: String
        /// Where its code is.
        var code: FeatureCodeLocation
    }

    /// The features, in manifest order.
    var features: [Feature]
    /// The manifests that did not load cleanly, with their diagnostics.
    var invalid: [(path: String, diagnostics: [Diagnostic])]

    /// Reads every manifest and lists every Swift file below the workspace's root.
    static func build(_ workspace: MCPWorkspace) throws(MCPToolError) -> MCPFeatureIndex {
        let set = try MCPManifests.load(nil, in: workspace, requiresManifests: false)
        let swiftFiles = (try? SourceTree.scan(workspace.root).swiftFiles) ?? []
        var index = MCPFeatureIndex(features: [], invalid: [])
        for entry in set.entries {
            guard let manifest = entry.result.validManifest else {
                index.invalid.append((entry.path, entry.result.diagnostics.filter { $0.severity == .error }))
                continue
            }
            let code = FeatureCodeLocation.locate(
                feature: manifest.feature, manifestPath: entry.path, swiftFiles: swiftFiles)
            index.features.append(Feature(name: manifest.feature, manifest: entry.path, code: code))
        }
        return index
    }

    /// The feature `path` (relative to the root) belongs to: its manifest, one of its code files, or a file in its
    /// code directory.
    func feature(containing path: String) -> Feature? {
        features.first { $0.manifest == path || $0.code.files.contains(path) }
            ?? features.first { feature in
                guard let directory = feature.code.directory, !directory.isEmpty else { return false }
                return ProjectRoot.relative(path, below: directory)?.isEmpty == false
            }
    }

    /// A feature's code files as objects: path, role and owner.
    static func files(of feature: Feature, in workspace: MCPWorkspace) -> JSONValue {
        .array(
            feature.code.files.map { path in
                var object = MCPFileOwner.json(workspace.root.appendingPathComponent(path), in: workspace)
                object["path"] = .string(path)
                object["role"] = FileRole.of(path, feature: feature.name).map(JSONValue.string) ?? .null
                return .object(object)
            })
    }

    /// The schema of one file object.
    static let fileSchema: JSONValue = [
        "type": "object", "required": ["path", "owner", "role"],
        "properties": [
            "path": ["type": "string"], "owner": ["type": "string", "enum": ["generator", "user"]],
            "role": ["type": ["string", "null"]], "regions": MCPSchema.strings("Marked regions the generator owns."),
            "editedByHand": MCPSchema.bool("A generated file whose body no longer matches its header's hash."),
        ],
    ]
}
