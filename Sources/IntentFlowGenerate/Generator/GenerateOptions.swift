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
    /// Overwrite conflicts: generator-owned files edited by hand or without a header. User-owned files are never
    /// overwritten (only their marked regions are updated); delete one to have it generated again.
    package var force: Bool
    /// Append the block to block-owned files that have none.
    package var adopt: Bool
    /// The directory relative pack paths are resolved against.
    package var workingDirectory: URL
    /// How many bytes one file and the whole run may render.
    package var limits = RenderBudget()
    /// `--update`: three-way merge the generator's changes into user-owned files it generated before.
    package var update = false
    /// `--prune`: remove generator-owned files the record lists that the run no longer generates (unedited ones only).
    package var prune = false

    /// Creates options.
    package init(
        output: URL, pack: PackReference? = nil, generator: String = "feature", module: String? = nil,
        parameters: [String: String] = [:], force: Bool = false, adopt: Bool = false, workingDirectory: URL
    ) {
        self.output = output
        self.pack = pack
        self.generator = generator
        self.module = module
        self.parameters = parameters
        self.force = force
        self.adopt = adopt
        self.workingDirectory = workingDirectory
    }
}
