import Foundation
import PackagePlugin

/// Compiles the default pack in `Templates/` into the target as Swift source, so a copied `intentflow` binary carries
/// its templates with it. `Templates/` stays the single source: the embedded copy is regenerated whenever a file in it
/// changes.
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directoryURL.appendingPathComponent("Templates")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedTemplates.swift")
        var inputs: [URL] = []
        if let enumerator = FileManager.default.enumerator(at: templates, includingPropertiesForKeys: nil) {
            for case let url as URL in enumerator { inputs.append(url) }
        }
        return [
            .buildCommand(
                displayName: "Embedding the default pack (Templates) into \(target.name)",
                executable: try context.tool(named: "intentflow-embed").url,
                arguments: [templates.path, output.path],
                inputFiles: inputs.sorted { $0.path < $1.path },
                outputFiles: [output]
            )
        ]
    }
}
