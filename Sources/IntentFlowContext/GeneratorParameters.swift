import IntentFlowManifest
import IntentFlowTemplates

/// The parameters a feature is generated with, as the context model hands them to templates under `params`.
///
/// Which parameters exist, their defaults and their `<name>_<choice>` flags are the pack's business: pack.yaml
/// declares them, IntentFlowGenerate's `PackGenerator.resolve(_:origin:)` fills in defaults and
/// `PackGenerator.parameterContext(_:)` adds the flags (named in text, not linked: this module sits below that one).
/// Nothing here names one of them, so a team pack's own parameters read exactly like the default pack's. The context
/// model adds only `module`, which is the tool's (`--module`), not a pack's.
struct GeneratorParameters: Hashable, Sendable {
    /// The module generated tests `@testable import`; empty for none.
    var module: String
    /// Every parameter as given.
    var values: [String: String]

    /// Reads the parameters; `module` falls back to the manifest's.
    init(_ parameters: [String: String], manifestModule: String?) {
        values = parameters
        module = parameters["module"] ?? manifestModule ?? ""
    }

    /// The access level generated declarations get: the `access` parameter (`--access`, the configuration's
    /// `params:`), else the manifest's `access:`, else internal. A value that is no access level (a team pack's own
    /// `access` parameter) reads as internal.
    func access(manifest: AccessLevel?) -> AccessLevel {
        values["access"].flatMap(AccessLevel.init(rawValue:)) ?? manifest ?? .internal
    }

    /// `params` as templates see it: the given values and `module`.
    var templateValue: TemplateValue {
        var params = values.mapValues(TemplateValue.string)
        params["module"] = .string(module)
        return .dictionary(params)
    }
}
