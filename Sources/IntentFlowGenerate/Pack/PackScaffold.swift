import IntentFlowProject
import IntentFlowTemplates

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The files `intentflow pack init <name>` creates: a pack.yaml that extends a parent, and a README that says what
/// can be overridden and how, with a real example taken from the parent's own templates.
package enum PackScaffold {
    /// The files of a new team pack, relative to its `directory` (`.intentflow/packs/<name>/`).
    ///
    /// The pack extends a built-in or project parent by name and a parent named by path by the path that leads to
    /// it from `directory`, so the pair can move together.
    package static func files(name: String, parent: ResolvedPack, directory: URL) -> [RenderedFile] {
        let reference: String
        switch parent.pack.origin {
        case .builtIn, .project: reference = parent.name
        case .directory(let url): reference = RelativePath.from(directory, to: url)
        case .git(let source, _, _):
            reference =
                "{git: \"\(source.url)\", ref: \"\(source.ref)\""
                + (source.path.isEmpty ? "" : ", path: \"\(source.path)\"") + "}"
        }
        let yaml = """
            name: \(name)
            description: \(name) — the team's variant of the \(parent.name) pack.
            extends: \(reference)

            """
        return [
            RenderedFile(path: "pack.yaml", contents: yaml, owner: .user, source: "intentflow pack init"),
            RenderedFile(
                path: "README.md", contents: readme(name: name, parent: parent), owner: .user,
                source: "intentflow pack init"),
        ]
    }

    /// The blocks (`{{$name}}`) each template declares at any depth, by template name.
    package static func blocks(in pack: ResolvedPack) -> [(template: String, blocks: [String])] {
        pack.templateNames.compactMap { name in
            guard let template = pack.library[name] else { return nil }
            var blocks: [String] = []
            func visit(_ references: [TemplateReference]) {
                for reference in references {
                    if reference.kind == .block, !blocks.contains(reference.name) { blocks.append(reference.name) }
                    if reference.kind != .parent { visit(reference.children) }
                }
            }
            visit(template.references)
            return (name, blocks)
        }
    }

    private static func readme(name: String, parent: ResolvedPack) -> String {
        let blocks = blocks(in: parent)
        let example = blocks.first { !$0.blocks.isEmpty }
        var text = """
            # The \(name) pack

            This pack extends `\(parent.name)`. It generates exactly what `\(parent.name)` generates until you add
            templates here: a template in this directory **shadows** the parent's template of the same name, and
            everything you do not define comes from the parent.

            Use it with `intentflow generate … --pack \(name)`, or set `pack: \(name)` in `.intentflow/config.yaml`.
            Check it with `intentflow pack validate .intentflow/packs/\(name)` before generating: every template must
            parse, every partial must exist, and every name must exist in the context model (Docs/ContextModel.md).

            ## Three ways to change the output

            1. **Override a block** of a parent template: create a template with the same name that names the parent
               template as its parent and redefines only the block. Inside this pack, `{{<name}}` with the
               template's own name means the parent pack's template.
            2. **Replace a partial or a whole template**: create `<name>.mustache` here with new content.
            3. **Change which files are written**: copy the parent's generator from \
            `intentflow pack show \(parent.name)`
               into this pack.yaml's `generators:`; a generator declared here replaces the parent's of that name.

            """
        if let example, let block = example.blocks.first {
            text += """

                ## Example

                `\(example.template)` declares the block `\(block)`. To replace it, create
                `\(example.template).mustache` in this directory:

                ```mustache
                {{<\(example.template)}}
                {{$\(block)}}
                // Your \(block) here. The context's names are available, e.g. {{feature.name}}.
                {{/\(block)}}
                {{/\(example.template)}}
                ```

                """
        }
        text += "\n## What the parent offers\n\n| Template | Blocks you can override |\n|---|---|\n"
        for entry in blocks {
            let names = entry.blocks.isEmpty ? "—" : entry.blocks.map { "`\($0)`" }.joined(separator: ", ")
            text += "| `\(entry.template)` | \(names) |\n"
        }
        return text
    }
}
