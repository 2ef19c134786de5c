import IntentFlowContext
import IntentFlowManifest
import IntentFlowTemplates

/// A pack joined with the packs it extends: the templates every generator renders with, and its generators.
///
/// The child's templates and partials shadow its parents' by name; a name the child does not define resolves
/// through the chain. Inside a template, a parent (`{{<name}}`) or partial (`{{>name}}`) with the template's own name
/// means the next definition of that name up the chain — that is how a child's `contract.swift` overrides a block of
/// the parent's `contract.swift` without copying it.
package struct ResolvedPack: Sendable {
    /// The pack and its ancestors, the pack itself first.
    package var chain: [Pack]
    /// Every template, compiled: by plain name the child-most definition, and shadowed definitions under internal
    /// names (`contract.swift@swift`).
    package var library: TemplateLibrary
    /// Every generator of the chain, each child's declaration laid over its parent's (``PackGenerator/overlaid(on:)``).
    package var generators: [String: PackGenerator]

    /// Joins a chain (child first) and compiles its templates.
    ///
    /// - Throws: ``GeneratorError`` with the location of the first template that does not compile.
    package init(chain: [Pack]) throws(GeneratorError) {
        precondition(!chain.isEmpty, "a resolved pack needs at least one pack")
        self.chain = chain
        let labels = Self.labels(chain)
        var library = TemplateLibrary()
        for (index, pack) in chain.enumerated() {
            for (name, template) in pack.templates.sorted(by: { $0.key < $1.key }) {
                let shadowed = chain[..<index].contains { $0.templates[name] != nil }
                let compiledName = shadowed ? "\(name)@\(labels[index])" : name
                // The next definition of the same name up the chain, which a self-reference means.
                let parentIndex = chain.indices.first { $0 > index && chain[$0].templates[name] != nil }
                var source = template.source
                if let parentIndex {
                    source = Self.redirectingSelfReferences(
                        in: source, name: name, to: "\(name)@\(labels[parentIndex])")
                }
                do {
                    library.add(
                        try Template(
                            source: source, name: compiledName, path: template.displayPath,
                            filters: SwiftIdentifier.templateFilters))
                } catch {
                    throw GeneratorError(
                        error, fallback: SourceLocation(file: template.displayPath, line: 1, column: 1),
                        rule: "pack.template-syntax")
                }
            }
        }
        self.library = library
        var generators: [String: PackGenerator] = [:]
        for name in Set(chain.flatMap { $0.generators.map(\.name) }) {
            generators[name] = try PackGenerator.resolved(name, in: chain)
        }
        self.generators = generators
    }

    /// The pack's name.
    package var name: String { chain[0].name }

    /// The pack itself (the first of the chain).
    package var pack: Pack { chain[0] }

    /// The generator with a name, as the chain declares it (``PackGenerator/overlaid(on:)``).
    package func generator(named name: String) -> PackGenerator? { generators[name] }

    /// Every generator name, child first, without repeats.
    package var generatorNames: [String] {
        var seen = Set<String>()
        return chain.flatMap { $0.generators.map(\.name) }.filter { seen.insert($0).inserted }
    }

    /// Every template name the pack resolves, sorted.
    package var templateNames: [String] { Set(chain.flatMap { $0.templates.keys }).sorted() }

    /// The child-most source of a template, with the pack that defines it.
    package func templateSource(named name: String) -> (pack: Pack, template: PackTemplateSource)? {
        for pack in chain { if let template = pack.templates[name] { return (pack, template) } }
        return nil
    }

    /// Distinct labels for the packs of a chain (a team pack may share its parent's name).
    private static func labels(_ chain: [Pack]) -> [String] {
        var counts: [String: Int] = [:]
        return chain.map { pack in
            let seen = counts[pack.name, default: 0]
            counts[pack.name] = seen + 1
            return seen == 0 ? pack.name : "\(pack.name)~\(seen)"
        }
    }

    /// Rewrites `{{<name}}`, `{{>name}}` and the `{{/name}}` closing a parent to refer to `target` instead; the
    /// spaces inside the tag are kept.
    static func redirectingSelfReferences(in source: String, name: String, to target: String) -> String {
        var result = ""
        var rest = source[...]
        while let open = rest.firstRange(of: "{{") {
            if let tag = selfReference(at: rest[open.upperBound...], name: name) {
                result += rest[..<open.upperBound] + tag.before + target + tag.after
                rest = rest[tag.end...]
            } else {
                // One brace further: in `{{{>name}}}` the tag opens at the second brace.
                let next = rest.index(after: open.lowerBound)
                result += rest[..<next]
                rest = rest[next...]
            }
        }
        return result + rest
    }

    /// The tag that starts `text` (just after `{{`) when it is `[spaces]<|>|/[spaces]name[spaces]}}`: the text before
    /// the name, the spaces after it with the closing braces, and where the tag ends.
    private static func selfReference(at text: Substring, name: String)
        -> (before: Substring, after: Substring, end: Substring.Index)?
    {
        var index = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
        guard index < text.endIndex, "<>/".contains(text[index]) else { return nil }
        index = text[text.index(after: index)...].firstIndex { !$0.isWhitespace } ?? text.endIndex
        guard text[index...].hasPrefix(name) else { return nil }
        let afterName = text.index(index, offsetBy: name.count)
        let closing = text[afterName...].firstIndex { !$0.isWhitespace } ?? text.endIndex
        guard text[closing...].hasPrefix("}}") else { return nil }
        let end = text.index(closing, offsetBy: 2)
        return (text[..<index], text[afterName..<end], end)
    }
}
