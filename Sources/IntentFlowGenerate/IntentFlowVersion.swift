/// The version of the `intentflow` tool and its default template pack.
///
/// It lives in the library, not the executable, because loading a pack checks it: `requires: intentflow >= X.Y` in
/// pack.yaml is compared with it.
package enum IntentFlowVersion {
    /// Semantic version printed by `intentflow --version`.
    package static let current = "0.2.0"
}
