/// The access level of a feature's generated declarations (`access:` in a manifest, `--access` on the command line).
///
/// Modular apps put each feature in its own module; `public` (or `package`, for modules of one package) lets the app
/// target use the feature's types, flow, effects and projection.
package enum AccessLevel: String, Hashable, Sendable, CaseIterable {
    /// Visible in the feature's module only: Swift's default, written as no modifier.
    case `internal`
    /// Visible to every module that imports the feature's.
    case `public`
    /// Visible to the modules of the same package.
    case `package`

    /// The modifier generated code writes before a declaration, with its trailing space: `""` for internal.
    package var modifier: String { self == .internal ? "" : "\(rawValue) " }
}
