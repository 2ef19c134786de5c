#if canImport(FoundationEssentials)
import FoundationEssentials
import IntentFlowProject
#else
import Foundation
#endif

/// What an `intentflow agents` run writes, and where.
package struct AgentsOptions: Hashable, Sendable {
    /// The repository root: manifests are read from anywhere below it (`.intentflow/` and feature folders), surfaces
    /// are written below it.
    package var root: URL
    /// The tools to write surfaces for.
    package var tools: [AgentTool]
    /// Whether ``tools`` were chosen (recorded as such, so a later run without a choice keeps them) rather than
    /// detected from the repository's folders (``AgentToolChoice``).
    package var toolsChosen = true
    /// The pack whose `agents` generator renders the surfaces (`nil`: the configured one, else the default).
    package var pack: PackReference?
    /// How the run treats what is on disk: `force` overwrites hand-edited generated surfaces and files without an
    /// intentflow block, `adopt` appends the block to surfaces that exist without one, `prune` removes generated
    /// surfaces the record lists that the run no longer writes (unedited ones only).
    package var write: WriteOptions
    /// Globs, relative to ``root``, of files and directories whose manifests are left out (e.g. `Tests/Fixtures`).
    package var exclude: [String]
    /// The project configuration, whose `exclude:` globs (relative to the project root) apply too, as for every
    /// command; the empty one by default.
    package var configuration = ProjectConfiguration()
    /// The command that runs the tests, as the surfaces name it (`verify:` in the configuration).
    package var verify: VerifyCommand
    /// The directory relative paths were given from, for resolving a pack path and showing paths.
    package var workingDirectory: URL

    /// Creates options.
    package init(
        root: URL, tools: [AgentTool] = AgentTool.defaults, pack: PackReference? = nil, write: WriteOptions = .init(),
        exclude: [String] = [], verify: VerifyCommand = .standard, workingDirectory: URL
    ) {
        self.root = root
        self.tools = tools
        self.pack = pack
        self.write = write
        self.exclude = exclude
        self.verify = verify
        self.workingDirectory = workingDirectory
    }
}
