#if canImport(FoundationEssentials)
import FoundationEssentials
import IntentFlowProject
#else
import Foundation
#endif

extension GenerateOptions {
    /// The options a project's configuration gives when nothing overrides them: its `output:` (else
    /// `defaultOutput`, else the working directory), `pack:`, `module:`, `params:` and `limits:`.
    ///
    /// `intentflow generate` lays its flags over these; the MCP server's `generate` tool uses them as they are.
    package init(configuration: ProjectConfiguration, defaultOutput: URL? = nil, workingDirectory: URL) {
        self.init(
            output: configuration.output ?? defaultOutput ?? workingDirectory, pack: configuration.pack,
            module: configuration.module, parameters: configuration.parameters, workingDirectory: workingDirectory)
        limits = configuration.limits
    }
}
