/// How block content moves between indentation levels: "block indentation is removed at the site of definition and
/// added at the site of expansion" (the specification's inheritance module).
///
/// At compile time the content of a block given inside a parent loses the indentation of its first line from every
/// line; at render time it gets the indentation of the place it fills (``TemplateNode/Block/expansionIndentation``).
enum BlockReindentation {
    /// The spaces and tabs a standalone block's default content starts with, or the tag's own indentation when there
    /// is no default content to learn it from.
    static func expansionIndentation(of children: [TemplateNode], tagIndentation: String) -> String {
        guard case .text(let text)? = children.first else { return tagIndentation }
        return String(text.prefix(while: { $0 == " " || $0 == "\t" }))
    }

    /// The content of an overriding block with its own indentation (that of its first line) removed from each line.
    static func dedent(_ children: [TemplateNode]) -> [TemplateNode] {
        guard case .text(let text)? = children.first else { return children }
        let prefix = String(text.prefix(while: { $0 == " " || $0 == "\t" }))
        guard !prefix.isEmpty else { return children }
        var atLineStart = true
        return dedent(children, by: prefix, atLineStart: &atLineStart)
    }

    private static func dedent(_ nodes: [TemplateNode], by prefix: String, atLineStart: inout Bool) -> [TemplateNode] {
        nodes.map { node in
            switch node {
            case .text(let text):
                return .text(dedent(text, by: prefix, atLineStart: &atLineStart))
            case .variable:
                atLineStart = false
                return node
            case .section(let section):
                return .section(
                    TemplateNode.Section(
                        name: section.name, spelling: section.spelling, inverted: section.inverted,
                        children: dedent(section.children, by: prefix, atLineStart: &atLineStart),
                        location: section.location))
            case .partial(let partial):
                return .partial(
                    TemplateNode.Inclusion(
                        target: partial.target, indentation: strip(prefix, from: partial.indentation),
                        location: partial.location))
            case .parent(let parent):
                return .parent(
                    TemplateNode.Parent(
                        target: parent.target, indentation: strip(prefix, from: parent.indentation),
                        blocks: parent.blocks.mapValues { dedent(block: $0, by: prefix) }, location: parent.location))
            case .block(let block):
                return .block(dedent(block: block, by: prefix))
            }
        }
    }

    private static func dedent(block: TemplateNode.Block, by prefix: String) -> TemplateNode.Block {
        var atLineStart = block.isStandalone
        return TemplateNode.Block(
            name: block.name, children: dedent(block.children, by: prefix, atLineStart: &atLineStart),
            indentation: strip(prefix, from: block.indentation), isStandalone: block.isStandalone,
            expansionIndentation: strip(prefix, from: block.expansionIndentation), location: block.location)
    }

    private static func dedent(_ text: String, by prefix: String, atLineStart: inout Bool) -> String {
        var result = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.offset > 0 {
                result += "\n"
                atLineStart = true
            }
            if atLineStart, line.element.hasPrefix(prefix) {
                result += line.element.dropFirst(prefix.count)
            } else {
                result += line.element
            }
            if !line.element.isEmpty { atLineStart = false }
        }
        return result
    }

    private static func strip(_ prefix: String, from indentation: String) -> String {
        indentation.hasPrefix(prefix) ? String(indentation.dropFirst(prefix.count)) : indentation
    }
}
