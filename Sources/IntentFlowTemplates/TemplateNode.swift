/// One element of a compiled template. Rendering walks these; nothing is parsed again.
enum TemplateNode: Sendable {
    /// Literal text, adjacent runs already joined.
    case text(String)
    /// `{{name}}`, `{{{name}}}`, `{{&name}}`, with optional filters.
    case variable(Variable)
    /// `{{#name}}…{{/name}}` or `{{^name}}…{{/name}}`.
    case section(Section)
    /// `{{>name}}` or `{{>*name}}`.
    case partial(Inclusion)
    /// `{{<name}}…{{/name}}` with the blocks it overrides.
    case parent(Parent)
    /// `{{$name}}…{{/name}}` outside a parent: a place a child template may fill.
    case block(Block)

    /// An interpolation.
    struct Variable: Sendable {
        /// What to look up.
        var name: ValueName
        /// The tag's name as written, for messages.
        var spelling: String
        /// Filters applied in order to the value's text.
        var filters: [TemplateFilter]
        /// Whether the text is escaped (`{{x}}`) or not (`{{{x}}}`, `{{&x}}`).
        var escapes: Bool
        /// Where the tag is.
        var location: SourceLocation
    }

    /// A section or inverted section.
    struct Section: Sendable {
        /// What to look up.
        var name: ValueName
        /// The tag's name as written, for messages.
        var spelling: String
        /// Whether this is `{{^name}}`.
        var inverted: Bool
        /// The content between the tags.
        var children: [TemplateNode]
        /// Where the opening tag is.
        var location: SourceLocation
    }

    /// Which template a partial or parent tag names.
    enum Target: Sendable {
        /// `{{>name}}`: a fixed name.
        case fixed(String)
        /// `{{>*name}}`: the name is the string value of `name` in the context.
        case dynamic(ValueName, spelling: String)
    }

    /// A partial.
    struct Inclusion: Sendable {
        /// Which template.
        var target: Target
        /// The whitespace before a standalone tag, prefixed to every line the partial renders.
        var indentation: String
        /// Where the tag is.
        var location: SourceLocation
    }

    /// A parent with its overriding blocks.
    struct Parent: Sendable {
        /// Which template.
        var target: Target
        /// The whitespace before a standalone tag, prefixed to every line the parent renders.
        var indentation: String
        /// The blocks given inside the parent tag, by name; everything else inside it is ignored.
        var blocks: [String: Block]
        /// Where the opening tag is.
        var location: SourceLocation
    }

    /// A block: its default content, or the content that overrides a parent's block of the same name.
    struct Block: Sendable {
        /// The block's name (its own namespace, not the context's).
        var name: String
        /// The content.
        var children: [TemplateNode]
        /// The whitespace before a standalone opening tag.
        var indentation: String
        /// Where the opening tag is.
        var location: SourceLocation
    }
}
