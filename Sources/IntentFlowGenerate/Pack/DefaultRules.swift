import IntentFlowCheck

/// The default pack's architecture rules, compiled into the tool so a copied binary needs nothing beside it.
///
/// The text is `Templates/rules.yaml` as the EmbedTemplates plugin compiles it in with the rest of the default pack.
package enum DefaultRules {
    /// The path diagnostics name the built-in rules by.
    package static let path = "Templates/rules.yaml"

    /// The rules file's text.
    package static var yaml: String { BuiltInPacks.defaultPackFiles["rules.yaml"] ?? "" }

    /// The built-in rules as a loaded file.
    package static func file() -> RulesFile {
        RulesFileLoader.load(contentsOf: yaml, path: path)
    }
}
