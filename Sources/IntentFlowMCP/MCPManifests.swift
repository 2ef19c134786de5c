import IntentFlowGenerate
import IntentFlowManifest
import IntentFlowProject

/// How tools load manifests: through ``ManifestSet/load(_:)``, the one load every command uses, with each path
/// first confined to the workspace. Nothing is cached, so an edit on disk is seen by the next call.
enum MCPManifests {
    /// The manifests `paths` name (default: every manifest below the root), named relative to the root.
    static func load(_ paths: [String]?, in workspace: MCPWorkspace, requiresManifests: Bool = true)
        throws(MCPToolError) -> ManifestSet
    {
        ManifestSet.load(try request(paths, in: workspace, requiresManifests: requiresManifests))
    }

    /// The request for the manifests `paths` name, each confined to the root.
    static func request(_ paths: [String]?, in workspace: MCPWorkspace, requiresManifests: Bool = true)
        throws(MCPToolError) -> ManifestRequest
    {
        var inputs: [ManifestRequest.Input] = []
        for path in paths ?? ["."] {
            let url = try workspace.resolve(path)
            inputs.append(ManifestRequest.Input(url: url, shown: workspace.relativePath(url)))
        }
        var request = ManifestRequest(
            inputs: inputs, workingDirectory: workspace.root, requiresManifests: requiresManifests)
        // A child manifest outside the root is not read: its state names would leak into a plan.
        request.confinedTo = workspace.root
        return request
    }

    /// The one valid manifest `path` names.
    ///
    /// - Throws: ``MCPToolError`` listing the diagnostics when the path holds no manifest, several, or an invalid
    ///   one.
    static func single(_ path: String, in workspace: MCPWorkspace) throws(MCPToolError)
        -> (entry: ManifestSet.Entry, manifest: Manifest)
    {
        let set = try load([path], in: workspace)
        if set.inputDiagnostics.hasErrors {
            throw MCPDiagnostics.failure("'\(path)' could not be read:", set.inputDiagnostics)
        }
        guard set.entries.count == 1, let entry = set.entries.first else {
            let found =
                set.entries.isEmpty
                ? "holds no manifest"
                : "holds \(set.entries.count) manifests (\(set.entries.map(\.path).joined(separator: ", ")))"
            throw MCPToolError("'\(path)' \(found); name one manifest file")
        }
        guard let manifest = entry.result.validManifest else {
            throw MCPDiagnostics.failure("\(entry.path) is not a valid manifest:", entry.result.diagnostics)
        }
        return (entry, manifest)
    }
}
