#if canImport(FoundationEssentials)
import FoundationEssentials
import IntentFlowText
#else
import Foundation
#endif

/// A compiled Mustache template.
///
/// Compile once, render many times: ``init(source:name:path:filters:)`` parses the source into a tree and checks it
/// (unclosed or mismatched sections, bad delimiters, unknown filters are errors here, with their location); rendering
/// only walks that tree and appends to one output buffer.
///
/// ```swift
/// let template = try Template(source: "case {{name | camelCase}}", name: "case")
/// let swift = try template.render(["name": "Did Load"])   // "case didLoad"
/// ```
package struct Template: Sendable {
    /// The name partials and parents use to include this template (`{{>name}}`).
    package let name: String
    /// The file path messages show, or the name when the template did not come from a file.
    package let path: String
    /// The compiled tree.
    let nodes: [TemplateNode]
    /// The source, kept to quote lines in error messages.
    let source: SourceText

    /// Compiles a template.
    ///
    /// - Parameters:
    ///   - source: The template text.
    ///   - name: The name partials and parents use for it.
    ///   - path: The file path shown in messages; defaults to `name`.
    ///   - filters: Filters the template may use besides the built-in ones (``NamedFilter``).
    /// - Throws: ``TemplateError`` with the location of the first problem.
    package init(source: String, name: String, path: String? = nil, filters: [NamedFilter] = []) throws(TemplateError) {
        self.name = name
        self.path = path ?? name
        self.source = SourceText(source, file: path ?? name)
        self.nodes = try Parser(source: self.source, filters: filters).parse()
    }

    /// Reads and compiles a template file; its name is the file name without extension unless given. `filters` are
    /// the ones the template may use besides the built-in ones.
    ///
    /// - Throws: ``TemplateError`` of kind ``TemplateError/Kind/io`` when the file cannot be read as UTF-8, or the
    ///   compile error.
    package init(contentsOf url: URL, name: String? = nil, filters: [NamedFilter] = []) throws(TemplateError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw TemplateError(
                kind: .io, message: "cannot read template '\(url.path)': \(ErrorText.describing(error))")
        }
        try self.init(
            data: data, name: name ?? url.deletingPathExtension().lastPathComponent, path: url.path, filters: filters)
    }

    /// Compiles a template from the bytes of a file; `filters` are the ones it may use besides the built-in ones.
    ///
    /// - Throws: ``TemplateError`` of kind ``TemplateError/Kind/syntax`` located at the first byte that is not UTF-8,
    ///   or the compile error.
    package init(data: Data, name: String, path: String? = nil, filters: [NamedFilter] = []) throws(TemplateError) {
        let bytes = [UInt8](data)
        if let error = UTF8Validation.error(in: bytes, file: path ?? name, kind: .syntax) { throw error }
        try self.init(source: String(decoding: bytes, as: UTF8.self), name: name, path: path, filters: filters)
    }

    /// Renders the template against a context.
    ///
    /// - Parameters:
    ///   - context: The root of the context stack.
    ///   - partials: Where `{{>name}}` and `{{<name}}` find templates. The template itself is found under its own
    ///     ``name`` too when the library has no template of that name, so a recursive template needs no library.
    ///   - options: Escaping and strictness; the default suits code generation (no escaping, strict).
    /// - Throws: ``TemplateError`` located at the failing tag, with the partials and parents it came through.
    package func render(
        _ context: TemplateValue, partials: TemplateLibrary = TemplateLibrary(),
        options: RenderOptions = .codeGeneration
    ) throws(TemplateError) -> String {
        var renderer = Renderer(library: partials, root: self, context: context, options: options)
        try renderer.render(nodes)
        return String(decoding: renderer.output, as: UTF8.self)
    }

    /// The tags of the template as a tree: sections hold the references made inside them, parents the blocks they
    /// override. Tools use it to check that every name exists in a context model.
    package var references: [TemplateReference] { TemplateReference.references(in: nodes) }

    /// Every name the template looks up in its context (variables, sections, dynamic partial names), as written,
    /// at any depth. List positions (`@index`, …) and `.` are not included.
    package var referencedNames: Set<String> {
        var names: Set<String> = []
        func visit(_ references: [TemplateReference]) {
            for reference in references {
                switch reference.kind {
                case .variable, .section, .invertedSection, .dynamicPartial, .dynamicParent:
                    if reference.name != ".", !reference.name.hasPrefix("@") { names.insert(reference.name) }
                case .partial, .parent, .block:
                    break
                }
                visit(reference.children)
            }
        }
        visit(references)
        return names
    }
}
