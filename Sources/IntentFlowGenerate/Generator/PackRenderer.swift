import IntentFlowContext
import IntentFlowManifest
import IntentFlowProject
import IntentFlowTemplates

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Renders one generator of a resolved pack: every file entry's output path and template, in memory.
///
/// Compiled once, it renders any number of contexts (one per manifest); the path templates are compiled here and
/// every file's template is checked to exist, so a broken pack fails before the first manifest is read.
package struct PackRenderer: Sendable {
    /// The pack.
    package let pack: ResolvedPack
    /// The generator rendered.
    package let generator: PackGenerator
    private let pathTemplates: [Template]

    /// Prepares a generator of a pack for rendering.
    ///
    /// - Throws: ``GeneratorError`` when the pack has no such generator, a file entry names a template that does not
    ///   exist, or an output path does not compile.
    package init(pack: ResolvedPack, generator name: String) throws(GeneratorError) {
        guard let generator = pack.generator(named: name) else {
            let known = pack.generatorNames.joined(separator: ", ")
            throw GeneratorError(
                "pack '\(pack.name)' has no generator '\(name)'; it has: \(known.isEmpty ? "none" : known)",
                at: pack.pack.location, rule: "pack.missing-generator")
        }
        var pathTemplates: [Template] = []
        for (index, file) in generator.files.enumerated() {
            guard pack.library[file.template] != nil else {
                throw GeneratorError(
                    "file entry names template '\(file.template)', which pack '\(pack.name)' does not have "
                        + "(expected \(file.template)\(PackLoader.templateExtension))",
                    at: file.location, rule: "pack.missing-template")
            }
            do {
                pathTemplates.append(
                    try Template(
                        source: file.path, name: "\(name).files[\(index)].path", path: file.pathLocation.file,
                        filters: SwiftIdentifier.templateFilters))
            } catch {
                throw GeneratorError(error, fallback: file.pathLocation, rule: "pack.template-syntax")
                    .relocated(to: file.pathLocation)
            }
        }
        self.pack = pack
        self.generator = generator
        self.pathTemplates = pathTemplates
    }

    /// Renders every file for one context.
    ///
    /// `parameters` must already be resolved (``PackGenerator/resolve(_:origin:)``); they are merged into the
    /// context's `params`. Files whose `when:` does not hold, or whose path renders empty, are skipped.
    /// - Throws: ``GeneratorError`` located in the template (and the partials it came through) that failed.
    package func render(context: TemplateValue, parameters: [String: String], source: String) throws(GeneratorError)
        -> [RenderedFile]
    {
        var budget = RenderBudget()
        return try render(context: context, parameters: parameters, source: source, budget: &budget)
    }

    /// Renders every file for one context like ``render(context:parameters:source:)``, spending from a run's budget:
    /// a file that would grow past what is left stops while it renders, with an error at the tag that grew it.
    package func render(
        context: TemplateValue, parameters: [String: String], source: String, budget: inout RenderBudget
    ) throws(GeneratorError) -> [RenderedFile] {
        let root = root(of: context, parameters: parameters)
        var files: [RenderedFile] = []
        files.reserveCapacity(generator.files.count)
        for (index, entry) in generator.files.enumerated() {
            for itemContext in try contexts(for: entry, in: root) {
                guard let file = try render(entry, at: index, context: itemContext, source: source, budget: budget)
                else { continue }
                budget.spend(file.contents.utf8.count)
                files.append(file)
            }
        }
        return files
    }

    /// Where the generator puts the files of `context`, relative to the output directory: the directory of the first
    /// file it writes (the contract, in the default pack: `Sources/Login` with `layout=package`, `Login` with
    /// `layout=feature-folder`). Read from the file entries' `when:` and `path:` alone: no file's template is
    /// rendered. `nil` when no entry writes a file or a path does not render.
    package func home(context: TemplateValue, parameters: [String: String]) -> String? {
        let root = root(of: context, parameters: parameters)
        for (index, entry) in generator.files.enumerated() {
            guard let contexts = try? contexts(for: entry, in: root) else { return nil }
            for itemContext in contexts {
                guard let holds = try? (entry.when?.evaluate(in: itemContext) ?? true) else { return nil }
                guard holds else { continue }
                guard let rendered = try? pathTemplates[index].render(itemContext, partials: pack.library) else {
                    return nil
                }
                let path = Self.trimmed(rendered)
                guard !path.isEmpty else { continue }
                let directory = URL(fileURLWithPath: "/" + path).deletingLastPathComponent().path
                return String(directory.drop { $0 == "/" })
            }
        }
        return nil
    }

    /// The context a file renders with: `context` with the resolved `parameters` merged into its `params`.
    private func root(of context: TemplateValue, parameters: [String: String]) -> [String: TemplateValue] {
        var root: [String: TemplateValue] = [:]
        if case .dictionary(let values) = context { root = values }
        var params: [String: TemplateValue] = [:]
        if case .dictionary(let existing)? = root["params"] { params = existing }
        params.merge(generator.parameterContext(parameters)) { _, new in new }
        root["params"] = .dictionary(params)
        return root
    }

    /// The contexts an entry renders with: the root once, or the root with each element of its `each` list laid over.
    private func contexts(for entry: PackFileEntry, in root: [String: TemplateValue]) throws(GeneratorError)
        -> [TemplateValue]
    {
        guard let key = entry.each else { return [.dictionary(root)] }
        guard case .array(let items)? = root[key] else {
            throw GeneratorError(
                "'each: \(key)' names no list in the context", at: entry.location, rule: "pack.invalid-each")
        }
        return items.map { item in
            guard case .dictionary(let values) = item else { return .dictionary(root) }
            return .dictionary(root.merging(values) { _, element in element })
        }
    }

    /// Renders one entry with one context; `nil` when its `when:` does not hold or its path renders empty.
    private func render(
        _ entry: PackFileEntry, at index: Int, context: TemplateValue, source: String, budget: RenderBudget
    ) throws(GeneratorError) -> RenderedFile? {
        if let condition = entry.when, !(try condition.evaluate(in: context)) { return nil }
        let path: String
        do {
            path = Self.trimmed(try pathTemplates[index].render(context, partials: pack.library))
        } catch {
            throw GeneratorError(error, fallback: entry.pathLocation).relocated(to: entry.pathLocation)
        }
        guard !path.isEmpty else { return nil }
        let contents: String
        do {
            contents = try pack.library.render(entry.template, context: context, options: budget.options)
        } catch {
            guard error.kind == .outputTooLarge else { throw GeneratorError(error, fallback: entry.location) }
            var error = error
            error.message = budget.explanation(for: path)
            throw GeneratorError(error, fallback: entry.location, rule: "generate.output-too-large")
        }
        return RenderedFile(
            path: path, contents: contents, owner: entry.owner, source: source, comment: entry.comment,
            origin: entry.pathLocation,
            headerTitle: entry.owner == .generator ? try headerTitle(context: context, source: source) : nil)
    }

    /// A rendered path without the whitespace around it.
    private static func trimmed(_ path: String) -> String {
        path.trimmingWhitespaceAndNewlines()
    }

    /// The name of the partial that rewords the header of generator-owned files.
    package static let headerPartial = "partials/generated-header"

    /// The pack's header lines for a generator-owned file, rendered with the file's context and `generatedFrom` (the
    /// source named in the default header); `nil` when the pack has no header partial. The tool adds the comment
    /// syntax and the fingerprint line below them.
    private func headerTitle(context: TemplateValue, source: String) throws(GeneratorError) -> [String]? {
        guard let template = pack.library[Self.headerPartial] else { return nil }
        var values: [String: TemplateValue] = [:]
        if case .dictionary(let root) = context { values = root }
        values["generatedFrom"] = .string(source)
        let text: String
        do {
            text = try template.render(.dictionary(values), partials: pack.library)
        } catch {
            throw GeneratorError(error, fallback: SourceLocation(file: template.path, line: 1, column: 1))
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return lines.last == "" ? Array(lines.dropLast()) : lines
    }
}

extension GeneratorError {
    /// The error with its first diagnostic moved to `location` (a path template's errors are located in pack.yaml,
    /// where the path is written, not in the path string).
    func relocated(to location: SourceLocation) -> GeneratorError {
        var copy = self
        if !copy.diagnostics.isEmpty {
            copy.diagnostics[0].message = "in output path: \(copy.diagnostics[0].message)"
            copy.diagnostics[0].location = location
        }
        return copy
    }
}
