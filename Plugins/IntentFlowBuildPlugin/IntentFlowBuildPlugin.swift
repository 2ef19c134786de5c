import Foundation
import PackagePlugin

/// Validates the manifests in a target and checks the target's code against them at build time: a target adds
/// `plugins: [.plugin(name: "IntentFlowBuildPlugin", package: "IntentFlow")]` and its build fails with
/// `path:line:column: error: …` lines (which Xcode lists in its issue navigator) when a manifest is broken or the code
/// has drifted from it.
///
/// It is a build command, not a prebuild command, for two reasons: a prebuild command may only run a prebuilt
/// binary (this one runs `intentflow` built from source, so a dependency by path or URL needs nothing else), and a
/// build command declares its inputs, so the build system runs it only when a manifest, a source file of the target
/// or the tool changed. Its one output is a comment-only Swift file in the plugin's work directory (a Swift output is
/// compiled, not bundled as a resource): nothing is written into the target.
@main
struct IntentFlowBuildPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let manifests = Self.manifests(in: target.directoryURL)
        guard !manifests.isEmpty else { return [] }
        let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("IntentFlowChecked.swift")
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        let configuration = context.package.directoryURL.appendingPathComponent(".intentflow/config.yaml")
        let settings = FileManager.default.fileExists(atPath: configuration.path) ? [configuration] : []
        return [
            .buildCommand(
                displayName: "Checking \(target.name) against its IntentFlow manifests",
                executable: try context.tool(named: "intentflow").url,
                arguments: ["check", target.directoryURL.path] + Self.testRulesSkipped + ["--build-stamp", stamp.path],
                inputFiles: manifests + sources + settings,
                outputFiles: [stamp]
            )
        ]
    }

    /// The findings about tests, left out: a target's tests live in a test target of their own, outside the
    /// directory checked (`swift package intentflow check` or CI checks them over the whole package).
    static let testRulesSkipped = [
        "--skip-rule", "drift.uncovered-trace", "--skip-rule", "drift.skipped-trace-test",
    ]

    /// Every `*.intentflow.yaml` below the target's directory, sorted so the command line is stable. They are read
    /// from disk, not from the target's files: a target excludes its manifests (SwiftPM has no rule for `.yaml`).
    static func manifests(in directory: URL) -> [URL] {
        guard let walk = FileManager.default.enumerator(at: directory, includingPropertiesForKeys: nil) else {
            return []
        }
        var found: [URL] = []
        for case let url as URL in walk where url.lastPathComponent.hasSuffix(".intentflow.yaml") {
            found.append(url)
        }
        return found.sorted { $0.path < $1.path }
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    extension IntentFlowBuildPlugin: XcodeBuildToolPlugin {
        /// The same check for a target of an Xcode project: its manifests are among the target's files, and the
        /// project's directory is the root the code is checked in.
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            let files = target.inputFiles.map(\.url)
            let manifests = files.filter { $0.lastPathComponent.hasSuffix(".intentflow.yaml") }
            guard !manifests.isEmpty else { return [] }
            let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("IntentFlowChecked.swift")
            return [
                .buildCommand(
                    displayName: "Checking \(target.displayName) against its IntentFlow manifests",
                    executable: try context.tool(named: "intentflow").url,
                    arguments: ["check", context.xcodeProject.directoryURL.path] + Self.testRulesSkipped
                        + ["--build-stamp", stamp.path],
                    inputFiles: files.filter { $0.pathExtension == "swift" } + manifests,
                    outputFiles: [stamp]
                )
            ]
        }
    }
#endif
