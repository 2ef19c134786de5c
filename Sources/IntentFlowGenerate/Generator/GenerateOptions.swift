#if canImport(FoundationEssentials)
import FoundationEssentials
import IntentFlowProject
#else
import Foundation
#endif

/// What a run of `intentflow generate` (or `feature`) asks for. Flags and the project configuration are merged into
/// one of these before anything runs; flags win.
package struct GenerateOptions: Hashable, Sendable {
    /// The directory files are written into (paths in the pack are relative to it).
    package var output: URL
    /// The pack's name or path; `nil` for the default pack.
    package var pack: PackReference?
    /// The generator to run.
    package var generator: String
    /// The module generated tests `@testable import`; `nil` to use the manifest's `module`.
    package var module: String?
    /// Generator parameters (`ui`, `testing`, …) as given; defaults come from the pack.
    package var parameters: [String: String]
    /// The directory relative pack paths are resolved against.
    package var workingDirectory: URL
    /// How many bytes one file and the whole run may render.
    package var limits = RenderBudget()
    /// How the run treats what is on disk (`--force`, `--adopt`, `--update`, `--prune`): the request's value.
    /// User-owned files are never overwritten, even with `force` (only their marked regions are updated).
    package var write = WriteOptions()

    /// Creates options.
    package init(
        output: URL, pack: PackReference? = nil, generator: String = "feature", module: String? = nil,
        parameters: [String: String] = [:], workingDirectory: URL
    ) {
        self.output = output
        self.pack = pack
        self.generator = generator
        self.module = module
        self.parameters = parameters
        self.workingDirectory = workingDirectory
    }
}
