import IntentFlowText

/// One element of a compiled template. Rendering walks these; nothing is parsed again.
///
/// The payloads are immutable final classes rather than structs: walking the tree then costs one reference count per
/// node instead of one per field of every node it passes, which is most of the renderer's overhead otherwise.
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
    final class Variable: Sendable {
        /// What to look up.
        let name: ValueName
        /// The tag's name as written, for messages.
        let spelling: String
        /// Filters applied in order to the value's text.
        let filters: [TemplateFilter]
        /// Whether the text is escaped (`{{x}}`) or not (`{{{x}}}`, `{{&x}}`).
        let escapes: Bool
        /// Where the tag is.
        let location: SourceLocation

        /// Creates the node.
        init(name: ValueName, spelling: String, filters: [TemplateFilter], escapes: Bool, location: SourceLocation) {
            self.name = name
            self.spelling = spelling
            self.filters = filters
            self.escapes = escapes
            self.location = location
        }
    }

    /// A section or inverted section.
    final class Section: Sendable {
        /// What to look up.
        let name: ValueName
        /// The tag's name as written, for messages.
        let spelling: String
        /// Whether this is `{{^name}}`.
        let inverted: Bool
        /// The content between the tags.
        let children: [TemplateNode]
        /// Where the opening tag is.
        let location: SourceLocation

        /// Creates the node.
        init(name: ValueName, spelling: String, inverted: Bool, children: [TemplateNode], location: SourceLocation) {
            self.name = name
            self.spelling = spelling
            self.inverted = inverted
            self.children = children
            self.location = location
        }
    }

    /// Which template a partial or parent tag names.
    enum Target: Sendable {
        /// `{{>name}}`: a fixed name.
        case fixed(String)
        /// `{{>*name}}`: the name is the string value of `name` in the context.
        case dynamic(ValueName, spelling: String)
    }

    /// A partial.
    final class Inclusion: Sendable {
        /// Which template.
        let target: Target
        /// The whitespace before a standalone tag, prefixed to every line the partial renders.
        let indentation: String
        /// Where the tag is.
        let location: SourceLocation

        /// Creates the node.
        init(target: Target, indentation: String, location: SourceLocation) {
            self.target = target
            self.indentation = indentation
            self.location = location
        }
    }

    /// A parent with its overriding blocks.
    final class Parent: Sendable {
        /// Which template.
        let target: Target
        /// The whitespace before a standalone tag, prefixed to every line the parent renders.
        let indentation: String
        /// The blocks given inside the parent tag, by name; everything else inside it is ignored.
        let blocks: [String: Block]
        /// Where the opening tag is.
        let location: SourceLocation

        /// Creates the node.
        init(target: Target, indentation: String, blocks: [String: Block], location: SourceLocation) {
            self.target = target
            self.indentation = indentation
            self.blocks = blocks
            self.location = location
        }
    }

    /// A block: its default content, or the content that overrides a parent's block of the same name.
    final class Block: Sendable {
        /// The block's name (its own namespace, not the context's).
        let name: String
        /// The content.
        let children: [TemplateNode]
        /// The whitespace before the opening tag when nothing else precedes it on its line.
        let indentation: String
        /// Whether the opening tag is on a standalone line, so the content starts at the start of a line.
        let isStandalone: Bool
        /// The indentation content that overrides this block gets (its own indentation removed first): where the
        /// default content's first line starts, or the tag's indentation when there is no default content. Only for
        /// a standalone block; an inline one indents the overriding content's later lines by ``indentation``.
        let expansionIndentation: String
        /// Where the opening tag is.
        let location: SourceLocation

        /// Creates the node.
        init(
            name: String, children: [TemplateNode], indentation: String, isStandalone: Bool,
            expansionIndentation: String, location: SourceLocation
        ) {
            self.name = name
            self.children = children
            self.indentation = indentation
            self.isStandalone = isStandalone
            self.expansionIndentation = expansionIndentation
            self.location = location
        }
    }
}
