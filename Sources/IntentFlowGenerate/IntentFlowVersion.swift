/// The version of the `intentflow` tool and its default template pack.
public enum IntentFlowVersion {
    /// Semantic version printed by `intentflow --version`.
    public static let current = "0.2.0"
}
