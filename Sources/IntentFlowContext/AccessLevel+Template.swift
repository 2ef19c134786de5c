import IntentFlowManifest
import IntentFlowTemplates

extension AccessLevel {
    /// `access` as templates see it: `modifier` goes before every declaration another module needs
    /// (`{{access.modifier}}struct …`), and `isExported` adds what only code outside the module needs, such as a
    /// `public init()` (a struct's implicit initializers are internal).
    var templateValue: TemplateValue {
        .dictionary([
            "level": .string(rawValue),
            "modifier": .string(modifier),
            "isExported": .bool(self != .internal),
        ])
    }
}
