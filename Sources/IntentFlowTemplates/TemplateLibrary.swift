#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A set of compiled templates by name: the partials and parents `{{>name}}` and `{{<name}}` include.
///
/// ```swift
/// let library = try TemplateLibrary(sources: ["row": "- {{name}}\n", "list": "{{#items}}{{>row}}{{/items}}"])
/// let text = try library.render("list", context: ["items": [["name": "a"], ["name": "b"]]])
/// ```
package struct TemplateLibrary: Sendable {
    private var templates: [String: Template]

    /// An empty library.
    package init() { templates = [:] }

    /// A library of already compiled templates, by their ``Template/name`` (a later one wins a repeated name).
    package init(_ templates: [Template]) {
        self.templates = Dictionary(templates.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
    }

    /// Compiles templates from sources by name; `filters` are the ones they may use besides the built-in ones.
    ///
    /// - Throws: The first ``TemplateError`` met, in name order (so the same input always reports the same error).
    package init(sources: [String: String], filters: [NamedFilter] = []) throws(TemplateError) {
        var templates: [String: Template] = [:]
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            templates[name] = try Template(source: source, name: name, filters: filters)
        }
        self.templates = templates
    }

    /// Compiles every `*.<fileExtension>` file under a directory, its subdirectories included.
    ///
    /// A template's name is its path relative to the directory without the extension: `Row.mustache` is `Row`,
    /// `rows/Plain.mustache` is `rows/Plain`. `filters` are the ones the templates may use besides the built-in ones.
    /// - Throws: ``TemplateError`` of kind ``TemplateError/Kind/io`` when the directory cannot be read, or the first
    ///   compile error in path order.
    package init(directory: URL, fileExtension: String = "mustache", filters: [NamedFilter] = []) throws(TemplateError)
    {
        let base = directory.standardizedFileURL.resolvingSymlinksInPath()
        guard let subpaths = try? FileManager.default.subpathsOfDirectory(atPath: base.path) else {
            throw TemplateError(kind: .io, message: "cannot read directory '\(directory.path)'")
        }
        var files: [(name: String, url: URL)] = []
        let basePath = base.path.hasSuffix("/") ? base.path : base.path + "/"
        for url in subpaths.map({ base.appendingPathComponent($0) }) where url.pathExtension == fileExtension {
            let path = url.standardizedFileURL.resolvingSymlinksInPath().path
            guard path.hasPrefix(basePath) else { continue }
            let relative = String(path.dropFirst(basePath.count).dropLast(fileExtension.count + 1))
            files.append((relative, url))
        }
        var templates: [String: Template] = [:]
        for file in files.sorted(by: { $0.name < $1.name }) {
            templates[file.name] = try Template(contentsOf: file.url, name: file.name, filters: filters)
        }
        self.templates = templates
    }

    /// The template with a name, if the library has it.
    package subscript(name: String) -> Template? { templates[name] }

    /// The names of every template, sorted.
    package var names: [String] { templates.keys.sorted() }

    /// Adds a template, replacing one of the same name.
    package mutating func add(_ template: Template) { templates[template.name] = template }

    /// Renders the template with a name.
    ///
    /// - Throws: ``TemplateError`` of kind ``TemplateError/Kind/missingPartial`` when there is no such template, or
    ///   any render error.
    package func render(
        _ name: String, context: TemplateValue, options: RenderOptions = .codeGeneration
    ) throws(TemplateError) -> String {
        guard let template = templates[name] else {
            throw TemplateError(kind: .missingPartial, message: "no template named '\(name)'")
        }
        return try template.render(context, partials: self, options: options)
    }

    /// The template whose ``Template/path`` is `path`, for quoting source lines in errors.
    func template(atPath path: String) -> Template? {
        templates.values.first { $0.path == path }
    }
}
