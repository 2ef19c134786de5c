import IntentFlowManifest
import IntentFlowTemplates

extension PackValidator {
    /// How many items a list is assumed to hold when estimating a template's work: a large manifest's states.
    static let assumedListLength = 100

    /// How many independent lists may nest before a template can exceed the render step bound: 3, since 100³ passes
    /// (a million) fit in ``RenderOptions/defaultMaximumSteps`` and 100⁴ do not.
    static var maximumListNesting: Int {
        var depth = 0
        var passes = 1
        while passes <= RenderOptions.defaultMaximumSteps / assumedListLength {
            passes *= assumedListLength
            depth += 1
        }
        return depth
    }

    /// Templates that can exceed the render step bound: more than ``maximumListNesting`` independent lists nested,
    /// counted through partials, parents and block overrides. A list is independent when the sample context finds it
    /// outside the element of the enclosing list: `{{#states}}{{#states}}` or `{{#states}}{{#intents}}` multiply, while
    /// a trace's own `{{#steps}}` inside `{{#traces}}` only divides the manifest further and is not counted. Names the
    /// sample cannot resolve (a team generator, an empty list) are not counted: the render's step bound still holds.
    /// The estimate is static, so a pack that would hang `generate` on a large manifest is reported before it does.
    func workDiagnostics() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for name in pack.generatorNames {
            guard let generator = pack.generator(named: name) else { continue }
            for entry in generator.files {
                guard let template = pack.library[entry.template] else { continue }
                let scopes: [Scope] =
                    Self.entryContext(entry, root: sampleContexts[name]).map { [.known($0)] }
                    ?? [.unknown]
                var walk = NestingWalk(validator: self, stack: [template.name])
                walk.visit(template.references, scopes: scopes, element: nil, lists: 0)
                diagnostics += walk.findings
            }
        }
        return diagnostics
    }

    /// One walk of a template's references, counting the sections over lists around each tag.
    private struct NestingWalk {
        let validator: PackValidator
        var stack: [String]
        var findings: [Diagnostic] = []

        /// Walks `references` inside `scopes`, of which `element` is the innermost list element's index, with `lists`
        /// independent lists around them.
        mutating func visit(_ references: [TemplateReference], scopes: [Scope], element: Int?, lists: Int) {
            for reference in references {
                switch reference.kind {
                case .section:
                    let (scope, found) = validator.listScope(reference.name, in: scopes)
                    guard let found else {
                        visit(reference.children, scopes: scopes + [scope], element: element, lists: lists)
                        continue
                    }
                    let depth = lists + (element.map { found < $0 } ?? true ? 1 : 0)
                    guard depth <= PackValidator.maximumListNesting else {
                        report(reference, depth: depth)
                        continue
                    }
                    visit(reference.children, scopes: scopes + [scope], element: scopes.count, lists: depth)
                case .partial, .parent:
                    visit(reference.children, scopes: scopes, element: element, lists: lists)
                    guard let template = validator.pack.library[reference.name], !stack.contains(template.name),
                        stack.count < 32
                    else { continue }
                    stack.append(template.name)
                    visit(template.references, scopes: scopes, element: element, lists: lists)
                    stack.removeLast()
                default:
                    visit(reference.children, scopes: scopes, element: element, lists: lists)
                }
            }
        }

        private mutating func report(_ reference: TemplateReference, depth: Int) {
            let location = SourceLocation(
                file: reference.location.file, line: reference.location.line, column: reference.location.column)
            findings.append(
                Diagnostic(
                    .error,
                    "'\(reference.name)' is the \(depth)th independent list nested here; over lists of "
                        + "\(PackValidator.assumedListLength) items that is more than "
                        + "\(RenderOptions.defaultMaximumSteps) render steps, the limit of one render (nest at most "
                        + "\(PackValidator.maximumListNesting) deep)",
                    at: location, rule: "pack.render-work"))
        }
    }
}
