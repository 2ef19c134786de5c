import IntentFlowText

/// Walks a compiled template against a context, appending to one output string.
struct Renderer {
    /// Everything rendered so far, as UTF-8 (appending bytes is cheaper than appending to a `String`).
    private(set) var output: [UInt8] = []

    private let library: TemplateLibrary
    private let root: Template
    private let options: RenderOptions
    private var stack: ContextStack
    /// The partials and parents being rendered, outermost first.
    private var inclusions: [TemplateError.Inclusion] = []
    /// The blocks each active parent tag overrides, outermost first: the outermost override of a name wins.
    private var overrides: [[String: TemplateNode.Block]] = []
    private var depth = 0
    /// How many partials and parents this render has included so far.
    private var inclusionCount = 0
    /// How many steps this render has taken (see ``RenderOptions/maximumSteps``).
    private(set) var steps = 0
    /// The whitespace prefixed to each line the current standalone partial or parent renders.
    private var indentation = ""
    /// Whether the last text written ended a line (only tracked while ``indentation`` is not empty).
    private var atLineStart = false

    /// Prepares to render `root` against `context`.
    init(library: TemplateLibrary, root: Template, context: TemplateValue, options: RenderOptions) {
        self.library = library
        self.root = root
        self.options = options
        self.stack = ContextStack(root: context)
        output.reserveCapacity(root.source.bytes.count * 2)
    }

    /// Renders nodes in order.
    mutating func render(_ nodes: [TemplateNode]) throws(TemplateError) {
        for index in nodes.indices {
            switch nodes[index] {
            case .text(let text): write(text)
            case .variable(let variable):
                try step(at: variable.location)
                try render(variable)
            case .section(let section):
                try step(at: section.location)
                try render(section)
            case .partial(let partial):
                try step(at: partial.location)
                try render(partial)
            case .parent(let parent):
                try step(at: parent.location)
                try render(parent)
            case .block(let block):
                try step(at: block.location)
                try render(block)
            }
        }
    }

    // MARK: - Tags

    private mutating func render(_ variable: TemplateNode.Variable) throws(TemplateError) {
        guard let value = stack.lookup(variable.name) else {
            return try missing(variable.name, spelling: variable.spelling, at: variable.location)
        }
        guard var text = value.text else {
            guard options.strict else { return }
            throw error(
                .missingValue, "'\(variable.spelling)' is \(value.kindDescription), which has no text to insert",
                at: variable.location)
        }
        for filter in variable.filters {
            text = filter.apply(to: text)
        }
        guard !text.isEmpty else { return }
        if atLineStart, !indentation.isEmpty {
            output.append(contentsOf: indentation.utf8)
        }
        atLineStart = false
        if variable.escapes, options.escaping == .html {
            HTMLEscaping.append(text, to: &output)
        } else {
            output.append(contentsOf: text.utf8)
        }
        try checkSize(at: variable.location)
    }

    private mutating func render(_ section: TemplateNode.Section) throws(TemplateError) {
        let value = stack.lookup(section.name)
        if value == nil { try missing(section.name, spelling: section.spelling, at: section.location) }
        let isTruthy = value?.isTruthy ?? false
        if section.inverted {
            guard !isTruthy else { return }
            try enter(at: section.location)
            try render(section.children)
            depth -= 1
            return
        }
        guard let value, isTruthy else { return }
        try enter(at: section.location)
        switch value {
        case .array(let elements):
            for index in elements.indices {
                try step(at: section.location)
                stack.push(element: elements[index], index: index, count: elements.count)
                try render(section.children)
                stack.pop()
                // Text alone adds at most the template's size per pass; a list is where output multiplies.
                try checkSize(at: section.location)
            }
        case .bool:
            try render(section.children)
        default:
            stack.push(value)
            try render(section.children)
            stack.pop()
        }
        depth -= 1
    }

    private mutating func render(_ partial: TemplateNode.Inclusion) throws(TemplateError) {
        guard let (name, template) = try template(for: partial.target, kind: .partial, at: partial.location) else {
            return
        }
        try include(template, as: .partial, named: name, indentation: partial.indentation, at: partial.location)
    }

    private mutating func render(_ parent: TemplateNode.Parent) throws(TemplateError) {
        guard let (name, template) = try template(for: parent.target, kind: .parent, at: parent.location) else {
            return
        }
        overrides.append(parent.blocks)
        try include(template, as: .parent, named: name, indentation: parent.indentation, at: parent.location)
        overrides.removeLast()
    }

    private mutating func render(_ block: TemplateNode.Block) throws(TemplateError) {
        try enter(at: block.location)
        guard let override = overrides.lazy.compactMap({ $0[block.name] }).first else {
            try render(block.children)
            depth -= 1
            return
        }
        let saved = indentation
        if block.isStandalone {
            indentation += block.expansionIndentation
            atLineStart = true
        } else {
            indentation += block.indentation
        }
        try render(override.children)
        indentation = saved
        depth -= 1
    }

    private mutating func include(
        _ template: Template, as kind: TemplateError.Inclusion.Kind, named name: String, indentation extra: String,
        at location: SourceLocation
    ) throws(TemplateError) {
        inclusions.append(TemplateError.Inclusion(kind: kind, name: name, location: location))
        inclusionCount += 1
        guard inclusionCount <= options.maximumInclusions else {
            throw error(
                .recursionTooDeep,
                "more than \(options.maximumInclusions) partials and parents included in one render (a partial that "
                    + "includes itself more than once?)",
                at: location)
        }
        try enter(at: location)
        let saved = indentation
        if !extra.isEmpty {
            indentation += extra
            atLineStart = true
        }
        try render(template.nodes)
        try checkSize(at: location)
        indentation = saved
        depth -= 1
        inclusions.removeLast()
    }

    // MARK: - Support

    /// Writes template text, prefixing the current indentation to each line that has content.
    private mutating func write(_ text: String) {
        guard !indentation.isEmpty else {
            output.append(contentsOf: text.utf8)
            return
        }
        var rest = Substring(text)
        while !rest.isEmpty {
            let end = rest.utf8.firstIndex(of: UInt8(ascii: "\n")).map { rest.utf8.index(after: $0) } ?? rest.endIndex
            let line = rest[..<end]
            if atLineStart, line != "\n", line != "\r\n" {
                output.append(contentsOf: indentation.utf8)
            }
            output.append(contentsOf: line.utf8)
            atLineStart = line.utf8.last == UInt8(ascii: "\n")
            rest = rest[end...]
        }
    }

    /// Stops the render once its output has grown past the bound. Checked after every variable, every element of a
    /// list section and every inclusion — every way output multiplies — so a runaway template stops within a pass.
    private func checkSize(at location: @autoclosure () -> SourceLocation) throws(TemplateError) {
        guard output.count > options.maximumOutputBytes else { return }
        throw error(
            .outputTooLarge,
            "the output grows past \(options.maximumOutputBytes) bytes, the limit of one render (a section over a "
                + "list inside another, multiplying?)",
            at: location())
    }

    /// Counts one step of work, failing past the bound: the output bound misses sections that write nothing.
    /// Tags and list passes are counted; text is not, as every text node lies inside a counted pass.
    private mutating func step(at location: @autoclosure () -> SourceLocation) throws(TemplateError) {
        steps += 1
        guard steps > options.maximumSteps else { return }
        throw error(
            .tooMuchWork,
            "rendering takes more than \(options.maximumSteps) steps, the limit of one render (sections over lists "
                + "nested inside each other, multiplying?)",
            at: location())
    }

    /// Counts one more level of nesting, failing past the bound instead of exhausting the stack.
    private mutating func enter(at location: @autoclosure () -> SourceLocation) throws(TemplateError) {
        depth += 1
        guard depth <= options.maximumDepth else {
            throw error(
                .recursionTooDeep,
                "templates nest more than \(options.maximumDepth) levels deep (a partial or parent that includes "
                    + "itself without end?)",
                at: location())
        }
    }

    /// A name resolved to nothing: an error in strict mode, else nothing to do (it renders as empty or falsey).
    private func missing(_ name: ValueName, spelling: String, at location: SourceLocation) throws(TemplateError) {
        guard options.strict else { return }
        if case .position = name {
            throw error(.missingValue, "'\(spelling)' is only available inside a list section", at: location)
        }
        throw error(.missingValue, "no value for '\(spelling)' (strict mode)", at: location)
    }

    /// The template a partial or parent tag names, or `nil` when it renders nothing (not found, not strict).
    private func template(
        for target: TemplateNode.Target, kind: TemplateError.Inclusion.Kind, at location: SourceLocation
    ) throws(TemplateError) -> (String, Template)? {
        let name: String
        switch target {
        case .fixed(let fixed):
            name = fixed
        case .dynamic(let valueName, let spelling):
            guard let value = stack.lookup(valueName) else {
                try missing(valueName, spelling: spelling, at: location)
                return nil
            }
            guard case .string(let string) = value else {
                guard options.strict else { return nil }
                throw error(
                    .missingValue,
                    "'\(spelling)' names a \(kind.rawValue) but is \(value.kindDescription), not a string",
                    at: location)
            }
            name = string
        }
        if let template = library[name] ?? (name == root.name ? root : nil) {
            return (name, template)
        }
        guard options.strict else { return nil }
        throw error(.missingPartial, "no \(kind.rawValue) template named '\(name)'", at: location)
    }

    private func error(_ kind: TemplateError.Kind, _ message: String, at location: SourceLocation) -> TemplateError {
        let template = location.file == root.path ? root : library.template(atPath: location.file)
        return TemplateError(
            kind: kind, message: message, location: location,
            sourceLine: template?.source.line(location.line), inclusions: inclusions.reversed())
    }
}
