import IntentFlowManifest
import IntentFlowProject

extension PackGenerator {
    /// This generator, declared in a child pack, laid over the parent's generator of the same name, so a child
    /// states only what it changes.
    ///
    /// - A parameter the parent declares takes only the keys the child gives (`default: xctest`); a new one is added.
    /// - A file entry whose template the parent's entries use replaces that entry in place; `remove: true` removes
    ///   it; an entry with a new template is added after the parent's. Where two of the parent's entries share the
    ///   template (the `agents` generator's skills), the child's entry names the one it means with `id:` (the
    ///   parent's id, or the parent's path where it gave no id); an entry with an id no parent entry has is added.
    /// - `replace: true` on the child's generator skips all this: the child's generator is used whole.
    ///
    /// - Throws: ``GeneratorError`` for a `remove:` naming a template no entry of the parent uses (with the closest
    ///   one as a suggestion), an entry whose template several of the parent's entries use and that names none of
    ///   them with `id:`, or a default outside the inherited choices.
    package func overlaid(on parent: PackGenerator) throws(GeneratorError) -> PackGenerator {
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
            let index = try inheritedIndex(of: entry, in: inherited)
            switch (index, entry.removes) {
            case (let index?, true):
                inherited[index] = nil
            case (let index?, false):
                var replacement = entry
                // A grandchild can still name the entry by the id its first declaration gave it.
                if replacement.id == nil { replacement.id = inherited[index]?.id }
                inherited[index] = replacement
            case (nil, true):
                throw unknownRemoval(entry, parent: parent)
            case (nil, false):
                added.append(entry)
            }
        }
        merged.files = inherited.compactMap { $0 } + added
        return merged
    }

    /// The parent's entry a child's entry stands for: with an `id:`, the entry of that id (or, among entries without
    /// one, of that path); else the one entry using its template. `nil` when none matches.
    ///
    /// - Throws: ``GeneratorError`` (rule `pack.ambiguous-entry`, at the child's entry) when several entries use the
    ///   template and the child's names none of them.
    private func inheritedIndex(of entry: PackFileEntry, in inherited: [PackFileEntry?]) throws(GeneratorError) -> Int?
    {
        if let id = entry.id {
            return inherited.firstIndex { $0?.id == id }
                ?? inherited.firstIndex { $0.map { $0.id == nil && $0.path == id } ?? false }
        }
        let candidates = inherited.indices.filter { inherited[$0]?.template == entry.template }
        guard candidates.count > 1 else { return candidates.first }
        let names = candidates.compactMap { inherited[$0] }.map { $0.id.map { "id: \($0)" } ?? "path: \"\($0.path)\"" }
        throw GeneratorError(
            "\(candidates.count) file entries of generator '\(name)' in the parent use template '\(entry.template)' "
                + "(\(names.joined(separator: "; "))), so which one this entry "
                + "\(entry.removes ? "removes" : "replaces") is ambiguous; add 'id:' with the one you mean "
                + "(its id, or its "
                + "path where it has none), or a new id to add another entry", at: entry.location,
            rule: "pack.ambiguous-entry")
    }

    /// The error of a `remove: true` that matches no entry of the parent, with the closest name as a suggestion.
    private func unknownRemoval(_ entry: PackFileEntry, parent: PackGenerator) -> GeneratorError {
        guard let id = entry.id else {
            return GeneratorError(
                "'remove: true' names template '\(entry.template)', which no file entry of generator '\(name)' "
                    + "in the parent uses"
                    + EditDistance.hint(for: entry.template, among: parent.files.map(\.template)),
                at: entry.location, rule: "pack.unknown-name")
        }
        let names = parent.files.map { $0.id ?? $0.path }
        return GeneratorError(
            "'remove: true' names id '\(id)', which no file entry of generator '\(name)' in the parent has"
                + EditDistance.hint(for: id, among: names), at: entry.location, rule: "pack.unknown-name")
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
