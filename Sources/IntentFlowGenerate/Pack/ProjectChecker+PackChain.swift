import IntentFlowCheck

extension ProjectChecker {
    /// Checks the tree `options` name with the rules of the pack chain in force (``PackChainRules``): what `check`,
    /// the MCP `check` tool and the editor hook run.
    package static func run(_ options: CheckOptions) throws(CheckError) -> CheckReport {
        try run(options, packRules: PackChainRules())
    }
}
