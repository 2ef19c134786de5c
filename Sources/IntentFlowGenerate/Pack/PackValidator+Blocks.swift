import IntentFlowManifest
import IntentFlowTemplates

extension PackValidator {
    /// Block overrides that fill nothing: a `{{$headr}}` inside `{{<contract.swift}}` when the parent declares no
    /// block `headr` would silently change nothing, so it is an error, with the closest declared block suggested.
    func overrideDiagnostics() -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for name in pack.library.names {
            guard let template = pack.library[name] else { continue }
            visitParents(template.references) { parent in
                guard parent.kind == .parent else { return }
                let declared = declaredBlocks(of: parent.name)
                for block in parent.children where block.kind == .block && !declared.contains(block.name) {
                    let shown = Self.displayName(parent.name)
                    diagnostics.append(
                        Diagnostic(
                            .error,
                            "'\(shown)' declares no block '\(block.name)', so this override would change nothing"
                                + EditDistance.hint(for: block.name, among: declared.sorted())
                                + (declared.isEmpty
                                    ? "" : " (it declares \(declared.sorted().joined(separator: ", ")))"),
                            at: block.location, rule: "pack.unknown-block"))
                }
            }
        }
        return diagnostics
    }

    /// Every block a template declares, itself or through the partials and parents it includes.
    func declaredBlocks(of name: String) -> Set<String> {
        var found: Set<String> = []
        var visited: Set<String> = []
        func visit(_ name: String) {
            guard visited.insert(name).inserted, let template = pack.library[name] else { return }
            func walk(_ references: [TemplateReference]) {
                for reference in references {
                    switch reference.kind {
                    case .block: found.insert(reference.name)
                    case .partial, .parent: visit(reference.name)
                    default: break
                    }
                    walk(reference.children)
                }
            }
            walk(template.references)
        }
        visit(name)
        return found
    }

    /// Calls `body` for every parent or partial reference, at any depth.
    private func visitParents(_ references: [TemplateReference], _ body: (TemplateReference) -> Void) {
        for reference in references {
            if reference.kind == .parent || reference.kind == .partial { body(reference) }
            visitParents(reference.children, body)
        }
    }

    /// A template's name as its pack writes it: without the `@pack` suffix a shadowed definition is compiled under.
    static func displayName(_ compiled: String) -> String {
        compiled.split(separator: "@", maxSplits: 1).first.map(String.init) ?? compiled
    }
}
