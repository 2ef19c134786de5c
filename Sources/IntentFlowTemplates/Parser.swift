import IntentFlowText

/// Builds the compiled tree of a template from its tokens, checking that every section closes.
///
/// The parser keeps its own stack of open sections instead of recursing, so no input, however deeply nested, can
/// exhaust the call stack; nesting is bounded by ``maximumNesting`` all the same, because rendering does recurse.
struct Parser {
    /// How deeply sections, parents and blocks may nest in one template.
    static let maximumNesting = 256

    private let source: SourceText
    /// The filters the program added to the built-in ones.
    private let filters: [NamedFilter]

    /// Creates a parser for one template's source, which may use the built-in filters and `filters`.
    init(source: SourceText, filters: [NamedFilter] = []) {
        self.source = source
        self.filters = filters
    }

    /// An open section, parent or block while its content is being collected.
    private struct OpenTag {
        var token: Token
        var children: [TemplateNode] = []
        var blocks: [String: TemplateNode.Block] = [:]
    }

    /// Compiles the source.
    func parse() throws(TemplateError) -> [TemplateNode] {
        var lexer = Lexer(source: source)
        let tokens = try lexer.tokenize()
        var root = OpenTag(token: Token(kind: .text, content: "", offset: 0))
        var open: [OpenTag] = []
        for token in tokens where !token.isRemoved {
            switch token.kind {
            case .comment, .delimiters:
                continue
            case .text:
                append(.text(token.content), to: &open, root: &root)
            case .variable, .unescapedVariable:
                append(.variable(try variable(token)), to: &open, root: &root)
            case .partial:
                let node = TemplateNode.Inclusion(
                    target: try target(token), indentation: token.indentation, location: location(token))
                append(.partial(node), to: &open, root: &root)
            case .section, .invertedSection, .parent, .block:
                guard open.count < Self.maximumNesting else {
                    throw source.error(
                        .syntax, "sections nest more than \(Self.maximumNesting) levels deep", at: token.offset)
                }
                open.append(OpenTag(token: token))
            case .close:
                guard let opened = open.popLast() else {
                    throw source.error(.syntax, "closing tag '\(token.content)' has no opening tag", at: token.offset)
                }
                guard opened.token.content == token.content else {
                    let start = location(opened.token)
                    throw source.error(
                        .syntax,
                        "closing tag '\(token.content)' does not match '\(opened.token.content)' opened at "
                            + "\(start.line):\(start.column)",
                        at: token.offset)
                }
                try close(opened, into: &open, root: &root)
            }
        }
        if let unclosed = open.last {
            throw source.error(.syntax, "'\(unclosed.token.content)' is never closed", at: unclosed.token.offset)
        }
        return root.children
    }

    private func append(_ node: TemplateNode, to open: inout [OpenTag], root: inout OpenTag) {
        if let last = open.indices.last {
            // Inside a parent only blocks count; the rest is ignored (the specification's rule).
            guard open[last].token.kind != .parent else { return }
            Self.append(node, to: &open[last].children)
        } else {
            Self.append(node, to: &root.children)
        }
    }

    /// Appends a node, joining adjacent texts so rendering makes one append per run.
    private static func append(_ node: TemplateNode, to children: inout [TemplateNode]) {
        if case .text(let text) = node, case .text(var merged)? = children.last {
            // Taken out first so the string is uniquely referenced and grows in place: joining stays linear.
            children.removeLast()
            merged += text
            children.append(.text(merged))
        } else {
            children.append(node)
        }
    }

    private func close(_ opened: OpenTag, into open: inout [OpenTag], root: inout OpenTag) throws(TemplateError) {
        let token = opened.token
        switch token.kind {
        case .section, .invertedSection:
            let name = try valueName(token.content, token: token, allowsFilters: false)
            let section = TemplateNode.Section(
                name: name, spelling: token.content, inverted: token.kind == .invertedSection,
                children: opened.children, location: location(token))
            append(.section(section), to: &open, root: &root)
        case .parent:
            let parent = TemplateNode.Parent(
                target: try target(token), indentation: token.indentation, blocks: opened.blocks,
                location: location(token))
            append(.parent(parent), to: &open, root: &root)
        default:
            let isOverride = open.last?.token.kind == .parent
            let block = TemplateNode.Block(
                name: token.content,
                children: isOverride && token.isStandalone
                    ? BlockReindentation.dedent(opened.children) : opened.children,
                indentation: token.indentation, isStandalone: token.isStandalone,
                expansionIndentation: BlockReindentation.expansionIndentation(
                    of: opened.children, tagIndentation: token.indentation),
                location: location(token))
            if let last = open.indices.last, isOverride {
                open[last].blocks[block.name] = block
            } else {
                append(.block(block), to: &open, root: &root)
            }
        }
    }

    private func location(_ token: Token) -> SourceLocation { token.location ?? source.location(of: token.offset) }

    private func variable(_ token: Token) throws(TemplateError) -> TemplateNode.Variable {
        // Most tags have no filter: no split then.
        let parts =
            token.content.utf8.contains(UInt8(ascii: "|"))
            ? token.content.split(separator: "|", omittingEmptySubsequences: false).map {
                String($0).trimmingTemplateWhitespace()
            } : [token.content.trimmingTemplateWhitespace()]
        let spelling = parts[0]
        var applied: [TemplateFilter] = []
        for text in parts.dropFirst() {
            guard let filter = TemplateFilter(parsing: text, named: filters) else {
                let known = TemplateFilter.names + filters.map(\.name)
                throw source.error(
                    .unknownFilter, "unknown filter '\(text)'; known filters: \(known.joined(separator: ", "))",
                    at: token.offset)
            }
            applied.append(filter)
        }
        return TemplateNode.Variable(
            name: try valueName(spelling, token: token, allowsFilters: true), spelling: spelling, filters: applied,
            escapes: token.kind == .variable, location: location(token))
    }

    private func valueName(_ text: String, token: Token, allowsFilters: Bool) throws(TemplateError) -> ValueName {
        if !allowsFilters, text.utf8.contains(UInt8(ascii: "|")) {
            throw source.error(.syntax, "filters ('|') apply to interpolation tags only", at: token.offset)
        }
        if text.isEmpty {
            throw source.error(.syntax, "empty name before '|'", at: token.offset)
        }
        switch ValueName.parse(text) {
        case .success(let name): return name
        case .failure(let error): throw source.error(.syntax, error.message, at: token.offset)
        }
    }

    private func target(_ token: Token) throws(TemplateError) -> TemplateNode.Target {
        guard token.content.hasPrefix("*") else { return .fixed(token.content) }
        let spelling = String(token.content.dropFirst()).trimmingTemplateWhitespace()
        return .dynamic(try valueName(spelling, token: token, allowsFilters: false), spelling: spelling)
    }
}
