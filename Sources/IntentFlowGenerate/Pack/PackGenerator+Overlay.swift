import IntentFlowAI

extension PackGenerator {
    /// This generator, declared in a child pack, laid over the parent's generator of the same name, so a child
    /// states only what it changes.
    ///
    /// - A parameter the parent declares takes only the keys the child gives (`default: xctest`); a new one is added.
    /// - A file entry whose template the parent's entries use replaces that entry in place; `remove: true` removes
    ///   it; an entry with a new template is added after the parent's.
    /// - `replace: true` on the child's generator skips all this: the child's generator is used whole.
    ///
    /// - Throws: ``GeneratorError`` for a `remove:` naming a template no entry of the parent uses (with the closest
    ///   one as a suggestion), or a default outside the inherited choices.
    public func overlaid(on parent: PackGenerator) throws(GeneratorError) -> PackGenerator {
        guard !replacesParent else { return self }
        var merged = parent
        merged.location = location
        if givesDescription { merged.description = description }
        for parameter in parameters {
            if let index = merged.parameters.firstIndex(where: { $0.name == parameter.name }) {
                merged.parameters[index] = try parameter.overlaid(on: merged.parameters[index])
            } else {
                merged.parameters.append(parameter)
            }
        }
        // Entries match the parent's by template; the child's own entries never replace each other (an `each:`
        // pair of one template is two files).
        var inherited = parent.files.map { Optional($0) }
        var added: [PackFileEntry] = []
        for entry in files {
            let index = inherited.firstIndex { $0?.template == entry.template }
            switch (index, entry.removes) {
            case (let index?, true):
                inherited[index] = nil
            case (let index?, false):
                inherited[index] = entry
            case (nil, true):
                let templates = parent.files.map(\.template)
                throw GeneratorError(
                    "'remove: true' names template '\(entry.template)', which no file entry of generator '\(name)' "
                        + "in the parent uses" + EditDistance.hint(for: entry.template, among: templates),
                    at: entry.location, rule: "pack.unknown-name")
            case (nil, false):
                added.append(entry)
            }
        }
        merged.files = inherited.compactMap { $0 } + added
        return merged
    }

    /// A generator as a chain (child first) declares it: the root-most declaration with each child's laid over it.
    /// `nil` when no pack of the chain declares it.
    ///
    /// - Throws: ``GeneratorError`` as ``overlaid(on:)`` does.
    static func resolved(_ name: String, in chain: [Pack]) throws(GeneratorError) -> PackGenerator? {
        var result: PackGenerator?
        for pack in chain.reversed() {
            guard let declared = pack.generator(named: name) else { continue }
            if let parent = result {
                result = try declared.overlaid(on: parent)
            } else {
                // The root-most declaration stands alone: `remove:` has nothing to remove from.
                if let removal = declared.files.first(where: \.removes) {
                    throw GeneratorError(
                        "'remove: true' in pack '\(pack.name)', whose generator '\(name)' extends no parent's",
                        at: removal.location, rule: "pack.unknown-name")
                }
                result = declared
            }
        }
        return result
    }
}
