import IntentFlowContext
import IntentFlowTemplates

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `intentflow template render`: renders one Mustache template with a JSON context, to standard output.
enum TemplateRenderCommand: CLICommand {
    static let name = "template render"
    static let abstract = "Render a Mustache template with a JSON context."
    static let usage = "<template-file>"
    static let discussion = """
        Renders <template-file> with the JSON in <json-file> as its context (an empty object without --data) and
        writes the result to standard output exactly as rendered, adding nothing.

        {{>name}} and {{<name}} load <dir>/<name>.mustache; <dir> is the template's own directory unless --partials
        gives another. Only the partials the template reaches are read, unless it names one dynamically ({{>*name}}):
        then every *.mustache file under <dir> is. The template language, filters ({{name | camelCase}}) and list
        positions ({{@index}}) are described in Docs/Templates.md.
        """
    static let options: [CommandOption] = [
        .value("data", "<json-file>", help: "The context, as JSON."),
        .value("partials", "<dir>", help: "Where partials and parents are found (default: the template's directory)."),
        .value(
            "escape", "<escaping>", help: "Whether {{name}} escapes HTML (none suits code generation).",
            choices: ["none", "html"], default: "none"),
        .flag(
            "strict",
            help: "A name that resolves to nothing, or a missing partial, is an error (default: it renders "
                + "empty, as the Mustache specification says)."),
    ]
    static let epilogue = """
        EXIT STATUS: 0 rendered; 1 the template has an error (printed with its location); 2 bad arguments, an
        unreadable file or invalid JSON.
        """

    static func run(_ arguments: ParsedArguments, in context: CommandContext) throws(UsageError) -> ExitCode {
        guard arguments.positionals.count == 1, let templatePath = arguments.positionals.first else {
            throw UsageError("'template render' takes exactly one template file")
        }
        let escape = arguments.value("escape")
        let options = RenderOptions(
            escaping: escape == "html" ? .html : .none, strict: arguments.flag("strict"))
        let templateURL = context.url(forPath: templatePath)
        let partialsURL =
            arguments.value("partials").map(context.url(forPath:))
            ?? templateURL.deletingLastPathComponent()

        let data: TemplateValue
        switch loadData(arguments.value("data"), in: context) {
        case .success(let value): data = value
        case .failure(let failure): return fail(failure.message, code: .usageOrIO, in: context)
        }
        do {
            guard let bytes = try? Data(contentsOf: templateURL) else {
                return fail("intentflow: error: cannot read template '\(templatePath)'", code: .usageOrIO, in: context)
            }
            let template = try Template(
                data: bytes, name: templateURL.deletingPathExtension().lastPathComponent, path: templatePath,
                filters: SwiftIdentifier.templateFilters)
            let partials = try loadPartials(of: template, from: partialsURL)
            let output = try template.render(data, partials: partials, options: options)
            context.standardOutput.write(output)
            return .success
        } catch {
            let code: ExitCode = error.kind == .io ? .usageOrIO : .findings
            return fail(error.description, code: code, in: context)
        }
    }

    /// The partials and parents the template reaches through fixed names, read from `directory` one by one (a
    /// missing one is left for rendering to report or skip); with any dynamic name, every template in `directory`.
    private static func loadPartials(of template: Template, from directory: URL) throws(TemplateError)
        -> TemplateLibrary
    {
        var library = TemplateLibrary()
        var pending = template.references
        while let reference = pending.popLast() {
            pending += reference.children
            switch reference.kind {
            case .dynamicPartial, .dynamicParent:
                return try TemplateLibrary(directory: directory, filters: SwiftIdentifier.templateFilters)
            case .partial, .parent:
                let url = directory.appendingPathComponent(reference.name + ".mustache")
                guard library[reference.name] == nil, FileManager.default.fileExists(atPath: url.path) else { continue }
                let partial = try Template(
                    contentsOf: url, name: reference.name, filters: SwiftIdentifier.templateFilters)
                library.add(partial)
                pending += partial.references
            case .variable, .section, .invertedSection, .block:
                continue
            }
        }
        return library
    }

    /// The context from the `--data` file: an empty dictionary without one.
    private static func loadData(_ path: String?, in context: CommandContext) -> Result<TemplateValue, Failure> {
        guard let path else { return .success(.dictionary([:])) }
        guard let bytes = try? Data(contentsOf: context.url(forPath: path)) else {
            return .failure(Failure("intentflow: error: cannot read data file '\(path)'"))
        }
        do {
            return .success(try TemplateValue(json: bytes))
        } catch {
            return .failure(Failure(locatedJSONError(error.message, path: path, bytes: bytes)))
        }
    }

    /// `path:line:column: error: message` when the decoder's message tells where (as "line L, column C"), else
    /// `path: error: message`.
    static func locatedJSONError(_ message: String, path: String, bytes: Data) -> String {
        let pattern = /line (\d+), column (\d+)/
        if let match = message.firstMatch(of: pattern) {
            return "\(path):\(match.1):\(match.2): error: \(message)"
        }
        return "\(path): error: \(message)"
    }

    private static func fail(_ message: String, code: ExitCode, in context: CommandContext) -> ExitCode {
        context.standardError.line(message)
        return code
    }

    /// A message for standard error.
    struct Failure: Error {
        let message: String
        init(_ message: String) { self.message = message }
    }
}
