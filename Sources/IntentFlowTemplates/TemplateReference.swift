import IntentFlowText

/// One tag of a compiled template as tools see it: what it names, where, and the references nested inside it.
///
/// A pack validator walks these to check names against a context model: a name inside a section is looked up first
/// in the section's value, so ``children`` keeps that scope.
package struct TemplateReference: Sendable, Hashable {
    /// What kind of tag made the reference.
    package enum Kind: String, Sendable, Hashable {
        /// `{{name}}`, `{{{name}}}`, `{{&name}}`.
        case variable
        /// `{{#name}}…{{/name}}`.
        case section
        /// `{{^name}}…{{/name}}`.
        case invertedSection
        /// `{{>name}}`: ``TemplateReference/name`` is a template name.
        case partial
        /// `{{>*name}}`: ``TemplateReference/name`` is looked up in the context and names a template.
        case dynamicPartial
        /// `{{<name}}…{{/name}}`: ``TemplateReference/name`` is a template name.
        case parent
        /// `{{<*name}}…{{/name}}`: the template's name is looked up in the context.
        case dynamicParent
        /// `{{$name}}…{{/name}}`: ``TemplateReference/name`` is a block name.
        case block
    }

    /// What kind of tag made the reference.
    package var kind: Kind
    /// The name as written (`user.name`, `.`, `@index`, a partial's name).
    package var name: String
    /// The filters of an interpolation, in order.
    package var filters: [TemplateFilter]
    /// Where the tag is.
    package var location: SourceLocation
    /// References inside a section, inverted section, block or parent (a parent's are its blocks).
    package var children: [TemplateReference]

    /// Creates a reference.
    package init(
        kind: Kind, name: String, filters: [TemplateFilter] = [], location: SourceLocation,
        children: [TemplateReference] = []
    ) {
        self.kind = kind
        self.name = name
        self.filters = filters
        self.location = location
        self.children = children
    }

    static func references(in nodes: [TemplateNode]) -> [TemplateReference] {
        nodes.compactMap { node in
            switch node {
            case .text:
                return nil
            case .variable(let variable):
                return TemplateReference(
                    kind: .variable, name: variable.spelling, filters: variable.filters, location: variable.location)
            case .section(let section):
                return TemplateReference(
                    kind: section.inverted ? .invertedSection : .section, name: section.spelling,
                    location: section.location, children: references(in: section.children))
            case .partial(let partial):
                switch partial.target {
                case .fixed(let name):
                    return TemplateReference(kind: .partial, name: name, location: partial.location)
                case .dynamic(_, let spelling):
                    return TemplateReference(kind: .dynamicPartial, name: spelling, location: partial.location)
                }
            case .parent(let parent):
                let blocks = parent.blocks.values.sorted { $0.location.line < $1.location.line }
                    .map { block(reference: $0) }
                switch parent.target {
                case .fixed(let name):
                    return TemplateReference(kind: .parent, name: name, location: parent.location, children: blocks)
                case .dynamic(_, let spelling):
                    return TemplateReference(
                        kind: .dynamicParent, name: spelling, location: parent.location, children: blocks)
                }
            case .block(let block):
                return Self.block(reference: block)
            }
        }
    }

    private static func block(reference block: TemplateNode.Block) -> TemplateReference {
        TemplateReference(
            kind: .block, name: block.name, location: block.location, children: references(in: block.children))
    }
}
