import IntentFlowGenerate
import IntentFlowMCP
import IntentFlowProject

#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif

/// `intentflow mcp`: serves the project to coding agents over the Model Context Protocol, on standard input and
/// output.
enum MCPCommand: CLICommand {
    static let name = "mcp"
    static let abstract = "Serve the project's contracts to coding agents over MCP (stdio)."
    static let usage = ""
    static let discussion = """
        Runs a Model Context Protocol server on standard input and output: newline-delimited JSON-RPC 2.0, protocol
        revisions 2025-11-25, 2025-06-18 and 2025-03-26. Tools: features, explain, validate, check, graph, generate
        (a plan and diff; writes only with apply: true), ai_context, tokens, procedure; mutate only with
        --allow-mutate. Resources: every manifest, the manifest JSON Schema, the pack's templates. Prompts: add_case,
        add_trace, new_feature, fix_check_finding.

        Every path a client names resolves inside the root; manifests are read from disk on every call. The server
        ends when its input ends. Register it with an agent as the command `intentflow mcp` (Docs/MCP.md).
        """
    static let options: [CommandOption] = [
        .value(
            "root", "<dir>",
            help: "The directory served (default: the working directory); no path outside it is read or written."),
        .flag(
            "allow-mutate",
            help: "Offer the mutate tool, which builds and runs the package's code (Package.swift, its tests) as "
                + "swift test does. Off by default: an agent's message is not trusted to run code."),
    ]
    static let epilogue = "Exit status: 0 when the input ends, 2 when the root is not a directory."

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> ExitCode {
        guard arguments.positionals.isEmpty else { throw UsageError("'mcp' takes no arguments; use --root <dir>") }
        let root = context.url(forPath: arguments.value("root") ?? ".")
        guard DirectoryListing.isDirectory(root.path) else {
            throw UsageError("'--root' must name a directory; '\(arguments.value("root") ?? ".")' is not one")
        }
        // A client that goes away mid-response must end the server with an exit status, not a signal.
        signal(SIGPIPE, SIG_IGN)
        let allowingMutate = arguments.flag("allow-mutate")
        // mutate's build and test runs are children in groups of their own: a stopped server stops them too.
        if allowingMutate { InterruptForwarding.install() }
        var server = MCPServer(
            root: root, version: IntentFlowVersion.current, tools: MCPToolbox.offered(allowingMutate: allowingMutate))
        _ = MCPStdioTransport().serve(&server)
        return .success
    }
}
