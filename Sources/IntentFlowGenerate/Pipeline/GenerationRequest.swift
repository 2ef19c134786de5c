import IntentFlowManifest
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a command asks ``GenerationPipeline`` to generate: which generator, from what, and the flags of the command
/// line. The CLI and the MCP server build one of these and print the ``GenerationResult``; they never assemble stages.
///
/// Flags left `nil` fall back to the project configuration, then to the pack's defaults (``ResolvedRun``).
package struct GenerationRequest: Sendable {
    /// Which generator runs, and from what.
    package enum Command: Sendable {
        /// `generate`: feature code from the manifests `manifests` names; `addingMissingTraces` inserts the cases kept
        /// flows lack (`--add-missing`).
        case generate(manifests: ManifestRequest, addingMissingTraces: Bool)
        /// `feature <name>`: a new feature from the starter manifest, which AI mode writes beside the code.
        case feature(name: String, mode: Manifest.Mode)
        /// `startup-action <name>`: a step of the app's startup sequence.
        case startupAction(name: String)
        /// `agents`: every coding agent's instruction surface, from the manifests below `root` (default: the project
        /// root, else the working directory) for `tools` (`nil`: the configuration's `agents:`, else the record's
        /// earlier choice, else the tools the repository's folders show; ``AgentToolChoice``).
        case agents(root: URL?, tools: [AgentTool]?, exclude: [String])
        /// `pack init <name>`: a team pack in `.intentflow/packs/<name>/` extending `parent`.
        case packInit(name: String, parent: String)
        /// `pack test <pack>`: the pack's fixtures rendered and compared with their snapshots, or with `update`
        /// written to them.
        case packTest(pack: String, update: Bool)
    }

    /// Which generator runs, and from what.
    package var command: Command
    /// Where relative paths are resolved and messages show paths from; the configuration is found from here.
    package var workingDirectory: URL
    /// `--output`; `nil` takes the configuration's `output:`, else (for `generate`) beside the manifests, else the
    /// working directory.
    package var output: URL?
    /// `--pack`; `nil` takes the configuration's `pack:`, else the default pack.
    package var pack: PackReference?
    /// `--module`; `nil` takes the configuration's, else the manifest's.
    package var module: String?
    /// Parameters given on the command line (`--<name>`, `--param`); they win over the configuration's `params:`.
    package var parameters: [String: String] = [:]
    /// `--force`, `--adopt`, `--update`, `--prune`, `--check` and `--dry-run`: how the run plans, records and writes.
    package var write = WriteOptions()
    /// The configuration and pack chain, when the caller already settled them from ``workingDirectory`` (the command
    /// line does, to list a command's options); `nil` settles them in the run.
    package var settled: RunSettings?
    /// The directory the output must lie in (the MCP server's root); `nil` allows any.
    package var confinedTo: URL?

    /// Creates a request; set the flags afterwards.
    package init(_ command: Command, workingDirectory: URL) {
        self.command = command
        self.workingDirectory = workingDirectory
    }
}
