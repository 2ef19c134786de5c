/// A value a template renders: the context handed to the engine is a tree of these.
///
/// Placeholder for the template engine's own `TemplateValue` (branch `templates`), which replaces this file when it
/// lands; the cases are the ones the engine's design names.
public enum TemplateValue: Hashable, Sendable {
    /// Text.
    case string(String)
    /// A whole number.
    case int(Int)
    /// A number with a fraction.
    case double(Double)
    /// A flag: sections render when it is true.
    case bool(Bool)
    /// A list: sections render once per element.
    case array([TemplateValue])
    /// Named values: dotted names look into it.
    case dictionary([String: TemplateValue])
    /// Nothing.
    case null
}
